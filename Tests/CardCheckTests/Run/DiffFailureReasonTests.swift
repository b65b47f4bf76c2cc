import Foundation
import Testing
@testable import CardFoundation
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

    @Test func aGoldenPathThatIsAFileIsNotAFolder() throws {
        let root = try TestFolder(); defer { root.remove() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root.file("golden")))
        let failure = #expect(throws: DiffFailure.self) {
            try GoldenFolder.validate(
                golden: root.file("golden"), output: root.file("out"), inputs: [], recording: false)
        }
        #expect(failure?.reason == .goldenNotAFolder(golden: root.file("golden")))
        #expect(failure?.description == "\(root.file("golden")): not a folder")
    }

    @Test func aGoldenIndexCardrenderDidNotWriteIsTold() throws {
        let root = try TestFolder(); defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.file("golden"), withIntermediateDirectories: true)
        let index = root.file("golden/\(GoldenIndex.fileName)")
        try Data("{\"format\": 9, \"tool\": \"x\", \"files\": []}".utf8).write(to: URL(fileURLWithPath: index))
        let format = #expect(throws: DiffFailure.self) { try GoldenIndex.read(in: root.file("golden")) }
        #expect(format?.reason == .goldenIndexFormat(path: index, format: 9, readable: GoldenIndex.readableFormats))
        #expect(format?.description == "\(index): format 9 is not one this cardrender reads (1 to 3)")
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: index))
        let garbage = #expect(throws: DiffFailure.self) { try GoldenIndex.read(in: root.file("golden")) }
        guard case .notAGoldenIndex(index, _) = garbage?.reason else {
            Issue.record("expected notAGoldenIndex, got \(String(describing: garbage?.reason))")
            return
        }
    }

    @Test func comparedPathsThatAreNotThereOrOfTwoKindsAreTold() throws {
        let root = try TestFolder(); defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.file("folder"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root.file("file.png")))
        let missing = #expect(throws: DiffFailure.self) {
            try DiffRun(expected: root.file("none"), actual: root.file("folder")).run()
        }
        #expect(missing?.reason == .inputMissing(path: root.file("none")))
        let mixed = #expect(throws: DiffFailure.self) {
            try DiffRun(expected: root.file("file.png"), actual: root.file("folder")).run()
        }
        #expect(mixed?.reason == .folderAndFile(folder: root.file("folder"), file: root.file("file.png")))
        #expect(
            mixed?.description
                == "\(root.file("folder")) is a folder but \(root.file("file.png")) is a file: compare two files or two folders"
        )
    }

    /// The error behind a failure is kept as it was thrown: a caller asks it what it is.
    @Test func aRecordingIntoALockedGoldenFolderCarriesTheLock() throws {
        let root = try TestFolder(); defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.file("golden"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.file("out"), withIntermediateDirectories: true)
        let held = try FolderLock(root.file("golden"))
        defer { withExtendedLifetime(held) {} }
        let recorder = GoldenRecorder(
            golden: root.file("golden"), output: root.file("out"),
            scope: GoldenScope(sceneFolders: [], animationFolders: [], includesContactSheets: false))
        let failure = #expect(throws: DiffFailure.self) { try recorder.record([]) }
        guard case let .recordingFailed(golden, cause) = failure?.reason else {
            Issue.record("expected recordingFailed, got \(String(describing: failure?.reason))")
            return
        }
        #expect(golden == root.file("golden"))
        #expect((cause.error as? FolderLock.Held)?.folder == root.file("golden"))
        #expect(failure?.description == "\(cause.error)")
    }
}
