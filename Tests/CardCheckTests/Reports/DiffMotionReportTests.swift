@testable import CardFormats
import Foundation
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
@testable import CardCheck
#endif

/// Where an animation's motion parts, in the same sentences the terminal prints, is in every
/// report a reviewer reads: the Markdown summary, report.json and the JUnit failure message.
@Suite struct DiffMotionReportTests {
    static let white: [UInt8] = [255, 255, 255]

    /// A track of one card sliding right; `shift` moves it further from the second frame on.
    private func track(shift: Double) -> MotionTrack {
        let frames = (0..<3).map { i -> MotionTrack.Frame in
            let x = 100 + 10 * Double(i) + (i > 0 ? shift : 0)
            return .init(
                time: Double(i) * 0.05, layers: ["card 0": .init(x: x, y: 200, rotation: 0, scale: 1, alpha: 1)])
        }
        return MotionTrack(scene: "deck", animation: "swipe", fps: 20, frames: frames)
    }

    /// deck/swipe on both sides, its second frame changed and its motion parted.
    private func makeFolders(_ root: TestFolder) throws -> (expected: String, actual: String) {
        let e = root.file("expected"), a = root.file("actual")
        let plain = DiffTestImages.solid(10, 10, Self.white)
        let moved = DiffTestImages.frame(10, 10) { x, _ in x < 3 ? [0, 0, 0] : Self.white }
        for folder in [e, a] {
            try DiffTestImages.writePNG(plain, to: "\(folder)/deck/swipe/frame-0001.png")
            try DiffTestImages.writePNG(plain, to: "\(folder)/deck/swipe/frame-0003.png")
        }
        try DiffTestImages.writePNG(plain, to: "\(e)/deck/swipe/frame-0002.png")
        try DiffTestImages.writePNG(moved, to: "\(a)/deck/swipe/frame-0002.png")
        try track(shift: 0).encoded().write(to: URL(fileURLWithPath: "\(e)/deck/swipe/\(MotionTrack.fileName)"))
        try track(shift: 12.5).encoded().write(to: URL(fileURLWithPath: "\(a)/deck/swipe/\(MotionTrack.fileName)"))
        return (e, a)
    }

    @Test func everyReportCarriesTheMotionSentences() throws {
        let root = try TestFolder(); defer { root.remove() }
        let (e, a) = try makeFolders(root)
        let sentences = try #require(AnimationMotion.find(expected: e, actual: a, animation: "deck/swipe")).sentences
        #expect(sentences.contains { $0.contains("card 0") })

        var run = DiffRun(expected: e, actual: a, out: root.file("diff"), junitReport: root.file("report.xml"))
        run.summary = root.file("summary.md")
        let outcome = try run.run()
        #expect(outcome.status == .differences)

        let summary = try String(contentsOfFile: root.file("summary.md"), encoding: .utf8)
        for sentence in sentences {
            #expect(summary.contains(DiffSummary.cell(sentence)), "summary lacks \"\(sentence)\": \(summary)")
        }

        let data = try Data(contentsOf: URL(fileURLWithPath: root.file("diff/report.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let motion = try #require(
            object["motion"] as? [[String: Any]], "report.json has no motion: \(object.keys.sorted())")
        #expect(motion.map { $0["animation"] as? String } == ["deck/swipe"])
        #expect(motion.first?["sentences"] as? [String] == sentences)

        let reader = JUnitCases()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: root.file("report.xml"))))
        parser.delegate = reader
        #expect(parser.parse())
        let swipe = try #require(reader.cases.first { $0.name == "deck/swipe" })
        let message = try #require(swipe.message)
        for sentence in sentences {
            #expect(message.contains(sentence), "JUnit message lacks \"\(sentence)\": \(message)")
        }
    }
}
