import CVipsShim
import Foundation

/// Draws text with the font file cardrender ships (Inter SemiBold), never a font of the machine,
/// so labels come out the same everywhere.
enum TextPainter {
    /// The shipped font, made the only font fontconfig knows before the first text is drawn.
    private static let font: Result<String, VipsFailure> = {
        guard let url = Bundle.module.url(forResource: "Inter-SemiBold", withExtension: "otf", subdirectory: "Fonts") else {
            return .failure(VipsFailure(step: "finding the label font", detail: "Inter-SemiBold.otf is missing from the CardRender resources"))
        }
        guard cr_fonts_use_only(url.path) == 0 else {
            return .failure(VipsFailure(step: "loading the label font", detail: "fontconfig could not load \(url.path)"))
        }
        return .success(url.path)
    }()

    /// A one-band coverage mask of `text` (255 where ink is), `pixelSize` pixels per em,
    /// wrapped at `maxWidth` pixels when given.
    static func mask(_ text: String, pixelSize: Double, maxWidth: Int? = nil) throws -> VImage {
        // The same label is drawn for every width a card takes; Pango's layout is the slow part.
        try drawn.value(for: TextKey(text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0)) {
            try draw(text, pixelSize: pixelSize, maxWidth: maxWidth).materialized("drawing text")
        }
    }

    private struct TextKey: Hashable, Sendable {
        var text: String
        var pixelSize: Double
        var maxWidth: Int
    }

    private static let drawn = RecentCache<TextKey, VImage>(capacity: 256)

    private static func draw(_ text: String, pixelSize: Double, maxWidth: Int?) throws -> VImage {
        let fontFile = try font.get()
        // vips_text reads Pango markup; a file called "R&D <1>.jpg" must still print as itself.
        let markup = escapeMarkup(text)
        // At 72 dpi a Pango size in points is a size in pixels.
        let description = "Inter Semi-Bold \(formatSize(pixelSize))"
        return try VImage.make("drawing the text \"\(text)\"") {
            cr_text($0, markup, description, fontFile, Int32(maxWidth ?? 0), 72)
        }
    }

    static func escapeMarkup(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Two decimals, the same on every machine (no locale).
    private static func formatSize(_ size: Double) -> String {
        let hundredths = Int((size * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
