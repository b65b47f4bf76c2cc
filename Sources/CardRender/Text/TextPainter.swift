import CVipsShim
import Foundation

/// Draws text with the font files cardrender ships, never a font of the machine, so labels come
/// out the same everywhere: Inter SemiBold (Latin, Greek, Cyrillic), then for what it lacks Noto
/// Sans Arabic Bold (Arabic), Droid Sans Fallback (Chinese, Japanese) and NanumSquare Bold (Korean).
enum TextPainter {
    /// The shipped fonts by file name, the main one first, then the fallbacks in order.
    static let fontFiles = [
        ("Inter-SemiBold", "otf", "Inter"),
        ("NotoSansArabic-Bold", "ttf", "Noto Sans Arabic"),
        ("DroidSansFallbackFull", "ttf", "Droid Sans Fallback"),
        ("NanumSquareB", "ttf", "NanumSquare"),
    ]

    /// The shipped fonts, made the only fonts fontconfig knows before the first text is drawn;
    /// the main font's path.
    private static let font: Result<String, VipsFailure> = {
        var paths: [String] = []
        for (name, ext, _) in fontFiles {
            guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fonts") else {
                return .failure(VipsFailure(step: "finding the label fonts", detail: "\(name).\(ext) is missing from the CardRender resources"))
            }
            paths.append(url.path)
        }
        // Whatever family is asked for, the shipped families follow it in this order, so Pango
        // falls back from Inter to Noto Sans Arabic, Droid Sans Fallback and NanumSquare, character by
        // character.
        let families = fontFiles.map { "<string>\($0.2)</string>" }.joined()
        let rules = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\
            <fontconfig><match target="pattern"><edit name="family" mode="append_last">\(families)</edit></match></fontconfig>
            """
        let status = withArrayOfCStrings(paths) { cr_fonts_use_only_files($0, Int32(paths.count), rules) }
        guard status == 0 else {
            return .failure(VipsFailure(step: "loading the label fonts", detail: "fontconfig could not load \(paths.joined(separator: ", "))"))
        }
        return .success(paths[0])
    }()

    private static func withArrayOfCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// A one-band coverage mask of `text` (255 where ink is), `pixelSize` pixels per em,
    /// wrapped at `maxWidth` pixels when given.
    static func mask(_ text: String, pixelSize: Double, maxWidth: Int? = nil, centred: Bool = false) throws -> VImage {
        // The same label is drawn for every width a card takes; Pango's layout is the slow part.
        try drawn.value(for: TextKey(text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0, centred: centred)) {
            try draw(text, pixelSize: pixelSize, maxWidth: maxWidth, centred: centred).materialized("drawing text")
        }
    }

    private struct TextKey: Hashable, Sendable {
        var text: String
        var pixelSize: Double
        var maxWidth: Int
        var centred: Bool
    }

    private static let drawn = RecentCache<TextKey, VImage>(capacity: 256)

    private static func draw(_ text: String, pixelSize: Double, maxWidth: Int?, centred: Bool) throws -> VImage {
        // Sets up fontconfig with the shipped fonts, once; the description below picks from them.
        _ = try font.get()
        // vips_text reads Pango markup; a file called "R&D <1>.jpg" must still print as itself.
        // Contextual alternates off: Inter's would draw the x of "4000x300" as a multiplication sign.
        let markup = "<span font_features=\"calt=0\">" + escapeMarkup(text) + "</span>"
        // At 72 dpi a Pango size in points is a size in pixels.
        let description = "Inter Semi-Bold \(formatSize(pixelSize))"
        return try VImage.make("drawing the text \(UserText.quoted(text))") {
            centred ? cr_text_align($0, markup, description, Int32(maxWidth ?? 0), 72, 1)
                : cr_text($0, markup, description, Int32(maxWidth ?? 0), 72)
        }
    }

    static func escapeMarkup(_ text: String) -> String { XMLText.escape(text) }

    /// Two decimals, the same on every machine (no locale).
    private static func formatSize(_ size: Double) -> String {
        let hundredths = Int((size * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
