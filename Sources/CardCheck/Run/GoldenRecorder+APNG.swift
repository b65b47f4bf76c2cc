import CardFormats
import CardGeometry
import CardFoundation
import CardSettings
import Foundation

extension GoldenRecorder {
    /// One animation a recording writes as an APNG: its file, its frames in order and where each
    /// comes from, and the earlier APNG it replaces.
    struct APNGJob: Sendable {
        var entry: Manifest.Entry
        var fps: Int
        var frames: [APNGGoldenEncoder.Frame]
        var earlier: GoldenAnimation?
    }

    /// How each animation of the recording is kept. A full recording keeps them as `format` says;
    /// a partial one (`--record-only`) records an animation the folder already has in the form it
    /// has it, so the frames it does not record stay as they are.
    func apngJobs(
        chosen: [Manifest.Entry], rendered: [Manifest.Entry], index: GoldenIndex, format: GoldenFormat,
        folder: GuardedFolder
    ) throws -> [APNGJob] {
        guard variant == nil else { return [] }
        let frames = scope.recorded(rendered).filter { $0.kind == .frame && $0.animation != nil }
        let byAnimation = Dictionary(grouping: frames) {
            GoldenAnimation.path(scene: $0.scene, animation: $0.animation!)
        }
        let chosenPaths = Set(chosen.map(\.path))
        var jobs: [APNGJob] = []
        for (path, animationFrames) in byAnimation.sorted(by: { $0.key < $1.key }) {
            guard animationFrames.contains(where: { chosenPaths.contains($0.path) }) else { continue }
            let earlier = index.animation(at: path).flatMap {
                GuardedFolder.kind(folder.path($0.path)) == .file ? $0 : nil
            }
            let keptAsAPNG =
                selection == .all
                ? format == .apng : (earlier != nil || format == .apng && !hasFrameFiles(animationFrames, index))
            guard keptAsAPNG else { continue }
            if exactPathsLimitScope {
                throw DiffFailure(
                    .apngGolden(
                        path: folder.path(path),
                        problem:
                            "a shard renders part of the animation; record APNG goldens from a whole run, or after merging the shards"
                    ))
            }
            let ordered = animationFrames.sorted { ($0.frame ?? 0) < ($1.frame ?? 0) }
            let fps = try frameRate(ordered, path: folder.path(path))
            let earlierFrames = Dictionary(
                (earlier?.fps == fps ? earlier?.frames ?? [] : []).enumerated().map { ($1.path, $0) },
                uniquingKeysWith: { a, _ in a })
            let sources = ordered.map { entry in
                let source: APNGGoldenEncoder.Source =
                    chosenPaths.contains(entry.path) || earlierFrames[entry.path] == nil
                    ? .rendered(entry.path) : .earlier(earlierFrames[entry.path]!)
                return APNGGoldenEncoder.Frame(path: entry.path, time: entry.time, source: source)
            }
            let first = ordered[0]
            jobs.append(
                APNGJob(
                    entry: Manifest.Entry(
                        path: path, kind: .export, scene: first.scene, animation: first.animation, format: "apng"),
                    fps: fps, frames: sources, earlier: earlier))
        }
        return jobs
    }

    /// Encodes and writes the jobs' APNGs, an animation a thread; returns their records.
    func writeAPNGs(
        _ jobs: [APNGJob], into folder: GuardedFolder, from source: GuardedFolder, recordedSoFar: Int
    ) throws -> [GoldenAnimation] {
        for job in jobs { try folder.createFolders((job.entry.path as NSString).deletingLastPathComponent) }
        let golden = self.golden, compression = apngCompression, isCancelled = self.isCancelled
        return try ParallelMap.run(count: jobs.count, jobs: workers) { number throws -> GoldenAnimation in
            if isCancelled() { throw Stopped(golden: golden, recorded: recordedSoFar) }
            let job = jobs[number]
            let encoder = APNGGoldenEncoder(fps: job.fps, path: folder.path(job.entry.path), compression: compression)
            let earlier = job.earlier.map {
                APNGGoldenEncoder.Earlier(
                    file: ComparedFile(path: ComparedFile.join(golden, $0.path), folder: golden), record: $0)
            }
            var (bytes, record) = try encoder.encode(job.frames, from: source, earlier: earlier)
            record.path = job.entry.path
            try bytes.withUnsafeBytes { try folder.file(job.entry.path).write($0) }
            return record
        }
    }

    /// The golden files an animation's new form replaces: its frame files where it is now an
    /// APNG, its APNG where it is now frames (a full recording of them).
    func supersededByFormat(
        jobs: [APNGJob], copied: [Manifest.Entry], claimed: Set<String>, entries: [String: Manifest.Entry],
        animations: [String: GoldenAnimation], folder: GuardedFolder
    ) -> [String] {
        var superseded: [String] = []
        for job in jobs {
            let prefix = GoldenScope.folder(of: job.entry.path) + "/"
            superseded += claimed.filter { path in
                path.hasPrefix(prefix) && entries[path]?.kind == .frame && GoldenVariant.split(path) == nil
                    && !path.dropFirst(prefix.count).contains("/")
            }
        }
        if selection == .all {
            let framed = Set(
                copied.compactMap { entry in
                    entry.kind == .frame
                        ? entry.animation.map { GoldenAnimation.path(scene: entry.scene, animation: $0) } : nil
                })
            superseded += framed.filter { animations[$0] != nil && claimed.contains($0) }
        }
        return superseded.filter { GuardedFolder.kind(folder.path($0)) == .file }.sorted(
            by: NaturalOrder.areInIncreasingOrder)
    }

    /// Whether the index lists frame files of the animation (a folder that keeps it as frames).
    private func hasFrameFiles(_ frames: [Manifest.Entry], _ index: GoldenIndex) -> Bool {
        let listed = index.paths
        return frames.contains { listed.contains($0.path) }
    }

    private var exactPathsLimitScope: Bool { scope.exactPaths != nil }

    /// The animation's frame rate (see `GoldenAnimation.frameRate`).
    private func frameRate(_ frames: [Manifest.Entry], path: String) throws -> Int {
        let fps = GoldenAnimation.frameRate(frames, settingsFPS: settings?.fps)
        guard let whole = GoldenAnimation.apngFrameRate(fps) else {
            throw DiffFailure(
                .apngGolden(
                    path: path,
                    problem:
                        "\(fps.map { NumberText.plain($0) } ?? "an unknown number of") frames a second: an APNG golden needs a whole number (record it as frames)"
                ))
        }
        return whole
    }
}
