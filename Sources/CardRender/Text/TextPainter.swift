import CVipsShim
import CardFoundation
import CardGeometry
import Foundation
import Synchronization

/// Draws text with the font files cardrender ships, never a font of the machine, so labels come
/// out the same everywhere: Inter SemiBold (Latin, Greek, Cyrillic; text layers may ask for Inter
/// Regular, Medium or Bold instead), then for what it lacks Noto
/// Sans Arabic Bold (Arabic), Droid Sans Fallback (Chinese, Japanese, emboldened to match),
/// NanumSquare Bold (Korean) and Noto Color Emoji (emoji, in colour).
package enum TextPainter {
    /// The shipped fonts by file name, the main one first, then the fallbacks in order.
    static let fontFiles = [
        ("Inter-SemiBold", "otf", "Inter"),
        ("NotoSansArabic-Bold", "ttf", "Noto Sans Arabic"),
        ("DroidSansFallbackFull", "ttf", "Droid Sans Fallback"),
        ("NanumSquareB", "ttf", "NanumSquare"),
        ("NotoColorEmoji", "ttf", "Noto Color Emoji")
    ]

    /// Inter's other weights, for text layers: the same family and characters as the main font,
    /// so neither the fallback order nor what the fonts cover changes.
    static let otherInterFiles = [("Inter-Regular", "otf"), ("Inter-Medium", "otf"), ("Inter-Bold", "otf")]

    /// Where wrapped lines sit in the text's box: `start` is the left edge, or the right one in a
    /// right-to-left paragraph (Pango reads the direction from the text and flips it).
    package enum Alignment: Int32 { case start = 0, centre = 1, end = 2 }

    /// The fontconfig rules of the shipped fonts.
    static let rules: String = {
        let families = fontFiles.map { "<string>\($0.2)</string>" }.joined()
        // Whatever family is asked for, the shipped families follow it in this order, so Pango falls
        // back from Inter to the others character by character.
        let fallback = "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\">\(families)</edit></match>"
        // Droid Sans Fallback has one weight, Regular: drawn emboldened, a name such as "小明, 28"
        // reads as one weight beside Inter SemiBold's digits.
        let embolden = """
            <match target="font"><test name="family"><string>Droid Sans Fallback</string></test>\
            <edit name="embolden" mode="assign"><bool>true</bool></edit></match>
            """
        // Droid Sans Fallback has a few Hangul syllables (가 among them) and comes first: without
        // this, "가요" would be drawn in it beside NanumSquare's "산에". Syllables and compatibility
        // jamo come from NanumSquare alone; Droid keeps the conjoining jamo NanumSquare lacks.
        let hangulFromNanumOnly = """
            <match target="scan"><test name="family"><string>Droid Sans Fallback</string></test>\
            <edit name="charset" mode="assign"><minus><name>charset</name><charset>\
            <range><int>0x3130</int><int>0x318F</int></range><range><int>0xAC00</int><int>0xD7AF</int></range>\
            </charset></minus></edit></match>
            """
        // Noto Color Emoji is bitmaps of one size: scaled to the size asked for (fontconfig's own
        // 10-scale-bitmap-fonts rule), or an emoji would be drawn 109 pixels tall in any label.
        let scaleBitmaps = """
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
            <name target="font">pixelsize</name></divide></edit></match>\
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
            <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
            """
        return """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\
            <fontconfig>\(fallback)\(embolden)\(hangulFromNanumOnly)\(scaleBitmaps)</fontconfig>
            """
    }()

    /// The shipped fonts, made the only fonts fontconfig knows before the first text is drawn or
    /// looked up: `FcConfigSetCurrent` replaces the process's fontconfig configuration, for every
    /// user of fontconfig in it (Pango, Cairo, libvips's `text`), until the process ends. The
    /// main font's path.
    private static let font: Result<String, VipsFailure> = {
        var paths: [String] = []
        for (name, ext) in fontFiles.map({ ($0.0, $0.1) }) + otherInterFiles {
            guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fonts") else {
                return .failure(
                    VipsFailure(
                        step: "finding the label fonts",
                        detail: "\(name).\(ext) is missing from the CardRender resources"))
            }
            paths.append(url.path)
        }
        let status = withArrayOfCStrings(paths) { cr_fonts_use_only_files($0, Int32(paths.count), rules) }
        guard status == 0 else {
            return .failure(
                VipsFailure(
                    step: "loading the label fonts",
                    detail: "fontconfig could not load \(paths.joined(separator: ", "))"))
        }
        return .success(paths[0])
    }()

    /// Sets up fontconfig with the shipped fonts, once.
    static func loadFonts() throws { _ = try font.get() }

    private static func withArrayOfCStrings<R>(
        _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
    ) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// A one-band coverage mask of `text` (255 where ink is), `pixelSize` pixels per em,
    /// wrapped at `maxWidth` pixels when given, in Inter's `weight`. Emoji come out as
    /// silhouettes: cards use `image`.
    package static func mask(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, alignment: Alignment = .start,
        weight: FontWeight = .semibold
    ) throws -> VImage {
        // The same label is drawn for every width a card takes; Pango's layout is the slow part.
        let key = TextKey(
            text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0, alignment: alignment, weight: weight)
        return try masks.value(for: key) {
            try draw(text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, colour: nil)
                .materialized("drawing text")
        }
    }

    /// `text` in `color` as premultiplied RGBA, emoji in their own colours; otherwise as `mask`.
    static func image(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int? = nil, alignment: Alignment = .start,
        weight: FontWeight = .semibold
    ) throws -> VImage {
        guard TextMarkup.hasColourGlyphs(text) else {
            return try Paint.fill(
                color,
                coverage: mask(text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight))
        }
        let key = TextKey(
            text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0, alignment: alignment, weight: weight,
            colour: color)
        return try masks.value(for: key) {
            try premultiplied(
                draw(
                    text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, colour: color),
                opacity: color.alpha)
        }
    }

    private struct TextKey: Hashable, Sendable {
        var text: String
        var pixelSize: Double
        var maxWidth: Int
        var alignment: Alignment
        var weight: FontWeight
        var colour: Color?
    }

    private static let masks = RecentCache<TextKey, VImage>(capacity: 256)

    /// One text drawn at a time. vips_text lays text out under its own lock, but checks the
    /// markup with Pango before taking it, and under many threads a label was once refused as
    /// "invalid markup"; labels are cached, so the wait costs little.
    private static let drawing = Mutex(())

    private static func draw(
        _ text: String, pixelSize: Double, maxWidth: Int?, alignment: Alignment, weight: FontWeight, colour: Color?
    ) throws -> VImage {
        try loadFonts()
        var markup = TextMarkup.markup(text, pixelSize: pixelSize)
        if let colour {
            let hex = [colour.red, colour.green, colour.blue].map {
                String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded()))
            }.joined()
            markup = "<span foreground=\"#\(hex)\">\(markup)</span>"
        }
        // At 72 dpi a Pango size in points is a size in pixels.
        let description = "Inter \(faceName(weight))\(formatSize(pixelSize))"
        return try drawing.withLock { _ in
            try VImage.make("drawing the text \(UserText.quoted(text))") {
                colour != nil
                    ? cr_text_rgba($0, markup, description, Int32(maxWidth ?? 0), 72, alignment.rawValue)
                    : cr_text_align($0, markup, description, Int32(maxWidth ?? 0), 72, alignment.rawValue)
            }
        }
    }

    /// Straight RGBA from vips_text as the premultiplied RGBA the painters composite, with the
    /// colour's own opacity applied.
    private static func premultiplied(_ straight: VImage, opacity: Double) throws -> VImage {
        let source = try straight.eightBit()
        guard source.bands == 4 else { return try source.materialized("drawing text") }
        var pixels = try source.pixels()
        let opacity = Int((min(max(opacity, 0), 1) * 255).rounded())
        var i = 0
        while i < pixels.count {
            let a = (Int(pixels[i + 3]) * opacity + 127) / 255
            pixels[i + 3] = UInt8(a)
            for c in 0..<3 { pixels[i + c] = UInt8((Int(pixels[i + c]) * a + 127) / 255) }
            i += 4
        }
        return try VImage.fromPixels(pixels, width: source.width, height: source.height, bands: 4)
    }

    /// How a Pango font description names Inter's `weight`, with a space after it.
    private static func faceName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: ""
        case .medium: "Medium "
        case .semibold: "Semi-Bold "
        case .bold: "Bold "
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
