import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// Compares one pair of files: the byte-identical and same-pixel fast paths first, then the
/// per-pixel comparison (`PairPixels`), and writes the pair's diff image when pixels differ.
/// Holds the two files, the two decoded frames and the diff image only while it works on the
/// pair, within its `DecodeBudget` reservation (`PairMemory`).
struct PairComparer: Sendable {
    let options: DiffOptions
    /// Per-path tolerances and ignored regions; nil: `options` for every pair.
    var rules: DiffRules? = nil
    /// Where diff images go (`<path without .png>.diff.png`); nil: no images.
    let imageFolder: GuardedFolder?
    /// Threads one pair may use (more than 1 when there are fewer pairs than workers): both files
    /// decoded at once, and the rows compared in bands.
    var threads = 1

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
        if pair.knownIdentical { return compareOne(pair) }
        // Golden variants: one that matches passes the pair; otherwise the base file (or the
        // first variant, when there is no base) is the one reported and drawn. A variant that
        // cannot be compared (unreadable, a link) makes the pair an error whatever the others
        // do: the golden folder needs mending.
        if pair.actual != nil, !pair.alternatives.isEmpty {
            let quiet = PairComparer(options: options, rules: rules, imageFolder: nil, threads: threads)
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
        if pair.knownIdentical, let actual = pair.actualFile {
            // Only the size is read: the report gives it for every compared pair.
            let header = try? PNGHeader.open(actual, limit: options.inputPixelLimit)
            return Outcome(
                result: DiffPairResult(path: pair.path, kind: .identical, width: header?.width, height: header?.height))
        }
        guard let expectedPath = pair.expectedFile else {
            return Outcome(result: DiffPairResult(path: pair.path, kind: .extra))
        }
        guard let actualPath = pair.actualFile else {
            return Outcome(result: DiffPairResult(path: pair.path, kind: .missing))
        }
        /// The pair as an error: `error` names the file that cannot be used, whose path says its side.
        func failed(_ error: any Error) -> Outcome {
            var result = DiffPairResult(path: pair.path, kind: .error)
            let unusable =
                error as? UnusableComparedFile
                ?? UnusableComparedFile(path: expectedPath.path, problem: .inaccessible(FailureCause(error)))
            result.reason = unusable.reason(unusable.path == expectedPath.path ? .expected : .actual)
            return Outcome(result: result)
        }

        // Both files are checked as PNGs within the pixel limit before anything is decoded,
        // byte-identical or not: a golden folder from a pull request is untrusted input. Their
        // headers come first, so what the pair will hold is reserved before either is read whole.
        let expectedFile: PNGHeader.Opened, actualFile: PNGHeader.Opened
        do {
            expectedFile = try PNGHeader.open(expectedPath, limit: options.inputPixelLimit)
            actualFile = try PNGHeader.open(actualPath, limit: options.inputPixelLimit)
        } catch {
            return failed(error)
        }
        let (options, ignore) = rules?.resolve(pair.path, base: self.options) ?? (self.options, [])
        let memory = PairMemory.peak(
            expected: expectedFile, actual: actualFile, drawsDiff: imageFolder != nil, decodesAtOnce: threads > 1)
        return DecodeBudget.shared.withReservation(memory) {
            let compared: PairPixels
            do {
                compared = try PairPixels.compare(
                    pair.path, expectedFile, actualFile, options: options, ignore: ignore,
                    drawsDiff: imageFolder != nil, threads: threads)
            } catch {
                return failed(error)
            }
            return withDiffImage(compared)
        }
    }

    /// The outcome with the pair's diff image written, when it has one.
    private func withDiffImage(_ compared: PairPixels) -> Outcome {
        var result = compared.result
        guard let diff = compared.diffRGB, let imageFolder, let width = result.width, let height = result.height else {
            return Outcome(result: result)
        }
        let name = Self.diffImageName(result.path)
        // A later diff reads the image's path back from report.json by the same rule.
        if let problem = ContainedPath.problem(name) {
            result.diffImageNotWritten = "no diff image: \(name) is not a path cardrender writes (\(problem))"
            return Outcome(result: result)
        }
        do {
            let written = try DiffImageWriter.write(rgb: diff, width: width, height: height, to: name, in: imageFolder)
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
}
