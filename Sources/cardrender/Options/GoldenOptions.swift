import ArgumentParser
import CardCheck
import CardFormats
import CardGeometry
import CardSettings
import Foundation
import SceneFiles

/// `--check GOLDEN_DIR` and `--record`: compare the render with golden frames, or refresh them.
struct GoldenOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "After rendering, compare what this run rendered (its scenes, animations and stills; a shard's share) with GOLDEN_DIR; diff images, a contact sheet and the reports go to OUT/diff/. Exit status 1 when frames differ.",
            valueName: "golden-dir"), completion: .directory)
    var check: String?

    @Flag(
        help:
            "With --check: copy the rendered PNGs of this run's scope into GOLDEN_DIR instead of comparing (each file atomically). Only golden files cardrender recorded (listed in GOLDEN_DIR/golden.json) are replaced. golden.json pins the settings they were rendered with (--scale, --fps, --size, --seed, --preset, --labels, --stamps, --order, --captions, --backdrop): a check at other settings stops before rendering."
    )
    var record = false

    @Option(
        help: ArgumentHelp(
            "With --record: keep each animation as a PNG file per frame (`frames`) or as one APNG that plays it (`apng`, about three quarters of the bytes; checked frame by frame all the same). Default: the `golden-format` of the folder's .cardrender-check.yaml, else the form the folder keeps them in, else frames.",
            valueName: "frames|apng"))
    var goldenFormat: GoldenFormat?

    @Option(
        help: ArgumentHelp(
            "With --record: record only the frames that differ or are new (`changed`), or only the new ones (`missing`), after comparing.",
            valueName: "changed|missing"))
    var recordOnly: RecordSelection?

    @Flag(
        help:
            "With --record: remove the golden files of this run's scope that it no longer renders (they are listed otherwise)."
    )
    var prune = false

    @Option(
        help: ArgumentHelp(
            "With --record: record as an accepted variant, frame-0012.<name>.png, beside the base file instead of replacing it (e.g. arm64): only the frames that differ from the base file, and motion.<name>.json where the motion differs. --check accepts any variant the index lists.",
            valueName: "name"))
    var variant: String?

    @Flag(help: "Compare (and record) contact sheets too; by default they are left out, as they repeat the frames.")
    var checkContactSheets = false

    @Option(
        help: ArgumentHelp(
            "With --check: also write a Markdown summary of the changes here (e.g. \"$GITHUB_STEP_SUMMARY\").",
            valueName: "file"), completion: .file())
    var summary: String?

    @Option(
        help: ArgumentHelp(
            "With --summary: start the summary's links to OUT/diff/ files with this URL or path, where CI publishes that folder. Default: paths relative to the summary file's folder.",
            valueName: "url"))
    var summaryBase: String?

    @OptionGroup(title: "Comparison (with --check, and for `cardrender diff`)")
    var comparison: ComparisonOptions

    var isSet: Bool { check != nil }

    func validate() throws {
        if check == nil {
            let flags: [(given: Bool, name: String)] = [
                (record, "--record"), (recordOnly != nil, "--record-only"), (prune, "--prune"),
                (goldenFormat != nil, "--golden-format"),
                (variant != nil, "--variant"),
                (checkContactSheets, "--check-contact-sheets"), (summary != nil, "--summary"),
                (summaryBase != nil, "--summary-base")
            ]
            if let first = flags.first(where: \.given)?.name {
                throw ValidationError("\(first) needs --check GOLDEN_DIR: the golden folder")
            }
        }
        if summaryBase != nil && summary == nil { throw ValidationError("--summary-base needs --summary FILE") }
        if !record {
            let flags: [(given: Bool, name: String)] = [
                (recordOnly != nil, "--record-only"), (prune, "--prune"), (variant != nil, "--variant"),
                (goldenFormat != nil, "--golden-format")
            ]
            if let first = flags.first(where: \.given)?.name { throw ValidationError("\(first) needs --record") }
        }
        if let variant, !GoldenVariant.isValidName(variant) {
            throw ValidationError("--variant \(variant): use letters, digits, - and _ (at most 32), and not \"diff\"")
        }
    }

    /// Checked when the command runs, before anything is drawn (not in `validate()`: the output
    /// and input folders are the command's, which this group does not see).
    func validate(output: String, inputs: [String]) throws {
        guard let check else {
            if comparison.isSet {
                throw ValidationError("comparison options (--threshold, --max-diff-…) need --check GOLDEN_DIR")
            }
            return
        }
        do {
            try GoldenFolder.validate(golden: check, output: output, inputs: inputs, recording: record)
            if !record || recordOnly != nil {
                do { _ = try comparison.rules(golden: check, scale: 1) } catch let problem as SceneFileProblem {
                    throw DiffFailure(.unusableRules(FailureCause(problem)))
                }
            }
        } catch let failure as DiffFailure {
            // A problem with the folder, not with the command line: no usage block after it.
            Terminal.writeError("cardrender: \(ErrorText.describe(failure))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }

    /// Whether the golden frames are compared with the render: to check them, to record only
    /// some, or to record a variant (only what differs from the base files).
    private var compares: Bool { !record || recordOnly != nil || variant != nil }

    /// Before rendering (or, for `merge`, before comparing): a comparison with golden frames
    /// recorded at other rendering settings stops here, naming the options that would match; a
    /// folder recorded by other versions, or before settings were pinned, gets a notice.
    /// `settings`: what this run renders with; nil when it is not known (shards rendered by an
    /// older cardrender).
    func checkSettings(_ settings: @autoclosure () throws -> GoldenSettings?) throws {
        var isFolder: ObjCBool = false
        guard let check, compares, FileManager.default.fileExists(atPath: check, isDirectory: &isFolder),
            isFolder.boolValue
        else { return }
        let index: GoldenIndex
        do { index = try GoldenIndex.read(in: check) } catch {
            Terminal.writeError("cardrender: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        guard !index.files.isEmpty else { return }
        guard let pinned = index.settings else {
            Terminal.writeError("cardrender: \(GoldenSettingsText.unpinnedNotice(check))")
            return
        }
        let current: GoldenSettings?
        do { current = try settings() } catch {
            Terminal.writeError("cardrender: \(error)")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        guard let current else {
            Terminal.writeError(
                "cardrender: notice: this run's manifest records no settings (rendered by an older cardrender); they were not compared with those \(check) was recorded at"
            )
            return
        }
        let differences = current.differences(from: pinned)
        if !differences.isEmpty {
            let mismatch = GoldenSettingsMismatch(
                golden: check, differences: differences, reason: variant != nil && record ? .variant : .check)
            Terminal.writeError("cardrender: \(GoldenSettingsText.refusal(mismatch))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
        let versions = current.versionDifferences(from: pinned)
        if !versions.isEmpty { Terminal.writeError("cardrender: \(GoldenSettingsText.versionNotice(check, versions))") }
    }

    /// After a render into `output` described by `manifest`: records or checks, prints the
    /// outcome and returns the exit status it calls for (success when --check was not given).
    /// `maxInputPixels`: golden frames (untrusted) larger than this are refused before decoding.
    /// `approval`: the command the review page shows for approving a change.
    func run(
        manifest: Manifest, output: String, inputs: [String], jobs: Int?, maxInputPixels: Int,
        progress: ProgressReporter.Mode = .auto, approval: ReviewApproval
    ) -> Int32 {
        guard let check else { return ExitStatus.success }
        let scope = GoldenScope(rendered: manifest, includesContactSheets: checkContactSheets)
        let rendered = manifest.writtenFiles
        do {
            var outcome: DiffRun.Outcome?
            if compares {
                let rules: DiffRules?
                do { rules = try comparison.rules(golden: check, scale: manifest.settings.scale) } catch let problem
                    as SceneFileProblem
                {
                    throw DiffFailure(.unusableRules(FailureCause(problem)))
                }
                outcome = try compare(
                    rendered, output: output, golden: check, scope: scope, inputs: inputs, jobs: jobs,
                    maxInputPixels: maxInputPixels, rules: rules,
                    progress: ProgressReporter(mode: progress, label: "pairs"), approval: approval)
                if !record {
                    return DiffPrinter.print(
                        outcome!, artefacts: (output as NSString).appendingPathComponent(GoldenFolder.diffFolderName))
                }
            }
            var recorder = GoldenRecorder(golden: check, output: output, scope: scope)
            recorder.selection = recordOnly?.selection ?? .all
            recorder.variant = variant
            recorder.prune = prune
            recorder.format = try goldenFormat ?? configuredFormat(golden: check)
            if let jobs { recorder.workers = jobs }
            recorder.protected = inputs
            recorder.settings = GoldenSettings(manifest)
            recorder.isCancelled = { Interruption.signal != nil }
            let recorded = try recorder.record(rendered, outcome: outcome)
            GoldenRecordingText.print(recorded, golden: check)
            removeStaleReport(in: output)
            return ExitStatus.success
        } catch let mismatch as GoldenSettingsMismatch {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(GoldenSettingsText.refusal(mismatch))")
            return ExitStatus.usageOrFatal
        } catch let stopped as GoldenRecorder.Stopped {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(stopped)")
            Interruption.exitInterrupted()
        } catch {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(ErrorText.describe(error))")
            return ExitStatus.usageOrFatal
        }
    }

    /// The `golden-format` of the folder's check config (or --check-config), when it sets one.
    private func configuredFormat(golden: String) throws -> GoldenFormat? {
        do { return try comparison.rules(golden: golden, scale: 1)?.goldenFormat } catch let problem as SceneFileProblem
        {
            throw DiffFailure(.unusableRules(FailureCause(problem)))
        }
    }

    /// A check writes its report into OUT/diff/; a comparison made to choose what to record
    /// writes none (the recording would make it stale at once), and for a variant compares with
    /// the base files alone.
    private func compare(
        _ rendered: [Manifest.Entry], output: String, golden: String, scope: GoldenScope, inputs: [String], jobs: Int?,
        maxInputPixels: Int, rules: DiffRules?, progress reporter: ProgressReporter,
        approval: ReviewApproval
    ) throws -> DiffRun.Outcome {
        defer { reporter.clear() }
        var options = comparison.diffOptions(jobs: jobs, rules: rules)
        options.maxInputPixels = maxInputPixels
        options.maxInputPixelsName = PNGInputLimit.flag
        return try GoldenFolder.check(
            rendered: rendered, output: output, golden: golden, scope: scope, options: options,
            protected: inputs, summary: record ? nil : summary, summaryBase: summaryBase, rules: rules,
            approval: approval,
            againstBaseFiles: record && variant != nil, writingReports: !record
        ) { progress in
            reporter.update(done: progress.done, total: progress.total, path: progress.path)
        }
    }

    /// After a recording, an earlier check's report in OUT/diff/ describes golden frames that
    /// were just replaced (its "expected" images now show the new ones): what a diff provably
    /// wrote there is removed, and the run says so.
    private func removeStaleReport(in output: String) {
        let removal = GoldenFolder.removeReport(in: output)
        let folder = Terminal.quoted(output, GoldenFolder.diffFolderName)
        if let problem = removal.problem {
            Terminal.writeError(
                "cardrender: warning: \(folder) may describe the golden frames before this recording; it was left as it is: \(ErrorText.describe(problem))"
            )
            return
        }
        guard !removal.removed.isEmpty else { return }
        let count = removal.removed.count
        var line =
            "removed the check's report from \(folder) (\(count) file\(count == 1 ? "" : "s")): it described the golden frames before this recording"
        if !removal.left.isEmpty {
            line +=
                "; left alone there: \(removal.left.count) file\(removal.left.count == 1 ? "" : "s") cardrender did not write"
        }
        Terminal.output(line)
    }
}

extension GoldenFormat: ExpressibleByArgument {}

/// `--record-only changed|missing`.
enum RecordSelection: String, ExpressibleByArgument, CaseIterable {
    case changed, missing

    var selection: GoldenRecorder.Selection { self == .changed ? .changed : .missing }
}
