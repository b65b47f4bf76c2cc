import Foundation
import Testing
import TestSupport
@testable import CardCheck
@testable import CardFoundation

/// Files in compared folders are opened without following links at any level below the folder
/// the user named; the folder itself, and a file named directly, may be links.
@Suite struct ComparedFileTests {
    private func folders() throws -> TestFolder {
        let root = try TestFolder()
        let frame = DiffTestImages.solid(6, 6, [255, 255, 255])
        try DiffTestImages.writePNG(frame, to: root.file("e/real/x.png"))
        try DiffTestImages.writePNG(frame, to: root.file("a/real/x.png"))
        try FileManager.default.createSymbolicLink(
            atPath: root.file("a/linked"), withDestinationPath: root.file("a/real"))
        try FileManager.default.createSymbolicLink(atPath: root.file("a-link"), withDestinationPath: root.file("a"))
        return root
    }

    @Test func aLinkedFolderOnTheWayIsRefusedAndNamed() throws {
        let root = try folders(); defer { root.remove() }
        #expect(throws: InputFile.Problem.linkOnTheWay(root.file("a/linked"))) {
            try InputFile.open(below: root.file("a"), relative: "linked/x.png")
        }
        let pair = DiffPair(
            path: "linked/x.png", expected: root.file("e/real/x.png"), actual: root.file("a/linked/x.png"),
            expectedFolder: root.file("e"), actualFolder: root.file("a"))
        let result = PairComparer(options: DiffOptions(), imageFolder: nil).compare(pair).result
        #expect(result.kind == .error)
        #expect(
            result.reason?.description
                == "\(root.file("a/linked/x.png")): \(root.file("a/linked")) is a symbolic link; compared files must lie in real folders"
        )
    }

    @Test func theFolderTheUserNamedMayBeALink() throws {
        let root = try folders(); defer { root.remove() }
        let outcome = try DiffRun(expected: root.file("e"), actual: root.file("a-link")).run()
        #expect(outcome.report.pairs.map(\.path) == ["real/x.png"])
        #expect(outcome.status == .noDifferences)
    }
}
