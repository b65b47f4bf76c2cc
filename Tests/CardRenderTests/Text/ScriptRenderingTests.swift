@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// Captions in any script render with the fonts cardrender ships, the same on every machine.
@Suite struct ScriptRenderingTests {
    static let samples = [
        ("Chinese", "喜欢摄影和旅行", "周末常去山里拍照"),
        ("Japanese", "コーヒーが好き", "ねこと本と雨の日"),
        ("Korean", "커피 없이는 못 살아요", "주말에는 등산을 해요"),
        ("Arabic", "أحب القطط والقهوة", "الكتب القديمة والمطر")
    ]

    @Test(arguments: 0..<samples.count)
    func scriptRendersRealGlyphsDeterministically(_ index: Int) throws {
        try VipsRuntime.start()
        let (script, text, other) = Self.samples[index]
        let mask = try TextPainter.mask(text, pixelSize: 30)
        #expect(mask.width > 60 && mask.height > 15, "\(script): \(mask.width)×\(mask.height)")
        let ink = try mask.pixels()
        #expect(ink.contains { $0 > 200 }, "\(script) drew nothing")
        // Deterministic.
        #expect(try TextPainter.mask(text, pixelSize: 30).pixels() == ink)
        // Real glyphs, not the missing-glyph box: another text of the script looks different, and
        // so does a private-use character no font has, repeated as often.
        let second = try TextPainter.mask(other, pixelSize: 30)
        let secondInk = try second.pixels()
        #expect(
            second.width != mask.width || second.height != mask.height || secondInk != ink,
            "\(script): two texts look alike")
        let missing = String(repeating: "\u{E000}", count: text.count)
        let box = try TextPainter.mask(missing, pixelSize: 30)
        let boxInk = try box.pixels()
        #expect(box.width != mask.width || boxInk != ink)
    }

    @Test func mixedScriptsShareALine() throws {
        let mixed = try TextPainter.mask("Ann 李明 ليلى 김민지", pixelSize: 24)
        let latin = try TextPainter.mask("Ann", pixelSize: 24)
        #expect(mixed.width > 4 * latin.width)
        #expect(mixed.height < 2 * latin.height + 10, "one line, not several")
    }

    @Test func longCaptionsAreWrappedAndCutAfterAWholeLine() throws {
        try VipsRuntime.start()
        let long = String(repeating: "A very long caption that goes on. ", count: 12)
        let fitted = try #require(
            try TextFit.paragraph(long, pixelSize: 15, color: .white, maxWidth: 200, maxHeight: 60))
        #expect(fitted.width <= 200 && fitted.height <= 60 && fitted.height > 30)
        // Shrunk to 70 % at most before cutting: lines still at least that size.
        let oneLine = try TextPainter.mask("A", pixelSize: 15 * 0.7 * 0.99)
        #expect(fitted.height >= oneLine.height)
        let short = try #require(
            try TextFit.paragraph("Short", pixelSize: 15, color: .white, maxWidth: 200, maxHeight: 60))
        let unwrapped = try TextPainter.mask("Short", pixelSize: 15)
        #expect(short.height == unwrapped.height)
        let name = try #require(
            try TextFit.line("Bartholomew-Maximilian, 104", pixelSize: 24, color: .white, maxWidth: 150))
        #expect(name.width <= 150)
    }
}
