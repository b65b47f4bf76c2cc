import ArgumentParser
import CardSettings

/// The photos' folder, the output folder, and what may be read from one and how PNGs are written
/// into the other: taken by rendering and `cardrender mockup`.
struct InputOutputOptions: ParsableArguments {
    // Optional to the parser, and required when the command runs (`required()`), so that a
    // mistyped option is named before a missing folder is.
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Folder of photos (JPEG, PNG, WebP, TIFF, GIF, HEIF). Required.", valueName: "dir"),
        completion: .directory)
    var input: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Folder to write into; created if missing. Must not be --input or inside it. Required.", valueName: "dir"),
        completion: .directory)
    var out: String?

    @Option(
        help: ArgumentHelp(
            "PNG compression: a DEFLATE level (libdeflate) from 0 (stored) to 9 (smallest), or `fast` (ISA-L: encodes about 6x faster than 6 and 2x faster than 1; files about 16% larger than 6).",
            valueName: "level"))
    var pngCompression = PNGCompressionArgument(.default)

    @Option(
        help: ArgumentHelp(
            "Refuse photos whose header says width × height is more than this, before decoding.", valueName: "pixels"))
    var maxInputPixels = RenderSettings.defaultMaxInputPixels

    /// --input and --out, which the command needs.
    func required() throws -> (input: String, out: String) {
        guard let input else { throw ValidationError("Missing expected argument '--input <dir>'") }
        guard let out else { throw ValidationError("Missing expected argument '--out <dir>'") }
        return (input, out)
    }

    func validate() throws {
        guard maxInputPixels > 0 else {
            throw ValidationError("--max-input-pixels \(maxInputPixels): must be positive")
        }
    }
}
