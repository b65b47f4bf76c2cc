import Foundation
import Testing
@testable import CardRender
@testable import CardCheck
import TestSupport

/// The diff and golden-folder refusals that concern folders a front end names by option carry
/// those folders as data, and their messages speak of the folders, not of options.
@Suite struct DiffFailureReasonTests {
    @Test func anOutputFolderInsideASideIsRefused() throws {
        let root = try TestFolder(); defer { root.remove() }
        let failure = #expect(throws: DiffFailure.self) {
            try DiffRun.checkOutput(root.file("a/diff"), expected: root.file("a"), actual: root.file("b"))
        }
        #expect(
            failure?.reason == .outputOverlapsSide(output: root.file("a/diff"), side: "EXPECTED", path: root.file("a")))
        #expect(failure.map { !$0.description.contains("--") } == true)
        #expect(throws: Never.self) {
            try DiffRun.checkOutput(root.file("c"), expected: root.file("a"), actual: root.file("b"))
        }
    }

    @Test func aGoldenFolderInsideTheOutputOrMissingIsRefused() throws {
        let root = try TestFolder(); defer { root.remove() }
        let inside = #expect(throws: DiffFailure.self) {
            try GoldenFolder.validate(
                golden: root.file("out/golden"), output: root.file("out"), inputs: [], recording: false)
        }
        #expect(inside?.reason == .goldenOverlapsOutput(golden: root.file("out/golden"), output: root.file("out")))
        let missing = #expect(throws: DiffFailure.self) {
            try GoldenFolder.validate(
                golden: root.file("golden"), output: root.file("out"), inputs: [], recording: false)
        }
        #expect(missing?.reason == .goldenMissing(golden: root.file("golden")))
        #expect(missing?.description == "\(root.file("golden")): no such folder (record it first)")
        #expect(throws: Never.self) {
            try GoldenFolder.validate(
                golden: root.file("golden"), output: root.file("out"), inputs: [], recording: true)
        }
    }

    @Test func otherMessagesAreKeptWhole() {
        #expect(DiffFailure("a.png: not a PNG").reason == .other("a.png: not a PNG"))
        #expect(DiffFailure("a.png: not a PNG").description == "a.png: not a PNG")
    }
}
