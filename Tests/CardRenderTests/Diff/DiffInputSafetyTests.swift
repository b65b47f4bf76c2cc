import Foundation
import Testing
@testable import CardRender

/// Golden folders can come from a pull request: every file is checked as a whole PNG within the
/// pixel limit before it is decoded, even when both sides have the same bytes.
@Suite struct DiffInputSafetyTests {
    private func compare(_ expected: [UInt8]?, _ actual: [UInt8]?, maxPixels: Int = PhotoDecoder.defaultMaxPixels,
                         fifo: Bool = false) throws -> DiffPairResult {
        let root = try TestFolder(); defer { root.remove() }
        for (side, bytes) in [("a", expected), ("b", actual)] {
            try FileManager.default.createDirectory(atPath: root.file(side), withIntermediateDirectories: true)
            if let bytes { try BadInputs.write(bytes, to: root.file("\(side)/x.png")) }
            if fifo && bytes == nil { try BadInputs.makeFIFO(root.file("\(side)/x.png")) }
        }
        var options = DiffOptions()
        options.maxInputPixels = maxPixels
        let run = DiffRun(expected: root.file("a"), actual: root.file("b"), options: options)
        let outcome = try #require(finishing(within: 20) { try? run.run() } ?? nil, "the diff blocked or failed")
        return try #require(outcome.report.pairs.first)
    }

    @Test func identicalFilesThatAreNotPNGsAreErrors() throws {
        let text = Array("hello, not a picture".utf8)
        let result = try compare(text, text)
        #expect(result.kind == .error)
        #expect(result.reason?.hasSuffix("a/x.png: not a PNG file") == true, "\(result.reason ?? "")")
    }

    @Test func identicalTruncatedPNGsAreErrors() throws {
        let png = try BadInputs.pngBytes(width: 200, height: 120)
        let cut = Array(png.prefix(png.count - 20))
        let result = try compare(cut, cut)
        #expect(result.kind == .error)
        #expect(result.reason?.contains("truncated PNG") == true || result.reason?.contains("corrupt PNG") == true, "\(result.reason ?? "")")
    }

    /// Whole chunks, but a zlib stream that stops short: only decoding finds it.
    @Test func identicalPNGsThatDoNotDecodeAreErrors() throws {
        let bomb = BadInputs.pngBomb(width: 300, height: 300)
        let result = try compare(bomb, bomb)
        #expect(result.kind == .error)
        #expect(result.reason?.contains("not a readable PNG") == true, "\(result.reason ?? "")")
    }

    @Test func identicalGoodPNGsStillPass() throws {
        let png = try BadInputs.pngBytes(width: 64, height: 48)
        let result = try compare(png, png)
        #expect(result.kind == .identical)
        #expect(result.width == 64 && result.height == 48)
    }

    /// Refused from the header: a 25000² PNG of a few hundred bytes is never decoded.
    @Test func pixelLimitAppliesToBothSidesBeforeDecoding() throws {
        let huge = BadInputs.pngHeaderOnly(width: 25000, height: 25000)
        let result = try compare(huge, try BadInputs.pngBytes())
        #expect(result.kind == .error)
        #expect(result.reason?.hasSuffix("a/x.png: 25000×25000 is more than the limit of 268402689 pixels (--max-input-pixels)") == true,
                "\(result.reason ?? "")")
        let small = try BadInputs.pngBytes(width: 64, height: 48)
        let limited = try compare(small, small, maxPixels: 64 * 48 - 1)
        #expect(limited.kind == .error && limited.reason?.contains("more than the limit of 3071 pixels") == true)
    }

    @Test func aFIFOIsNotARegularFileAndNeverBlocks() throws {
        let result = try compare(try BadInputs.pngBytes(), nil, fifo: true)
        #expect(result.kind == .error)
        #expect(result.reason?.hasSuffix("b/x.png: not a regular file") == true, "\(result.reason ?? "")")
    }
}
