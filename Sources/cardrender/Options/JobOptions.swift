import ArgumentParser
import CardGeometry
import CardSettings

/// `--jobs` and `--progress`: how much work runs at once and how it is reported. Taken by
/// rendering, `cardrender diff` and `cardrender merge`.
struct JobOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames rendered (or pairs compared) at once, \(SettingLimits.jobs.lowerBound) to \(SettingLimits.jobs.upperBound) (default: one per core). The files are the same for any value.",
            valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Progress on stderr: `line` redraws one line (on a terminal), `plain` writes a line every few seconds (for logs), `none`; `auto` picks line on a terminal and plain otherwise.",
            valueName: "auto|line|plain|none"))
    var progress: ProgressReporter.Mode = .auto

    func validate() throws {
        if let jobs, !SettingLimits.jobs.contains(jobs) {
            throw ValidationError(
                "--jobs \(jobs): must be from \(SettingLimits.jobs.lowerBound) to \(SettingLimits.jobs.upperBound)")
        }
    }
}
