import CardFormats
import CardFoundation
import CardGeometry
import CardImaging
import CardSettings
import Foundation

extension RenderJob {
    /// Renders every request: checks the settings, reads the photos' headers, takes the output folder
    /// (locked, and refused when a file where the run writes is not listed by a cardrender manifest),
    /// writes the stills, frames, contact sheets, motion tracks and exports on `settings.jobs` threads,
    /// then the manifest. `progress` is called after each file, from any thread. Throws `Failure`,
    /// or `Interrupted` after `cancel()`.
    public func run(progress: (@Sendable (Progress) -> Void)? = nil) throws -> Summary {
        do { try settings.validate() } catch let invalid as InvalidSetting { throw Failure(.invalidSetting(invalid)) }
        do { try VipsRuntime.start() } catch let failure as VipsFailure { throw Failure(.libvipsUnavailable(failure)) }
        if let threads = settings.threads { VipsRuntime.setThreads(threads) }
        let exports = try AnimationExports(formats: settings.exports, loop: settings.loop)

        if OutputFolder.isSameOrInside(output, input) {
            throw Failure(.outputInsideInput(output: output))
        }
        let listed = try PhotoSelection(input: input, settings: settings)
        var issues = listed.issues

        let (library, plans) = try ScenePlanner(settings: settings, requests: requests).resolvePhotos(
            listed.photos, issues: &issues)
        if settings.strict, let first = issues.first(where: { $0.severity == .failed }) {
            throw Failure(.strictInputProblem(first), issues: issues)
        }
        guard !library.files.isEmpty else {
            throw Failure(.noReadablePhotos(input: input), issues: issues)
        }

        if settings.shard != nil && !settings.exports.isEmpty {
            throw Failure(.exportNeedsEveryFrame)
        }
        let planned = RenderPlan(plans, fps: settings.fps, exports: settings.exports)
        // The stills and frames this run draws: all of them, or every n-th for a shard.
        let mine = planned.units.enumerated().filter { settings.shard?.owns($0.offset) ?? true }.map(\.element)
        let sheets = settings.shard == nil ? planned.sheets : []
        // Every file the run writes, its manifest (written last) included: the count the
        // progress reaches is the count the summary gives.
        let total = mine.count + sheets.count * (1 + exports.formats.count) + planned.sheets.count + 1
        let finished = FinishedFiles(total: total, progress: progress)
        let jobs = settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // The layer cache knows which still or frame uses each card, so it keeps those drawn again soonest.
        let compositor = FrameCompositor(
            scale: settings.scale, photos: library,
            cache: LayerCache(uses: LayerUses(mine.map(\.frame), scale: settings.scale)))
        // A shard writes its share of the stills and frames, and every animation's motion.json.
        let writes =
            settings.shard == nil
            ? planned.entries.map(\.path)
            : mine.map(\.entry.path) + planned.entries.filter { $0.kind == .motion }.map(\.path)
        let outputFolder: RunOutput
        do {
            outputFolder = try RunOutput(
                folder: GuardedFolder(root: output, protected: protectedFolders + [input]), shard: settings.shard,
                writes: writes, planned: planned.entries.map(\.path),
                writing: manifest(plans: plans, library: library, issues: issues, files: [], complete: false))
        } catch let refusal as GuardedFolder.Refusal {
            throw Failure(.outputRefused(refusal), issues: issues)
        } catch let held as FolderLock.Held {
            throw Failure(.outputInUse(held), issues: issues)
        } catch let unclaimed as UnclaimedOutputFile {
            throw Failure(.unclaimedOutputFile(unclaimed), issues: issues)
        } catch {
            throw Failure(.stopped(error), issues: issues)
        }
        let drawnFrames = plans.flatMap { $0.stills.map(\.frame) + $0.animations.flatMap(\.frames) }
        let sizes = Dictionary(
            library.files.enumerated().compactMap { index, photo in listed.pixelSizes[photo.path].map { (index, $0) } },
            uniquingKeysWith: { a, _ in a })
        var notices =
            exports.notices + listed.notices + (try undrawableTextNotices(library.files, plans: plans))
            + UpscaleCheck.notices(frames: drawnFrames, scale: settings.scale, photos: library.files, sizes: sizes)
        if !outputFolder.removed.isEmpty {
            let count = outputFolder.removed.count
            notices.append(.removedEarlierFiles(count: count, folder: output, example: outputFolder.removed[0]))
        }
        let folder = outputFolder.folder
        do {
            let tasks = RenderTasks(
                compositor: compositor, folder: folder, compression: settings.pngCompression, exports: exports,
                fps: settings.fps, cancellation: cancellation, finished: finished, repeatBudget: repeatedFrameBudget)
            // Every shard writes each animation's motion.json (they are the same).
            try tasks.pool(units: mine, sheets: sheets, motions: planned.sheets).run(jobs: jobs)
        } catch is Interrupted {
            // Whatever finished is whole and listed; the order is by path, as the run was cut short.
            let done = finished.byPath()
            try writeManifest(
                into: outputFolder.folder, plans: plans, library: library, issues: issues,
                files: settings.shard == nil ? done : planned.entries,
                complete: false, pending: outputFolder.pending(afterStoppingWith: Set(done.map(\.path))))
            throw Interrupted(completedFiles: done.count)
        } catch {
            // A photo that failed late, or a write that failed (a full disk): stop, and record what
            // was finished. The file being written was removed, so nothing half-written remains.
            let done = finished.byPath()
            _ = try? writeManifest(
                into: folder, plans: plans, library: library, issues: issues,
                files: settings.shard == nil ? done : planned.entries,
                complete: false, pending: outputFolder.pending(afterStoppingWith: Set(done.map(\.path))))
            switch error {
            case let failure as VipsFailure:
                throw Failure(.drawingFailed(output: .folder(output), failure), issues: issues)
            case let overrun as PixelBudget.Overrun:
                throw Failure(.frameTooLarge(output: .folder(output), overrun), issues: issues)
            case let failure as Failure: throw Failure(failure.reason, issues: issues)
            default: throw Failure(.stopped(error), issues: issues)
            }
        }

        // A shard's manifest lists every file of the whole run, for `cardrender merge` to check.
        let manifest = try writeManifest(
            into: outputFolder.folder, plans: plans, library: library, issues: issues, files: planned.entries,
            complete: true,
            pending: outputFolder.pendingWhenFinished)
        finished.finish(manifest: settings.shard?.manifestName ?? Manifest.fileName)

        return Summary(
            photos: library.files.count, scenes: plans.count,
            animations: plans.reduce(0) { $0 + $1.animations.count },
            frames: mine.filter { $0.entry.kind == .frame }.count,
            files: total, issues: issues, manifest: manifest, notices: notices)
    }

