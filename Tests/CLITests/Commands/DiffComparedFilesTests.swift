import Foundation
import Testing

/// What `cardrender diff` compares in two folders: plain files found without following links,
/// every one of them named, whatever bytes its name is made of.
@Suite struct DiffComparedFilesTests {
    @Test func aLinkAmongTheComparedFilesIsAnErrorForItsPair() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.same("plain.png")
        try RawFiles.copy(DiffFolders.astronaut, to: Array((folders.expected + "/x.png").utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folders.actual + "/x.png", withDestinationPath: folders.expected + "/x.png")
        let result = try CLIRunner.run(["diff", folders.expected, folders.actual])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("\(folders.actual)/x.png: is a symbolic link; compared files must be plain files"),
            "\(result.stderr)")
        #expect(result.stdout.contains("2 pairs: 1 passed, 1 unreadable"), "\(result.stdout)")

        // A file the user names may be a link.
        let named = try CLIRunner.run(["diff", folders.expected + "/plain.png", folders.actual + "/x.png"])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    }

    @Test func namesThatAreNotUTF8AreErrorsNamedWithEscapes() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.same("ok.png")
        try folders.differing(Array("frame".utf8) + [0xFF] + Array(".png".utf8))
        try RawFiles.copy(
            DiffFolders.camera, to: Array((folders.actual + "/dir").utf8) + [0xFF] + Array("/extra.png".utf8))
        let result = try CLIRunner.run(["diff", folders.expected, folders.actual])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains(#"\#(folders.expected)/frame\xff.png: the name is not UTF-8"#), "\(result.stderr)")
        #expect(
            result.stderr.contains(#"\#(folders.actual)/dir\xff/extra.png: the name is not UTF-8"#), "\(result.stderr)")
        #expect(result.stdout.contains("3 pairs: 1 passed, 2 unreadable"), "\(result.stdout)")
    }
}
