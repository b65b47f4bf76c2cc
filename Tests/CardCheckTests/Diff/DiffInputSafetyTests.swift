import CFrameKernels
import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// Golden folders can come from a pull request: every file is checked as a whole PNG within the
/// pixel limit before it is decoded, even when both sides have the same bytes.
@Suite struct DiffInputSafetyTests {
    private func compare(
        _ expected: [UInt8]?, _ actual: [UInt8]?, maxPixels: Int = PhotoDecoder.defaultMaxPixels,
        limitName: String? = nil, fifo: Bool = false
    ) throws -> DiffPairResult {
        let root = try TestFolder(); defer { root.remove() }
        for (side, bytes) in [("a", expected), ("b", actual)] {
            try FileManager.default.createDirectory(atPath: root.file(side), withIntermediateDirectories: true)
            if let bytes { try BadInputs.write(bytes, to: root.file("\(side)/x.png")) }
            if fifo && bytes == nil { try BadInputs.makeFIFO(root.file("\(side)/x.png")) }
        }
        var options = DiffOptions()
        options.maxInputPixels = maxPixels
        if let limitName { options.maxInputPixelsName = limitName }
        let run = DiffRun(expected: root.file("a"), actual: root.file("b"), options: options)
        let outcome = try #require(finishingUnlessBlocked { try? run.run() } ?? nil, "the diff blocked or failed")
        return try #require(outcome.report.pairs.first)
    }

    @Test func identicalFilesThatAreNotPNGsAreErrors() throws {
        let text = Array("hello, not a picture".utf8)
        let result = try compare(text, text)
        #expect(result.kind == .error)
        #expect(
            result.reason?.description.hasSuffix("a/x.png: not a PNG file") == true,
            "\(result.reason?.description ?? "")")
    }

    @Test func identicalTruncatedPNGsAreErrors() throws {
        let png = try BadInputs.pngBytes(width: 200, height: 120)
        let cut = Array(png.prefix(png.count - 20))
        let result = try compare(cut, cut)
        #expect(result.kind == .error)
        #expect(
            result.reason?.description.contains("truncated PNG") == true
                || result.reason?.description.contains("corrupt PNG") == true,
            "\(result.reason?.description ?? "")")
    }

    /// Whole chunks, but a zlib stream that stops short: only decoding finds it.
    @Test func identicalPNGsThatDoNotDecodeAreErrors() throws {
        let bomb = BadInputs.pngBomb(width: 300, height: 300)
        let result = try compare(bomb, bomb)
        #expect(result.kind == .error)
        #expect(
            result.reason?.description.contains("not a readable PNG") == true, "\(result.reason?.description ?? "")")
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
        #expect(
            result.reason?.description.hasSuffix(
                "a/x.png: 25000×25000 is more than the limit of 268402689 pixels (maxInputPixels)")
                == true,
            "\(result.reason?.description ?? "")")
        // The caller names the limit as its users know it (the command line: its flag).
        let named = try compare(huge, try BadInputs.pngBytes(), limitName: "--max-input-pixels")
        #expect(
            named.reason?.description.hasSuffix("pixels (--max-input-pixels)") == true,
            "\(named.reason?.description ?? "")")
        let small = try BadInputs.pngBytes(width: 64, height: 48)
        let limited = try compare(small, small, maxPixels: 64 * 48 - 1)
        #expect(
            limited.kind == .error && limited.reason?.description.contains("more than the limit of 3071 pixels") == true
        )
    }

    @Test func aFIFOIsNotARegularFileAndNeverBlocks() throws {
        let result = try compare(try BadInputs.pngBytes(), nil, fifo: true)
        #expect(result.kind == .error)
        #expect(
            result.reason?.description.hasSuffix("b/x.png: not a regular file") == true,
            "\(result.reason?.description ?? "")")
    }

    /// The whole-PNG check of identical files, against files libvips writes and damaged copies.
    @Test func wholePNGCheckAcceptsGoodFilesAndFindsDamage() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let image = try TestImages.halves(width: 37, height: 23, left: [200, 30, 30], right: [30, 30, 200])
        for options in ["", "[interlace]", "[bitdepth=16]", "[palette]"] {
            // libvips's writer given bitdepth=16 for an 8-bit image reads past its rows.
            let source = options == "[bitdepth=16]" ? try image.colourspace(VIPS_INTERPRETATION_RGB16) : image
            try source.save(to: folder.file("x.png") + options)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.png"))))
            #expect(check(bytes) == nil, "\(options)")
            // IHDR: bit depth at byte 24, colour type at 25, interlace at 28.
            if options == "[interlace]" { #expect(bytes[28] == 1) }
            if options == "[bitdepth=16]" { #expect(bytes[24] == 16) }
            if options == "[palette]" { #expect(bytes[25] == 3) }
        }
        let good = Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("x.png"))))
        var flipped = good
        flipped[good.count - 20] ^= 0x01
        #expect(check(flipped)?.contains("CRC") == true || check(flipped)?.contains("inflate") == true)
        #expect(check(Array("GIF89a".utf8)) == "not a PNG file")
        #expect(
            check(BadInputs.pngBomb(width: 64, height: 64)) == "truncated PNG: the image data stops before the last row"
        )
    }

    private func check(_ bytes: [UInt8]) -> String? {
        var why: UnsafePointer<CChar>?
        let status = bytes.withUnsafeBufferPointer { fk_png_check($0.baseAddress, $0.count, &why) }
        return status == 0 ? nil : why.map { String(cString: $0) } ?? "no reason"
    }
}
