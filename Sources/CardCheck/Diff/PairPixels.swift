import CFrameKernels
import CardFoundation
import CardImaging
import Foundation

/// The pixel part of comparing a pair, in the order `PairMemory` counts on: both files read and
/// checked, each file's bytes let go of once it is decoded, and the two decoded frames let go of
/// when this returns, so the caller encodes the diff image without them. With `threads` above 1
/// (a pair with cores to spare), the two files are decoded at once and the rows compared in bands.
struct PairPixels {
    var result: DiffPairResult
    /// The diff image's RGB pixels, when pixels differ and `drawsDiff` asked for them.
    var diffRGB: [UInt8]?

    static func compare(
        _ path: String, _ expectedFile: PNGHeader.Opened, _ actualFile: PNGHeader.Opened,
        options: DiffOptions, ignore: [PixelRect], drawsDiff: Bool, threads: Int = 1
    ) throws -> PairPixels {
        var expectedBytes: PooledFileBytes? = try expectedFile.readChecked()
        var actualBytes: PooledFileBytes? = try actualFile.readChecked()
        if expectedBytes!.sameBytes(as: actualBytes!) {
            // Identical bytes need one decode, and no pixels kept, to show they are a whole PNG.
            actualBytes = nil
            try checkDecodes(expectedBytes!, expectedFile.path)
            return PairPixels(
                result: DiffPairResult(
                    path: path, kind: .identical, width: expectedFile.width, height: expectedFile.height))
        }
        if threads > 1 {
            let (expected, actual) = try decodeAtOnce(expectedBytes!, expectedFile.path, actualBytes!, actualFile.path)
            (expectedBytes, actualBytes) = (nil, nil)
            return compareFrames(
                path, expected, actual, options: options, ignore: ignore, drawsDiff: drawsDiff, threads: threads)
        }
        let expected = try decode(expectedBytes!, expectedFile.path)
        expectedBytes = nil
        let actual = try decode(actualBytes!, actualFile.path)
        actualBytes = nil
        return compareFrames(path, expected, actual, options: options, ignore: ignore, drawsDiff: drawsDiff)
    }

    /// Both files decoded on two threads; the expected file's failure is the one thrown when both fail.
    private static func decodeAtOnce(
        _ expectedBytes: PooledFileBytes, _ expectedPath: String, _ actualBytes: PooledFileBytes, _ actualPath: String
    ) throws -> (RGBAFrame, RGBAFrame) {
        let decoded = ParallelMap.onThreads(count: 2) { index in
            Result {
                index == 0 ? try decode(expectedBytes, expectedPath) : try decode(actualBytes, actualPath)
            }
        }
        return (try decoded[0].get(), try decoded[1].get())
    }

    private static func compareFrames(
        _ path: String, _ expected: RGBAFrame, _ actual: RGBAFrame,
        options: DiffOptions, ignore: [PixelRect], drawsDiff: Bool, threads: Int = 1
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
                        e, a, options: options, diff: buffer.isEmpty ? nil : buffer.baseAddress, ignore: ignore,
                        threads: threads)
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

    private static func decode(_ file: PooledFileBytes, _ path: String) throws -> RGBAFrame {
        do {
            return try RGBAFrame.decodePNG(file.bytes)
        } catch let damage as DamagedPNG {
            throw UnusableComparedFile(path: path, problem: .undecodable(damage.reason))
        } catch let failure as VipsFailure {
            throw UnusableComparedFile(path: path, problem: .undecodable(failure.detail))
        }
    }

    private static func checkDecodes(_ file: PooledFileBytes, _ path: String) throws {
        if let problem = DamagedPNG.problem(in: file.bytes) {
            throw UnusableComparedFile(path: path, problem: .undecodable(problem))
        }
    }
}
