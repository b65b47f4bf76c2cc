@testable import CardFormats
import CardSettings
import Foundation
import Testing
import TestSupport

/// Order files and motion files that cannot be used throw a case naming the file and what is wrong.
@Suite struct FileProblemTests {
    @Test func orderFileProblemsAreCases() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try Data("a.png\n# note\nb.png\na.png\n".utf8).write(to: URL(fileURLWithPath: folder.file("twice.txt")))
        let twice = #expect(throws: PhotoOrder.Problem.self) { try PhotoOrder.list(file: folder.file("twice.txt")) }
        guard case let .listedTwice(path, line, name) = twice else { Issue.record("not listedTwice"); return }
        #expect(path == folder.file("twice.txt") && line == 4 && name == "a.png")
        #expect(twice?.description == "\(folder.file("twice.txt")):4: \"a.png\" is listed twice")

        try Data([0x61, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder.file("latin.txt")))
        let latin = #expect(throws: PhotoOrder.Problem.self) { try PhotoOrder.list(file: folder.file("latin.txt")) }
        guard case .notUTF8(folder.file("latin.txt")) = latin else { Issue.record("not notUTF8"); return }

        let missing = #expect(throws: PhotoOrder.Problem.self) { try PhotoOrder.list(file: folder.file("none.txt")) }
        guard case .unreadable(folder.file("none.txt"), _) = missing else { Issue.record("not unreadable"); return }
    }

    @Test func motionFileProblemsAreCases() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let missing = #expect(throws: MotionTrack.ReadError.self) {
            _ = try MotionTrack.read(folder.file("motion.json"))
        }
        guard case .unreadable = missing else { Issue.record("not unreadable"); return }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.file("motion.json")))
        let empty = #expect(throws: MotionTrack.ReadError.self) { _ = try MotionTrack.read(folder.file("motion.json")) }
        guard case .notAMotionFile(folder.file("motion.json"), _) = empty else {
            Issue.record("not notAMotionFile"); return
        }
        #expect(empty?.description.hasPrefix("\(folder.file("motion.json")): not a motion file (") == true)
    }
}
