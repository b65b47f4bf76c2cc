import ArgumentParser
import CardFoundation
import CardSettings

/// `--export` and `--loop`: animated files written beside each animation's PNG frames. Taken by
/// rendering, `cardrender merge` and `cardrender mockup`.
struct ExportOptions: ParsableArguments {
    @Option(
        name: .customLong("export"), parsing: .singleValue,
        help: ArgumentHelp(
            "Also write each animation as OUT/<scene>/<animation>.gif, .webp or .mp4; repeat or separate with commas. "
                + "mp4 needs ffmpeg on PATH: without it, mp4 alone stops the run (exit 2), mp4 with others is skipped with a message.",
            valueName: "formats"),
        completion: .list(ExportFormat.allCases.map(\.rawValue)))
    var exports: [String] = []

    // Optional so that a still mockup can refuse it.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Times an animated GIF or WebP plays; 0 (the default) loops forever.", valueName: "n"))
    var loop: Int?

    /// The times an export plays (0: forever).
    var loopCount: Int { loop ?? 0 }

    func validate() throws {
        _ = try formats()
        if let loop, !SettingLimits.loop.contains(loop) {
            throw ValidationError(
                "--loop \(loop): must be from \(SettingLimits.loop.lowerBound) (forever) to \(SettingLimits.loop.upperBound)"
            )
        }
    }

    func formats() throws -> [ExportFormat] {
        try exports.flatMap { $0.split(separator: ",") }.map { word in
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = ExportFormat(rawValue: name) else {
                throw ValidationError(
                    "--export \(UserText.quoted(String(word))): unknown format (known: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return format
        }
    }

    func apply(to settings: inout RenderSettings) throws {
        settings.exports = try formats()
        settings.loop = loopCount
    }
}