    @discardableResult
    private func writeManifest(
        into folder: GuardedFolder, plans: [PlannedScene], library: PhotoLibrary, issues: [InputIssue],
        files: [Manifest.Entry], complete: Bool, pending: [String]?
    ) throws -> Manifest {
        var manifest = self.manifest(plans: plans, library: library, issues: issues, files: files, complete: complete)
        manifest.pending = pending
        do {
            try folder.file(settings.shard?.manifestName ?? Manifest.fileName).write(try manifest.encoded())
        } catch {
            throw Failure(.stopped(error), issues: issues)
        }
        return manifest
    }

    private func manifest(
        plans: [PlannedScene], library: PhotoLibrary, issues: [InputIssue],
        files: [Manifest.Entry], complete: Bool
    ) -> Manifest {
        var recorded = Manifest.Settings(
            size: sizeDescription(plans), scale: settings.scale, fps: settings.fps, seed: settings.seed,
            pngCompression: settings.pngCompression.code)
        // libvips is running by now; the settings golden frames pin go with the others.
        if let libvips = try? LibvipsVersion.current() { recorded.pin(GoldenSettings(settings, libvips: libvips)) }
        return Manifest(
            tool: "cardrender \(CardRenderVersion.string)",
            complete: complete,
            shard: settings.shard?.description,
            settings: recorded,
            photos: library.files.map { ($0.path as NSString).lastPathComponent },
            issues: issues.map {
                .init(file: relativeInputPath($0.path), reason: $0.reason, severity: $0.severity.rawValue)
            },
            files: files)
    }

    /// A warning for each card, stamp or text layer with a character no shipped font draws (it
    /// would show as a box).
    private func undrawableTextNotices(_ photos: [PhotoFile], plans: [PlannedScene]) throws -> [RunNotice] {
        do {
            let layers = try plans.flatMap { plan in
                try UndrawableTextNotices.layers(
                    plan.stills.map(\.frame) + plan.animations.flatMap(\.frames), place: plan.scene.name)
            }
            return try UndrawableTextNotices.cards(photos) + UndrawableTextNotices.stamps(settings.sceneParameters)
                + layers
        } catch {
            throw Failure(.stopped(error))
        }
    }

    private func path(_ relative: String) -> String {
        (output as NSString).appendingPathComponent(relative)
    }

    private func relativeInputPath(_ path: String) -> String {
        let prefix = input.hasSuffix("/") ? input : input + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func sizeDescription(_ plans: [PlannedScene]) -> String {
        guard let canvas = plans.first?.stills.first?.frame.canvas else { return "" }
        return "\(NumberText.plain(canvas.width))x\(NumberText.plain(canvas.height))"
    }
}
