import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// A pair that cannot be compared says which file is at fault and why as a case, so a caller
/// tells a golden file that cannot be read from a rendered one, and from pixels that differ,
/// without reading the report's words; the report keeps those words as they were.
@Suite struct DiffPairReasonTests {
    /// Compares `expected` with `actual` as `a/x.png` and `b/x.png`.
    private func compare(_ expected: [UInt8], _ actual: [UInt8]) throws -> (DiffPairResult, TestFolder) {
        let root = try TestFolder()
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: root.file(side), withIntermediateDirectories: true)
        }
        try BadInputs.write(expected, to: root.file("a/x.png"))
        try BadInputs.write(actual, to: root.file("b/x.png"))
        let outcome = try DiffRun(expected: root.file("a"), actual: root.file("b")).run()
        return (try #require(outcome.report.pairs.first), root)
    }

    @Test func aTruncatedGoldenFileIsTheExpectedSidesProblem() throws {
        let png = try BadInputs.pngBytes(width: 64, height: 48)
        let (result, root) = try compare(Array(png.prefix(png.count / 2)), png)
        defer { root.remove() }
        #expect(result.kind == .error)
        guard case let .unreadable(.expected, path, problem) = result.reason else {
            Issue.record("expected the expected side to be unreadable, got \(String(describing: result.reason))")
            return
        }
        #expect(path == root.file("a/x.png"))
        #expect(result.reason?.side == .expected)
        guard case .damaged = problem else {
            Issue.record("a truncated PNG is damaged, not \(problem)")
            return
        }
    }

    @Test func aRenderedFileThatIsNoPNGIsTheActualSidesProblem() throws {
        let (result, root) = try compare(try BadInputs.pngBytes(), Array("not a picture".utf8))
        defer { root.remove() }
        #expect(result.reason == .unreadable(.actual, path: root.file("b/x.png"), problem: .notPNG))
        #expect(result.explanation == "\(root.file("b/x.png")): not a PNG file")
    }

    @Test func aSizeRefusedBeforeDecodingCarriesTheSize() throws {
        let (result, root) = try compare(
            BadInputs.pngHeaderOnly(width: 25000, height: 25000), try BadInputs.pngBytes())
        defer { root.remove() }
        guard case .unreadable(.expected, _, .refusedSize(25000, 25000, _)) = result.reason else {
            Issue.record("expected a refused size, got \(String(describing: result.reason))")
            return
        }
    }

    @Test func differingPixelsAndSizesHaveKindsAndNoReason() throws {
        let (different, root) = try compare(
            try BadInputs.pngBytes(width: 64, height: 48), try BadInputs.pngBytes(width: 48, height: 64))
        defer { root.remove() }
        #expect(different.kind == .sizeMismatch && different.reason == nil)
    }

    /// report.json holds the reason's words as before; read back, only the words are left.
    @Test func theReportWritesTheReasonAsItsWords() throws {
        var result = DiffPairResult(path: "x.png", kind: .error)
        result.reason = .unreadable(.expected, path: "golden/x.png", problem: .undecodable("truncated PNG: cut"))
        let json = try JSONEncoder().encode(result)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["reason"] as? String == "golden/x.png: not a readable PNG (truncated PNG: cut)")
        let decoded = try JSONDecoder().decode(DiffPairResult.self, from: json)
        #expect(decoded.reason == .reported("golden/x.png: not a readable PNG (truncated PNG: cut)"))
        #expect(decoded.explanation == result.explanation)
    }
}
