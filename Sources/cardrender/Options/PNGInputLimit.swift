import ArgumentParser
import CardSettings

/// `--max-input-pixels` for PNG frames read back (`cardrender diff`'s pairs, the golden frames of
/// `cardrender merge --check`).
struct PNGInputLimit: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Refuse PNGs whose header says width × height is more than this, before decoding (the pair is an error). Default: \(RenderSettings.defaultMaxInputPixels), as for rendering.",
            valueName: "pixels"))
    var maxInputPixels: Int?

    /// The limit in force.
    var pixels: Int { maxInputPixels ?? RenderSettings.defaultMaxInputPixels }

    /// What a refusal calls the limit: this flag.
    static let flag = "--max-input-pixels"

    func validate() throws {
        if let maxInputPixels, maxInputPixels <= 0 {
            throw ValidationError("--max-input-pixels \(maxInputPixels): must be positive")
        }
    }
}
