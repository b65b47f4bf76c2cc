import ArgumentParser
import CardRender
import Foundation

/// `--check GOLDEN_DIR` and `--record`: compare the render with golden frames, or refresh them.
struct GoldenOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "After rendering, compare every PNG in --out with GOLDEN_DIR (as `cardrender diff GOLDEN_DIR OUT`); diff images, a contact sheet and the reports go to OUT/diff/. Exit status 1 when frames differ.",
        valueName: "golden-dir"))
    var check: String?

    @Flag(help: "With --check: copy the rendered PNGs into GOLDEN_DIR instead of comparing (each file atomically; golden PNGs no longer rendered are removed). Comparison options are then ignored, so the same command line records and checks.")
    var record = false

    @OptionGroup(title: "Comparison (with --check, and for `cardrender diff`)")
    var comparison: ComparisonOptions

    func validate() throws {
        if record && check == nil { throw ValidationError("--record needs --check GOLDEN_DIR: the folder to record into") }
    }

    /// Checked when rendering, before anything is drawn (not in `validate()`: `cardrender diff`
    /// shares the comparison options, and argument-parser validates the root's options for it too).
    func validate(output: String) throws {
        guard let check else {
            if comparison.isSet { throw ValidationError("comparison options (--threshold, --max-diff-…) need --check GOLDEN_DIR") }
            return
        }
        do { try GoldenFolder.validate(golden: check, output: output) } catch let failure as DiffFailure {
            throw ValidationError(failure.description)
        }
    }

    /// After a render into `output`: records or checks, prints the outcome and returns the exit
    /// status it calls for (success when neither option was given).
    func run(rendered summary: RenderJob.Summary, output: String, jobs: Int?) -> Int32 {
        guard let check else { return ExitStatus.success }
        do {
            if record {
                let recorded = try GoldenFolder.record(summary.manifest.files.map(\.path), from: output, into: check)
                recorded.removed.forEach { print("removed \((check as NSString).appendingPathComponent($0)) (no longer rendered)") }
                print("cardrender: recorded \(recorded.written.count) golden PNGs in \(check)")
                return ExitStatus.success
            }
            let outcome = try GoldenFolder.check(output: output, golden: check, options: comparison.diffOptions(jobs: jobs)) { progress in
                Terminal.progress("[\(progress.done)/\(progress.total)] comparing \(progress.path)")
            }
            Terminal.clearProgress()
            return DiffPrinter.print(outcome, artefacts: (output as NSString).appendingPathComponent(GoldenFolder.diffFolderName))
        } catch {
            Terminal.clearProgress()
            Terminal.writeError("cardrender: \(error)")
            return ExitStatus.usageOrFatal
        }
    }
}
