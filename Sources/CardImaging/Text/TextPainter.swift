import CardFoundation
import CardGeometry
import Foundation

/// Draws text with the font files cardrender ships, never a font of the machine, so labels come
/// out the same everywhere: Inter SemiBold (Latin, Greek, Cyrillic; text layers may ask for Inter
/// Regular, Medium or Bold instead), then for what it lacks Noto
/// Sans Arabic Bold (Arabic), Droid Sans Fallback (Chinese, Japanese, emboldened to match),
/// NanumSquare Bold (Korean), Noto Color Emoji (emoji, in colour) and Noto Sans Hebrew Bold
/// (Hebrew). `GlyphText` lays the text
/// out and draws it; this keeps the recent drawings and hands them on as images.
package enum TextPainter {
    /// Where wrapped lines sit in the text's box: `start` is the left edge, or the right one in a
    /// right-to-left paragraph (the direction is read from the text).
    package enum Alignment: Int32 { case start = 0, centre = 1, end = 2 }

    /// A one-band coverage mask of `text` (255 where ink is), `pixelSize` pixels per em,
    /// wrapped at `maxWidth` pixels when given, in Inter's `weight`, cropped to its ink. Emoji
    /// come out as silhouettes: cards use `image`.
    /// With `font`, each character it has is drawn from it, in front of Inter.
    package static func mask(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, alignment: Alignment = .start,
        weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> VImage {
        // The same label is drawn for every width a card takes; laying it out is the slow part.
        let key = TextKey(
            text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0, alignment: alignment, weight: weight,
            font: font?.serial)
        return try masks.value(for: key) {
            try atSize(pixelSize, maxWidth: maxWidth, bands: 1) { size, width in
                try GlyphText.mask(
                    text, pixelSize: size, maxWidth: width, alignment: alignment, weight: weight, font: font)
            }
        }
    }

    /// `text` in `color` as premultiplied RGBA, emoji in their own colours; otherwise as `mask`.
    package static func image(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int? = nil, alignment: Alignment = .start,
        weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> VImage {
        guard TextPreparation.hasColourGlyphs(text) else {
            return try Paint.fill(
                color,
                coverage: mask(
                    text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, font: font))
        }
        let key = TextKey(
            text: text, pixelSize: pixelSize, maxWidth: maxWidth ?? 0, alignment: alignment, weight: weight,
            font: font?.serial, colour: color)
        return try masks.value(for: key) {
            try atSize(pixelSize, maxWidth: maxWidth, bands: 4) { size, width in
                try GlyphText.image(
                    text, pixelSize: size, color: color, maxWidth: width, alignment: alignment, weight: weight,
                    font: font)
            }
        }
    }

    /// The size of the image `mask` and `image` give for `text`, found without drawing it
    /// (`GlyphText.size`): what sizing a text to a box compares at each size it tries.
    package static func imageSize(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, alignment: Alignment = .start,
        weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> (width: Int, height: Int) {
        guard pixelSize >= smallestDrawnSize else { return (1, 1) }
        func measured(_ size: Double, _ width: Int?) throws -> (width: Int, height: Int) {
            let drawing = try GlyphText.size(
                text, pixelSize: size, maxWidth: width, alignment: alignment, weight: weight, font: font)
            return drawing.width > 0 && drawing.height > 0 ? (drawing.width, drawing.height) : (1, 1)
        }
        guard pixelSize > largestDrawnSize else { return try measured(pixelSize, maxWidth) }
        let factor = pixelSize / largestDrawnSize
        let drawn = try measured(largestDrawnSize, maxWidth.map { max(1, Int(Double($0) / factor)) })
        // Enlarged as `atSize` enlarges the drawing; libvips sizes the result, so ask it, of a
        // blank image it never computes.
        let enlarged = try VImage.black(width: drawn.width, height: drawn.height, bands: 1).resized(by: factor)
        return (enlarged.width, enlarged.height)
    }

    private struct TextKey: Hashable, Sendable {
        var text: String
        var pixelSize: Double
        var maxWidth: Int
        var alignment: Alignment
        var weight: FontWeight
        /// The `FontFile` drawn in front of the shipped fonts, by its serial; nil: none.
        var font: UInt64?
        var colour: Color?
    }

    private static let masks = RecentCache<TextKey, VImage>(capacity: 256)

    /// The largest size GlyphText draws, in pixels per em (`CT_MAX_SIZE_64`).
    package static let largestDrawnSize = 2048.0

    /// The smallest size GlyphText draws, in pixels per em (`CT_MIN_SIZE_64`).
    static let smallestDrawnSize = 1.0

    /// `draw` at `pixelSize` wrapped at `maxWidth`, as an image of `bands` bands. Larger than
    /// `largestDrawnSize` (a label on a card thousands of pixels tall, shrunk to its width
    /// afterwards), the text is drawn at that size and enlarged; smaller than a pixel per em (a
    /// label on a card one pixel wide), it shows nothing and is one clear pixel.
    private static func atSize(
        _ pixelSize: Double, maxWidth: Int?, bands: Int, _ draw: (Double, Int?) throws -> GlyphText.Drawing
    ) throws -> VImage {
        guard pixelSize >= smallestDrawnSize else {
            return try VImage.fromPixels([UInt8](repeating: 0, count: bands), width: 1, height: 1, bands: bands)
        }
        guard pixelSize > largestDrawnSize else { return try image(of: draw(pixelSize, maxWidth)) }
        let factor = pixelSize / largestDrawnSize
        let drawn = try image(of: draw(largestDrawnSize, maxWidth.map { max(1, Int(Double($0) / factor)) }))
        return try drawn.resized(by: factor)
    }

    /// A drawing as an image of its bands; a text without ink (spaces alone) as one clear pixel.
    private static func image(of drawing: GlyphText.Drawing) throws -> VImage {
        guard drawing.width > 0, drawing.height > 0 else {
            return try VImage.fromPixels(
                [UInt8](repeating: 0, count: drawing.channels), width: 1, height: 1, bands: drawing.channels)
        }
        return try VImage.fromPixels(
            drawing.pixels, width: drawing.width, height: drawing.height, bands: drawing.channels)
    }
}
