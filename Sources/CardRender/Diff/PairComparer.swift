import CFrameKernels
import Foundation

/// Compares one pair of files: the byte-identical and same-pixel fast paths first, then the
/// per-pixel comparison, and writes the pair's diff image when pixels differ. Holds the two
/// files, the two decoded frames and the diff image only while it works on the pair.
struct PairComparer: Sendable {
    let options: DiffOptions
    /// Per-path tolerances and ignored regions; nil: `options` for every pair.
    var rules: DiffRules? = nil
    /// Where diff images go (`<path without .png>.diff.png`); nil: no images.
    let imageFolder: GuardedFolder?

    struct Outcome: Sendable {
        var result: DiffPairResult
        /// Set when the diff image could not be written.
        var writeFailure: String?
        /// The diff image written, for the report's outputs.
        var written: DiffOutputFile?
    }

    func compare(_ pair: DiffPair) -> Outcome {
        if let problem = pair.problem {
            var result = DiffPairResult(path: pair.path, kind: .error)
            result.reason = problem
            return Outcome(result: result)
        }
        // Golden variants: one that matches passes the pair; otherwise the base file (or the
        // first variant, when there is no base) is the one reported and drawn. A variant that
        // cannot be compared (unreadable, a link) makes the pair an error whatever the others
        // do: the golden folder needs mending.
        if pair.actual != nil, !pair.alternatives.isEmpty {
            let quiet = PairComparer(options: options, rules: rules, imageFolder: nil)
            var matched: Outcome?
            for alternative in pair.alternatives {
                var outcome = quiet.compareOne(pair.comparing(alternative))
                if outcome.result.kind == .error { return outcome }
                if matched == nil, outcome.result.kind.passes {
                    outcome.result.variant = GoldenVariant.split(alternative)?.variant
                    matched = outcome
                }
            }
            if let matched { return matched }
            if pair.expected == nil { return compareOne(pair.comparing(pair.alternatives[0])) }
        }
        return compareOne(pair)
    }

    private func compareOne(_ pair: DiffPair) -> Outcome {
        guard let expectedPath = pair.expectedFile else { return Outcome(result: DiffPairResult(path: pair.path, kind: .extra)) }
        guard let actualPath = pair.actualFile else { return Outcome(result: DiffPairResult(path: pair.path, kind: .missing)) }
        func failed(_ reason: String) -> Outcome {
            var result = DiffPairResult(path: pair.path, kind: .error)
            result.reason = reason
            return Outcome(result: result)
        }

        // Both files are read and checked as PNGs within the pixel limit before anything is
        // decoded, byte-identical or not: a golden folder from a pull request is untrusted input.
        let expectedFile: PNGHeader.Checked, actualFile: PNGHeader.Checked
        do {
            expectedFile = try PNGHeader.read(expectedPath, maxPixels: options.maxInputPixels)
            actualFile = try PNGHeader.read(actualPath, maxPixels: options.maxInputPixels)
        } catch {
            return failed("\(error)")
        }
        if expectedFile.hasSameBytes(as: actualFile) {
            // Identical bytes need one decode, and no pixels kept, to show they are a whole PNG.
            do {
                try DecodeBudget.shared.withReservation(expectedFile.decodeBytes) {
                    try Self.checkDecodes(expectedFile.bytes, expectedPath.path)
                }
            } catch {
                return failed("\(error)")
            }
            return Outcome(result: DiffPairResult(path: pair.path, kind: .identical, width: expectedFile.width, height: expectedFile.height))
        }
        // Both frames as RGBA, the diff image and one decode's own buffers, reserved together.
        let pairBytes = (expectedFile.width * expectedFile.height + actualFile.width * actualFile.height) * 4
            + expectedFile.width * expectedFile.height * 3 + max(expectedFile.decodeBytes, actualFile.decodeBytes)
        return DecodeBudget.shared.withReservation(pairBytes) {
            compareDecoded(pair, expectedFile, actualFile)
        }
    }

    private func compareDecoded(_ pair: DiffPair, _ expectedFile: PNGHeader.Checked, _ actualFile: PNGHeader.Checked) -> Outcome {
        func failed(_ reason: String) -> Outcome {
            var result = DiffPairResult(path: pair.path, kind: .error)
            result.reason = reason
            return Outcome(result: result)
        }
        let expected: RGBAFrame, actual: RGBAFrame
        do {
            expected = try Self.decode(expectedFile.bytes, expectedFile.path)
            actual = try Self.decode(actualFile.bytes, actualFile.path)
        } catch {
            return failed("\(error)")
        }
        var result = DiffPairResult(path: pair.path, kind: .samePixels, width: expected.width, height: expected.height)
        guard expected.width == actual.width, expected.height == actual.height else {
            result.kind = .sizeMismatch
            result.actualWidth = actual.width
            result.actualHeight = actual.height
            return Outcome(result: result)
        }
        if expected.hasSamePixels(as: actual) { return Outcome(result: result) }
        let (options, ignore) = rules?.resolve(pair.path, base: self.options) ?? (self.options, [])

        // The diff image is painted only when it may be written.
        var diff: [UInt8] = imageFolder == nil ? [] : Array(repeating: 0, count: expected.pixelCount * 3)
        let counts = expected.withView { e in
            actual.withView { a in
                diff.withUnsafeMutableBufferPointer { buffer in
                    PixelComparator.compare(e, a, options: options, diff: buffer.isEmpty ? nil : buffer.baseAddress, ignore: ignore)
                }
            }
        }
        result.differentPixels = counts.different
        result.antialiasedPixels = counts.antialiased
        result.kind = counts.different == 0 ? .match
            : options.allows(counts.different, of: expected.pixelCount) ? .withinBudget : .different

        guard counts.different > 0, let imageFolder else { return Outcome(result: result) }
        let name = Self.diffImageName(pair.path)
        // A later diff reads the image's path back from report.json by the same rule.
        if let problem = ContainedPath.problem(name) {
            result.diffImageNotWritten = "no diff image: \(name) is not a path cardrender writes (\(problem))"
            return Outcome(result: result)
        }
        do {
            let written = try DiffImageWriter.write(rgb: diff, width: expected.width, height: expected.height, to: name, in: imageFolder)
            result.diffImage = name
            return Outcome(result: result, written: written)
        } catch {
            return Outcome(result: result, writeFailure: "\(error)")
        }
    }

    /// The diff image a differing pair gets, when its name follows `ContainedPath`'s rule.
    static func writableDiffImageName(_ path: String) -> String? {
        let name = diffImageName(path)
        return ContainedPath.isContained(name) ? name : nil
    }

    /// `deck/still.png` → `deck/still.diff.png`.
    static func diffImageName(_ path: String) -> String {
        let lower = path.lowercased()
        return (lower.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".diff.png"
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
            throw DiffFailure("\(path): not a readable PNG (\(why.map { String(cString: $0) } ?? "it does not decode"))")
        }
    }
}
