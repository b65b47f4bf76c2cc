import CCardText
import CardFoundation
import CardGeometry
import Foundation

/// Text laid out and drawn by cardrender itself (the C target CCardText) from the shipped font
/// files: libraqm shapes and orders it, libunibreak finds its line breaks, FreeType reads the
/// unhinted outlines, and cardrender's own integer rasteriser draws them. The pixels depend only
/// on the font file, the string, the size and cardrender, not on the libvips build or its text
/// stack. The fonts and their order are `TextPainter`'s: Inter (in the weight asked for), then
/// Noto Sans Arabic Bold, Droid Sans Fallback (emboldened), NanumSquare Bold (Hangul syllables
/// and compatibility jamo from it alone), Noto Color Emoji (its bitmaps scaled to the size) and
/// Noto Sans Hebrew Bold.
package enum GlyphText {
    /// A drawn text, cropped to its ink.
    package struct Drawing: Sendable, Equatable {
        /// The ink's size in pixels (0 by 0 when the text has none, as spaces alone).
        package var width: Int
        package var height: Int
        /// 1: coverage (255 where ink is); 4: premultiplied RGBA.
        package var channels: Int
        /// `width` x `height` x `channels` bytes, rows packed.
        package var pixels: [UInt8]
        /// The laid-out box (every line at its pitch and advance) relative to the ink's top-left
        /// pixel: where the text sits when placed by its layout rather than its ink.
        package var layoutLeft: Int
        package var layoutTop: Int
        package var layoutWidth: Int
        package var layoutHeight: Int
        /// The first line's baseline, in pixels below the box's top.
        package var baseline: Int
        /// The characters no font has (each drawn as Inter's missing-glyph box), and the first.
        package var missingCount: Int
        package var firstMissing: Unicode.Scalar?
    }

    /// The shipped fonts, in `ct_fonts_open`'s order.
    package enum ShippedFont: Int32, Sendable, CaseIterable {
        case interRegular = 0, interMedium, interSemiBold, interBold
        case notoSansArabic, droidSansFallback, nanumSquare, notoColorEmoji, notoSansHebrew
    }

    /// One glyph of a laid-out text: a test's view of shaping, fallback and line breaking.
    package struct PlacedGlyph: Sendable, Equatable {
        /// The shipped font it is drawn from; nil: the text's own `FontFile`.
        package var font: ShippedFont?
        /// Its index in that font.
        package var glyph: UInt32
        /// The index, in Unicode scalars of the text as drawn, of the character it came from.
        package var cluster: Int
        /// Its origin's distance from the line's left edge, in 64ths of a pixel.
        package var x64: Int
        /// The wrapped line it is on, from 0.
        package var line: Int
    }

    /// Why a text could not be drawn.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// CCardText's status.
        package var status: Int32
        /// What was being done.
        package var step: String

        package var description: String {
            let reason =
                switch status {
                case Int32(CT_INVALID): "an argument is out of range or the text is not UTF-8"
                case Int32(CT_TOO_LARGE): "the text, its size or its drawing is too large"
                case Int32(CT_NO_MEMORY): "out of memory"
                case Int32(CT_FONT_ERROR): "a shipped font could not be read"
                case Int32(CT_SHAPING_ERROR): "libraqm could not lay a line out"
                default: "status \(status)"
                }
            return "\(step): \(reason)"
        }
    }

    /// The shipped fonts, opened once for the process.
    private final class Fonts: @unchecked Sendable {
        // ct_fonts takes its own lock around every use of its faces.
        let handle: OpaquePointer
        init(_ handle: OpaquePointer) { self.handle = handle }
    }

    /// The fonts' files, in `ShippedFont`'s order.
    static let fontFiles = [
        ("Inter-Regular", "otf"), ("Inter-Medium", "otf"), ("Inter-SemiBold", "otf"), ("Inter-Bold", "otf"),
        ("NotoSansArabic-Bold", "ttf"), ("DroidSansFallbackFull", "ttf"), ("NanumSquareB", "ttf"),
        ("NotoColorEmoji", "ttf"), ("NotoSansHebrew-Bold", "ttf")
    ]

    private static let fonts: Result<Fonts, Failure> = {
        var paths: [String] = []
        for (name, ext) in fontFiles {
            guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fonts") else {
                return .failure(Failure(status: Int32(CT_FONT_ERROR), step: "finding \(name).\(ext)"))
            }
            paths.append(url.path)
        }
        let copies = paths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var handle: OpaquePointer?
        let status = copies.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer {
            ct_fonts_open($0.baseAddress, Int32(paths.count), &handle)
        }
        guard status == 0, let handle else {
            return .failure(Failure(status: status, step: "opening \(paths.joined(separator: ", "))"))
        }
        return .success(Fonts(handle))
    }()

    /// A one-band coverage mask of `text` (255 where ink is), `pixelSize` pixels per em, wrapped at
    /// `maxWidth` pixels when given, in Inter's `weight`; emoji as silhouettes. With `font`, each
    /// character it has is drawn from it, in front of Inter.
    package static func mask(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, alignment: TextPainter.Alignment = .start,
        weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> Drawing {
        try draw(
            text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, font: font,
            color: nil)
    }

    /// `text` in `color` as premultiplied RGBA, emoji in their own colours (faded by the colour's
    /// alpha); otherwise as `mask`.
    package static func image(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int? = nil,
        alignment: TextPainter.Alignment = .start, weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> Drawing {
        try draw(
            text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, font: font,
            color: color)
    }

    /// What `mask` would give for `text`, less its pixels (`pixels` empty): the ink's size and the
    /// layout, found without drawing. Sizing a text to a box asks this of each size it tries.
    package static func size(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, alignment: TextPainter.Alignment = .start,
        weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> Drawing {
        try draw(
            text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, font: font,
            color: nil, pixels: false)
    }

    /// The glyphs `mask` would draw for `text`, line by line in visual order.
    package static func layout(
        _ text: String, pixelSize: Double, maxWidth: Int? = nil, weight: FontWeight = .semibold,
        font: FontFile? = nil
    ) throws -> [PlacedGlyph] {
        let fonts = try fonts.get()
        return try withRequest(
            text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: .start, weight: weight, font: font, color: nil
        ) {
            request in
            var request = request
            let count = ct_layout(fonts.handle, &request, nil, 0)
            guard count >= 0 else { throw Failure(status: count, step: "laying out \(UserText.quoted(text))") }
            var glyphs = [ct_glyph_info](repeating: ct_glyph_info(), count: Int(count))
            let again = glyphs.withUnsafeMutableBufferPointer {
                ct_layout(fonts.handle, &request, $0.baseAddress, count)
            }
            guard again == count else { throw Failure(status: again, step: "laying out \(UserText.quoted(text))") }
            return glyphs.map {
                PlacedGlyph(
                    font: $0.font == Int32(CT_FONT_OWN) ? nil : ShippedFont(rawValue: Int32($0.font)) ?? .interSemiBold,
                    glyph: $0.glyph,
                    cluster: Int($0.cluster),
                    x64: Int($0.x_64), line: Int($0.line))
            }
        }
    }

    /// The room a part of a text takes, in pixels, from its shaped glyphs and their ink.
    package struct Extent: Sendable, Equatable {
        /// Its glyphs' advances.
        package var advance: Double
        /// How far their ink passes their advances, on either side.
        package var overhang: Double
        /// Their ink's highest point above the baseline, and its lowest (below it: negative).
        package var top: Double
        package var bottom: Double
    }

    /// The room each of `parts` takes when they are drawn one after another as one text at
    /// `pixelSize`, in Inter's `weight` with `font` in front, each paragraph on one line: measured
    /// from the shaped glyphs and their ink, nothing drawn. A glyph shaped from several parts (a
    /// ligature) counts for the first.
    package static func extents(
        of parts: [String], pixelSize: Double, weight: FontWeight = .semibold, font: FontFile? = nil
    ) throws -> [Extent] {
        let fonts = try fonts.get()
        // Each part prepared as the whole text would be, so each scalar of the text is known to
        // be a part's: a word joiner between two Hangul letters is the second's.
        var text = "", starts: [Int] = [], scalars = 0, previousIsHangul = false
        for part in parts {
            var prepared = Self.prepared(part)
            if previousIsHangul, let first = prepared.unicodeScalars.first, TextPreparation.isHangul(first) {
                prepared = "\u{2060}" + prepared
            }
            starts.append(scalars)
            scalars += prepared.unicodeScalars.count
            previousIsHangul = prepared.unicodeScalars.last.map(TextPreparation.isHangul) ?? previousIsHangul
            text += prepared
        }
        let measured = try withRequest(
            text, pixelSize: pixelSize, maxWidth: nil, alignment: .start, weight: weight, font: font, color: nil
        ) { request in
            var request = request
            var extents = [ct_extent](repeating: ct_extent(), count: scalars)
            let count = extents.withUnsafeMutableBufferPointer {
                ct_measure(fonts.handle, &request, $0.baseAddress, $0.count)
            }
            guard count == scalars else {
                throw Failure(
                    status: count < 0 ? count : Int32(CT_INVALID), step: "measuring \(UserText.quoted(text))")
            }
            return extents
        }
        return parts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : scalars
            var extent = Extent(advance: 0, overhang: 0, top: 0, bottom: 0)
            for scalar in measured[starts[index]..<end] {
                extent.advance += Double(scalar.advance_64) / 64
                extent.overhang = max(extent.overhang, Double(scalar.overhang_64) / 64)
                extent.top = max(extent.top, Double(scalar.top_64) / 64)
                extent.bottom = min(extent.bottom, Double(scalar.bottom_64) / 64)
            }
            return extent
        }
    }

    /// The font that draws `scalar` between `previous` and `next` (nil at a paragraph's ends);
    /// nil when no shipped font has it.
    package static func font(
        for scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil, before next: Unicode.Scalar? = nil,
        weight: FontWeight = .semibold
    ) throws -> ShippedFont? {
        let fonts = try fonts.get()
        let chosen = ct_fonts_choose(
            fonts.handle, faceIndex(weight), previous.map(TextGate.passed)?.value ?? 0, TextGate.passed(scalar).value,
            next.map(TextGate.passed)?.value ?? 0)
        guard chosen >= 0 else { throw Failure(status: chosen, step: "choosing a font") }
        return ShippedFont(rawValue: chosen)
    }

    /// The text as it is laid out: through the gate (`TextGate`), composed (NFC), with Korean
    /// words kept whole (`TextPreparation`). Preparing prepared text changes nothing.
    static func prepared(_ text: String) -> String {
        TextPreparation.keepingKoreanWordsWhole(TextPreparation.composed(TextGate.passed(text)))
    }

    private static func faceIndex(_ weight: FontWeight) -> Int32 {
        switch weight {
        case .regular: ShippedFont.interRegular.rawValue
        case .medium: ShippedFont.interMedium.rawValue
        case .semibold: ShippedFont.interSemiBold.rawValue
        case .bold: ShippedFont.interBold.rawValue
        }
    }

    /// Runs `body` with a request for `text`, prepared, whose pointers live as long as the call.
    /// Every call into CCardText that takes a text goes through here, so no text reaches the text
    /// engine without passing `TextGate`.
    private static func withRequest<R>(
        _ text: String, pixelSize: Double, maxWidth: Int?, alignment: TextPainter.Alignment, weight: FontWeight,
        font: FontFile?, color: Color?, _ body: (ct_request) throws -> R
    ) throws -> R {
        let size64 = pixelSize * 64
        guard size64.isFinite, size64 >= 1, size64 <= Double(Int32.max) else {
            throw Failure(
                status: Int32(size64.isFinite && size64 > 0 ? CT_TOO_LARGE : CT_INVALID),
                step: "drawing text at \(pixelSize) pixels")
        }
        let width = maxWidth ?? 0
        guard width >= 0, width <= Int(Int32.max) else {
            throw Failure(status: Int32(CT_TOO_LARGE), step: "wrapping text at \(width) pixels")
        }
        // A NaN channel (a library caller's colour) draws as 0 rather than trapping in UInt8(_:).
        let channel = { (value: Double) in value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded()) }
        var utf8 = Array(prepared(text).utf8)
        return try utf8.withUnsafeMutableBufferPointer { bytes in
            try bytes.withMemoryRebound(to: CChar.self) { chars in
                let request = ct_request(
                    utf8: chars.baseAddress, length: chars.count, size_64: Int32(size64.rounded()),
                    max_width: Int32(width), alignment: Int32(alignment.rawValue), weight: faceIndex(weight),
                    rgba: color == nil ? 0 : 1, red: channel(color?.red ?? 0), green: channel(color?.green ?? 0),
                    blue: channel(color?.blue ?? 0), alpha: channel(color?.alpha ?? 1), face: font?.handle)
                // The font is used through its handle: keep it alive until the call is over.
                return try withExtendedLifetime(font) { try body(request) }
            }
        }
    }

    /// `pixels` false: the drawing's sizes alone (`ct_draw_size`).
    private static func draw(
        _ text: String, pixelSize: Double, maxWidth: Int?, alignment: TextPainter.Alignment, weight: FontWeight,
        font: FontFile?, color: Color?, pixels drawn: Bool = true
    ) throws -> Drawing {
        let fonts = try fonts.get()
        return try withRequest(
            text, pixelSize: pixelSize, maxWidth: maxWidth, alignment: alignment, weight: weight, font: font,
            color: color
        ) { request in
            var request = request
            var image = ct_image()
            let status = drawn ? ct_draw(fonts.handle, &request, &image) : ct_draw_size(fonts.handle, &request, &image)
            guard status == 0 else { throw Failure(status: status, step: "drawing the text \(UserText.quoted(text))") }
            defer { ct_image_free(&image) }
            let count = drawn ? Int(image.width) * Int(image.height) * Int(image.channels) : 0
            let pixels = count == 0 ? [] : Array(UnsafeBufferPointer(start: image.pixels, count: count))
            return Drawing(
                width: Int(image.width), height: Int(image.height), channels: Int(image.channels), pixels: pixels,
                layoutLeft: Int(image.layout_left), layoutTop: Int(image.layout_top),
                layoutWidth: Int(image.layout_width), layoutHeight: Int(image.layout_height),
                baseline: Int(image.baseline), missingCount: Int(image.missing),
                firstMissing: image.missing > 0 ? Unicode.Scalar(image.first_missing) : nil)
        }
    }
}
