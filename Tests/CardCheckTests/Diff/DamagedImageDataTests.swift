import CVipsShim
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// A PNG whose chunks are whole but whose image data is cut short, or whose Adler-32 is wrong, is
/// the same error, with the same words, on every run and whichever path decodes it: the C decoder
/// (an 8-bit RGB file), libvips (a 16-bit one), the whole-PNG check (byte-identical files), one
/// file at a time or both at once, alone or among pairs whose buffers the pool hands on. libvips
/// reads a PNG's rows on its worker threads and could lose the error, giving rows nothing wrote.
@Suite struct DamagedImageDataTests {
    /// 300×300 pictures: libvips reads them in many strips, on several threads.
    private static func goodPNGs() throws -> (plain: [UInt8], deep: [UInt8]) {
        let image = try PNGTestFiles.busyImage(width: 300, height: 300, bands: 3)
        return (try PNGTestFiles.saved(image), try PNGTestFiles.saved(try image.colourspace(VIPS_INTERPRETATION_RGB16)))
    }

    private static func compare(_ expected: String, _ actual: String, workers: Int) throws -> DiffRun.Outcome {
        var options = DiffOptions()
        options.workers = workers
        return try DiffRun(expected: expected, actual: actual, options: options).run()
    }

    @Test func aFileCutShortIsTheSameErrorOnEveryRun() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (plain, deep) = try Self.goodPNGs()
        #expect(PNGTestFiles.header(deep).depth == 16)
        for (name, png) in [("plain", plain), ("deep", deep)] {
            try BadInputs.write(png, to: folder.file("\(name).png"))
            try BadInputs.write(DamagedPNGs.imageDataCut(png), to: folder.file("\(name)-cut.png"))
        }
        var reasons: [String: Set<String>] = [:]
        for round in 0..<200 {
            let name = round % 2 == 0 ? "plain" : "deep"
            // Two workers for a single pair: both files decoded at once; one: one after the other.
            let outcome = try Self.compare(
                folder.file("\(name).png"), folder.file("\(name)-cut.png"), workers: round / 2 % 2 + 1)
            let pair = try #require(outcome.report.pairs.first)
            #expect(outcome.status == .failed && pair.kind == .error, "round \(round): \(pair.kind)")
            reasons[name, default: []].insert(pair.reason?.description ?? "no reason")
        }
        for name in ["plain", "deep"] {
            let seen = reasons[name] ?? []
            #expect(seen.count == 1, "\(name): \(seen)")
            #expect(
                seen.allSatisfy { $0.hasPrefix(folder.file("\(name)-cut.png") + ": not a readable PNG (") }, "\(seen)")
        }
    }

    /// Folders of pairs compared pair after pair and two at a time: the blocks one pair's files
    /// and frames were read and decoded into are handed to the next, damaged or not.
    @Test func damagedFilesAmongOtherPairsAreTheSameErrorsOnEveryRun() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (plain, deep) = try Self.goodPNGs()
        let reencoded = try PNGTestFiles.saved(
            try PNGTestFiles.busyImage(width: 300, height: 300, bands: 3), options: "[compression=1]")
        #expect(reencoded != plain)
        let pairs: [(String, [UInt8], [UInt8])] = [
            ("1-reencoded.png", plain, reencoded), ("2-cut.png", plain, DamagedPNGs.imageDataCut(plain)),
            ("3-same.png", plain, plain), ("4-cut-deep.png", deep, DamagedPNGs.imageDataCut(deep)),
            ("5-cut-both.png", DamagedPNGs.imageDataCut(plain), DamagedPNGs.imageDataCut(plain)),
            ("6-adler.png", plain, DamagedPNGs.adler32Broken(plain)), ("7-reencoded.png", plain, reencoded)
        ]
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: folder.file(side), withIntermediateDirectories: true)
        }
        for (name, expected, actual) in pairs {
            try BadInputs.write(expected, to: folder.file("a/\(name)"))
            try BadInputs.write(actual, to: folder.file("b/\(name)"))
        }
        var reports: Set<String> = []
        for round in 0..<50 {
            let outcome = try Self.compare(folder.file("a"), folder.file("b"), workers: round % 2 + 1)
            reports.insert(
                outcome.report.pairs.map { "\($0.path) \($0.kind) \($0.reason?.description ?? "")" }.joined(
                    separator: "\n"))
            let kinds = outcome.report.pairs.map(\.kind)
            #expect(kinds == [.samePixels, .error, .identical, .error, .error, .error, .samePixels], "round \(round)")
        }
        #expect(reports.count == 1, "\(reports.joined(separator: "\n\n"))")
    }

    /// libpng checks the zlib stream's Adler-32 (only an application that asks it not to, with
    /// png_set_crc_action(PNG_CRC_QUIET_USE) or PNG_IGNORE_ADLER32, skips it); so does every
    /// path of `cardrender diff`, though the rows inflate as before.
    @Test func aBrokenAdler32IsRefusedOnEveryPath() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (plain, deep) = try Self.goodPNGs()
        let reason = "not a readable PNG (corrupt PNG: the image data's Adler-32 checksum does not match)"
        for (name, png) in [("plain", plain), ("deep", deep)] {
            let broken = DamagedPNGs.adler32Broken(png)
            try BadInputs.write(png, to: folder.file("\(name).png"))
            try BadInputs.write(broken, to: folder.file("\(name)-adler.png"))
            try BadInputs.write(broken, to: folder.file("\(name)-adler-copy.png"))
            for workers in [1, 2] {
                let decoded = try Self.compare(
                    folder.file("\(name).png"), folder.file("\(name)-adler.png"), workers: workers)
                #expect(decoded.status == .failed)
                #expect(
                    decoded.report.pairs.first?.reason?.description == folder.file("\(name)-adler.png") + ": " + reason,
                    "\(decoded.report.pairs.first?.reason?.description ?? "\(String(describing: decoded.report.pairs.first?.kind))")"
                )
            }
            // Byte-identical files are proved whole PNGs without being decoded.
            let identical = try Self.compare(
                folder.file("\(name)-adler.png"), folder.file("\(name)-adler-copy.png"), workers: 1)
            #expect(
                identical.report.pairs.first?.reason?.description == folder.file("\(name)-adler.png") + ": " + reason)
        }
    }
}
