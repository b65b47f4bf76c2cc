import CardRender
import Foundation
import Testing
import CardFoundation

/// Two diffs into one --out folder at once would interleave their files and reports: the second
/// stops before writing anything.
@Suite struct DiffFolderLockTests {
    @Test func aDiffIntoAFolderAnotherRunHoldsStopsAndWritesNothing() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("x.png")
        let out = folders.work.file("d")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let lock = try FolderLock(out)
        let result = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        withExtendedLifetime(lock) {}
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("\(out): another cardrender run is writing into this folder"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}
