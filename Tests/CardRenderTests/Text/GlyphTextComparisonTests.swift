import CardGeometry
import Foundation
import Testing
@testable import CardRender
import TestSupport

/// Side-by-side pictures of today's text (libvips and Pango) and cardrender's own, for a person to
/// look at, and the time each takes a label. Runs only when CARDRENDER_GLYPH_TEXT_COMPARE names a
/// folder to write them to.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CARDRENDER_GLYPH_TEXT_COMPARE"] != nil))
struct GlyphTextComparisonTests {
    static let folder = ProcessInfo.processInfo.environment["CARDRENDER_GLYPH_TEXT_COMPARE"] ?? ""
    static let ink = Color(rgb8: 24, 24, 24)

    /// The fixture's names with ages and captions, and the stamps' words.
    static func texts() throws -> [String] {
        let csv = try String(contentsOf: Repository.fixtures.appendingPathComponent("captions.csv"), encoding: .utf8)
        var texts: [String] = []
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", maxSplits: 3).map(String.init)
            guard fields.count == 4 else { continue }
            texts.append("\(fields[1]), \(fields[2])")
            texts.append(fields[3].hasPrefix("\"") ? String(fields[3].dropFirst().dropLast()) : fields[3])
        }
        return texts + ["LIKE", "NOPE"]
    }

    /// Premultiplied RGBA (or coverage in `ink`) laid over white at (x, y) of `canvas`.
    static func place(
        _ pixels: [UInt8], width: Int, height: Int, bands: Int, at x: Int, _ y: Int, on canvas: inout [UInt8],
        canvasWidth: Int
    ) {
        for row in 0..<height {
            for column in 0..<width {
                let s = (row * width + column) * bands
                let d = ((y + row) * canvasWidth + x + column) * 4
                guard d >= 0, d + 3 < canvas.count else { continue }
                let rgba: [Int] =
                    bands == 4
                    ? [Int(pixels[s]), Int(pixels[s + 1]), Int(pixels[s + 2]), Int(pixels[s + 3])]
                    : [24 * Int(pixels[s]) / 255, 24 * Int(pixels[s]) / 255, 24 * Int(pixels[s]) / 255, Int(pixels[s])]
                for c in 0..<3 { canvas[d + c] = UInt8(rgba[c] + (255 - rgba[3]) * Int(canvas[d + c]) / 255) }
            }
        }
    }

    @Test(arguments: [13.0, 18.0, 34.0, 64.0])
    func drawBothSideBySide(_ size: Double) throws {
        try VipsRuntime.start()
        let maxWidth = Int(size * 14)
        var rows: [(old: (pixels: [UInt8], width: Int, height: Int, bands: Int), new: GlyphText.Drawing)] = []
        for text in try Self.texts() {
            let wrap = text.count > 20 ? maxWidth : nil
            let old = try TextPainter.image(text, pixelSize: size, color: Self.ink, maxWidth: wrap)
            let new = try GlyphText.image(text, pixelSize: size, color: Self.ink, maxWidth: wrap)
            rows.append(((try old.pixels(), old.width, old.height, old.bands), new))
        }
        // Per text: each one's size and ink (the sum of alpha, in pixels): weight and extent in numbers.
        let summary = rows.enumerated().map { index, row in
            let oldInk = stride(from: row.old.bands - 1, to: row.old.pixels.count, by: row.old.bands).reduce(0) {
                $0 + Int(row.old.pixels[$1])
            }
            let newInk = stride(from: row.new.channels - 1, to: row.new.pixels.count, by: row.new.channels).reduce(0) {
                $0 + Int(row.new.pixels[$1])
            }
            return "\(index)\t\(row.old.width)x\(row.old.height)\t\(row.new.width)x\(row.new.height)\t"
                + "\(oldInk / 255)\t\(newInk / 255)"
        }
        try (["text\told size\tnew size\told ink\tnew ink"] + summary).joined(separator: "\n").write(
            toFile: "\(Self.folder)/text-\(Int(size))px.tsv", atomically: true, encoding: .utf8)
        let gap = 12
        let column = max(rows.map(\.old.width).max() ?? 0, rows.map(\.new.width).max() ?? 0) + gap
        let width = 2 * column + gap
        let height = rows.map { max($0.old.height, $0.new.height) + gap }.reduce(gap, +)
        var canvas = [UInt8](repeating: 255, count: width * height * 4)
        var y = gap
        for row in rows {
            Self.place(
                row.old.pixels, width: row.old.width, height: row.old.height, bands: row.old.bands, at: gap, y,
                on: &canvas, canvasWidth: width)
            Self.place(
                row.new.pixels, width: row.new.width, height: row.new.height, bands: row.new.channels,
                at: gap + column, y, on: &canvas, canvasWidth: width)
            y += max(row.old.height, row.new.height) + gap
        }
        let picture = try VImage.fromPixels(canvas, width: width, height: height, bands: 4)
        try picture.savePNG(to: "\(Self.folder)/text-\(Int(size))px.png", compression: 6)
    }

    @Test func timePerLabel() throws {
        try VipsRuntime.start()
        let caption = "Professional napper, trades "  // 28 characters, then a number: 30
        let rounds = 40
        // Different text each time, so TextPainter's cache does not answer.
        let clock = ContinuousClock()
        let old = clock.measure {
            for i in 0..<rounds { _ = try? TextPainter.image("\(caption)\(i + 10)", pixelSize: 34, color: Self.ink) }
        }
        let new = clock.measure {
            for i in 0..<rounds { _ = try? GlyphText.image("\(caption)\(i + 10)", pixelSize: 34, color: Self.ink) }
        }
        let report = "30 characters at 34 px: TextPainter \(old / rounds), GlyphText \(new / rounds) per label\n"
        try report.write(toFile: "\(Self.folder)/timing.txt", atomically: true, encoding: .utf8)
        print(report)
    }
}
