import CCardText
import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender
@testable import CardSettings

/// Every text reaches the text engine through one gate: Unicode's noncharacters are drawn as
/// U+FFFD and never passed on (libunibreak 1.1 reads U+FFFF as the end of its text and aborts the
/// process), on every path that draws text; every other character passes unchanged.
@Suite struct TextGateTests {
    init() throws { try VipsRuntime.start() }

    /// Noncharacters of each kind: the BMP's last two, U+FDD0–U+FDEF, and those of other planes.
    static let noncharacters = BadInputs.noncharacters

    /// `text` with `scalar` where "#" is, and the same with U+FFFD there: what it must draw as.
    static func pair(_ text: String, _ scalar: Unicode.Scalar) -> (hostile: String, replaced: String) {
        (text.replacingOccurrences(of: "#", with: String(scalar)), text.replacingOccurrences(of: "#", with: "\u{FFFD}"))
    }

    @Test func theGateKnowsEveryNoncharacterAndNothingElse() {
        let all = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(TextGate.isNoncharacter)
        #expect(all.count == 66)
        #expect(Set(Self.noncharacters).isSubset(of: all))
        // Neighbours pass: the replacement character itself, the last character before U+FDD0 and
        // after U+FDEF, a private-use character at the end of plane 15.
        for scalar: Unicode.Scalar in ["\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{FFFC}", "\u{FFFFD}", "\u{10FFFD}"] {
            #expect(TextGate.passed(scalar) == scalar)
        }
        let ordinary = "Ann, 29 · مرحبا · 喜欢摄影 · 커피 · 😀👨‍👩‍👧 · e\u{301} · 🇫🇷"
        #expect(TextGate.passed(ordinary) == ordinary)
        #expect(GlyphText.prepared("a\u{FFFF}b\u{10FFFF}") == "a\u{FFFD}b\u{FFFD}")
    }

    @Test(arguments: noncharacters)
    func glyphTextDrawsANoncharacterAsTheReplacementCharacter(_ scalar: Unicode.Scalar) throws {
        let text = Self.pair("0a#b 가#나 ب#ب", scalar)
        #expect(try GlyphText.mask(text.hostile, pixelSize: 20) == GlyphText.mask(text.replaced, pixelSize: 20))
        #expect(
            try GlyphText.image(text.hostile, pixelSize: 20, color: .white, maxWidth: 40)
                == GlyphText.image(text.replaced, pixelSize: 20, color: .white, maxWidth: 40))
        #expect(try GlyphText.layout(text.hostile, pixelSize: 20) == GlyphText.layout(text.replaced, pixelSize: 20))
        #expect(
            try GlyphText.extents(of: [text.hostile], pixelSize: 20)
                == GlyphText.extents(of: [text.replaced], pixelSize: 20))
        #expect(try GlyphText.font(for: scalar) == GlyphText.font(for: "\u{FFFD}"))
        #expect(try FontCoverage.undrawable(text.hostile).allSatisfy { $0 == scalar })
    }

    /// CCardText itself reads a noncharacter's or a surrogate's UTF-8 bytes as U+FFFD, whoever
    /// calls it: a defence behind the gate.
    @Test func ccardTextReadsNoncharacterAndSurrogateBytesAsTheReplacementCharacter() throws {
        let paths = GlyphText.fontFiles.map { Repository.shippedFont("\($0.0).\($0.1)") }
        var fonts: OpaquePointer?
        let copies = paths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let opened = copies.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer {
            ct_fonts_open($0.baseAddress, Int32(paths.count), &fonts)
        }
        try #require(opened == 0)
        defer { ct_fonts_close(fonts) }
        func draw(_ middle: [UInt8]) -> (status: Int32, pixels: [UInt8], width: Int32) {
            var bytes = Array("0a".utf8) + middle + Array("b".utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    var request = ct_request(
                        utf8: chars.baseAddress, length: chars.count, size_64: 20 * 64, max_width: 0, alignment: 0,
                        weight: Int32(CT_FONT_INTER_SEMIBOLD), rgba: 0, red: 0, green: 0, blue: 0, alpha: 255,
                        face: nil)
                    var image = ct_image()
                    let status = ct_draw(fonts, &request, &image)
                    defer { ct_image_free(&image) }
                    let count = Int(image.width) * Int(image.height) * Int(image.channels)
                    let pixels = count > 0 ? Array(UnsafeBufferPointer(start: image.pixels, count: count)) : []
                    return (status, pixels, image.width)
                }
            }
        }
        let replaced = draw([0xEF, 0xBF, 0xBD])
        try #require(replaced.status == 0 && replaced.width > 0)
        let hostile: [[UInt8]] = [
            [0xEF, 0xBF, 0xBF], [0xEF, 0xBF, 0xBE], [0xEF, 0xB7, 0x90], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF]  // a lone high and low surrogate, as a raw file name holds them
        ]
        for bytes in hostile {
            let drawn = draw(bytes)
            #expect(drawn.status == 0 && drawn.pixels == replaced.pixels, "\(bytes)")
        }
        // Bytes that are not UTF-8 at all are still refused.
        #expect(draw([0xFF]).status == Int32(CT_INVALID))
    }

    /// Each path that draws text, with a noncharacter in its text, draws what U+FFFD draws.
    @Test(arguments: noncharacters)
    func everyPathThatDrawsTextPassesTheGate(_ scalar: Unicode.Scalar) throws {
        let white = try TestImages.solid(width: 360, height: 500, [200, 180, 160])
        func equalPixels(_ draw: (String) throws -> VImage, _ text: String, _ what: String) throws {
            let pair = Self.pair(text, scalar)
            #expect(try draw(pair.hostile).pixels() == draw(pair.replaced).pixels(), "\(what)")
        }
        // A card's name from a photo's file name.
        try equalPixels(
            {
                try DeckCardArt(scale: 1).paint(
                    on: Canvas.copying(white), label: PhotoFile(path: "/in/\($0).png").label)
            },
            "0a#b", "label")
        // A caption: name, age and text.
        try equalPixels(
            {
                try DeckCardArt(scale: 1).paint(
                    on: Canvas.copying(white), label: "x", caption: Caption(name: $0, age: "2#9", text: "Likes #" + $0))
            }, "Ann#", "caption")
        // A stamp's word.
        try equalPixels(
            { try StampArt().paint(text: $0, color: .white, width: 300, height: 80) }, "LI#KE", "stamp")
        // A text layer.
        try equalPixels(
            { try TextArt(scale: 1).paint($0, style: TextStyle(fontSize: 17), width: 200, height: 40) }, "Lis#bon",
            "text layer")
        // A contact sheet's title.
        let thumbnail = try VImage.fromPixels(
            [UInt8](repeating: 90, count: 40 * 30 * 3), width: 40, height: 30, bands: 3)
        let cell = try ContactSheet.cell(ContactSheet.Thumbnail(image: thumbnail), index: 3, time: 0.05)
        try equalPixels(
            { try ContactSheet(title: $0, cells: [cell]).frame().image() }, "deck · swipe#right · 1 frames",
            "contact sheet")
        // A paragraph fitted to a box, and a line.
        try equalPixels(
            { try #require(try TextFit.paragraph($0, pixelSize: 20, color: .white, maxWidth: 120, maxHeight: 80)) },
            "one # two #\nthree", "paragraph")
        try equalPixels(
            { try #require(try TextFit.line($0, pixelSize: 20, color: .white, maxWidth: 120)) }, "one # two", "line")
    }
}
