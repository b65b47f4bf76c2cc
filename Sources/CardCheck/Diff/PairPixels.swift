import CFrameKernels
import CardRender
import Foundation

/// The pixel part of comparing a pair, in the order `PairMemory` counts on: both files read and
/// checked, each file's bytes let go of once it is decoded, and the two decoded frames let go of
/// when this returns, so the caller encodes the diff image without them.
struct PairPixels {
    var result: DiffPairResult
    /// The diff image's RGB pixels, when pixels differ and `drawsDiff` asked for them.
    var diffRGB: [UInt8]?

    static func compare(
        _ path: String, _ expectedFile: PNGHeader.Opened, _ actualFile: PNGHeader.Opened,
        options: DiffOptions, ignore: [PixelRect], drawsDiff: Bool
    ) throws -> PairPixels {
        var expectedBytes: [UInt8]? = try expectedFile.readChecked()
        var actualBytes: [UInt8]? = try actualFile.readChecked()
        if sameBytes(expectedBytes!, actualBytes!) {
            // Identical bytes need one decode, and no pixels kept, to show they are a whole PNG.
            actualBytes = nil
            try checkDecodes(expectedBytes!, expectedFile.path)
            return PairPixels(
                result: DiffPairResult(
                    path: path, kind: .identical, width: expectedFile.width, height: expectedFile.height))
        }
        let expected = try decode(expectedBytes!, expectedFile.path)
        expectedBytes = nil
        let actual = try decode(actualBytes!, actualFile.path)
        actualBytes = nil
        return compareFrames(path, expected, actual, options: options, ignore: ignore, drawsDiff: drawsDiff)
    }

    private static func compareFrames(
        _ path: String, _ expected: RGBAFrame, _ actual: RGBAFrame,
        options: DiffOptions, ignore: [PixelRect], drawsDiff: Bool
    ) -> PairPixels {
        var result = DiffPairResult(path: path, kind: .samePixels, width: expected.width, height: expected.height)
        guard expected.width == actual.width, expected.height == actual.height else {
            result.kind = .sizeMismatch
            result.actualWidth = actual.width
            result.actualHeight = actual.height
            return PairPixels(result: result)
        }
        if expected.hasSamePixels(as: actual) { return PairPixels(result: result) }

        var diff: [UInt8] = drawsDiff ? Array(repeating: 0, count: expected.pixelCount * 3) : []
        let counts = expected.withView { e in
            actual.withView { a in
                diff.withUnsafeMutableBufferPointer { buffer in
                    PixelComparator.compare(
                        e, a, options: options, diff: buffer.isEmpty ? nil : buffer.baseAddress, ignore: ignore)
                }
            }
        }
        result.differentPixels = counts.different
        result.antialiasedPixels = counts.antialiased
        result.kind =
            counts.different == 0
            ? .match
            : options.allows(counts.different, of: expected.pixelCount) ? .withinBudget : .different
        return PairPixels(result: result, diffRGB: counts.different > 0 && drawsDiff ? diff : nil)
    }

    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count
            && a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
    }

    private static func decode(_ bytes: [UInt8], _ path: String) throws -> RGBAFrame {
        do {
            return try bytes.withUnsafeBytes { try RGBAFrame.decodePNG($0) }
        } catch let failure as VipsFailure {
            throw DiffFailure("\(path): not a readable PNG (\(failure.detail))")
        }
    }

    private static func checkDecodes(_ bytes: [UInt8], _ path: String) throws {
        var why: UnsafePointer<CChar>?
        let status = bytes.withUnsafeBufferPointer { fk_png_check($0.baseAddress, $0.count, &why) }
        guard status == 0 else {
            throw DiffFailure(
                "\(path): not a readable PNG (\(why.map { String(cString: $0) } ?? "it does not decode"))")
        }
    }
}
