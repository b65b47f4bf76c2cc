import Foundation
import Testing

/// One rule for the paths a diff writes and reads back (`ContainedPath`).
@Suite struct DiffDeepPathTests {
    private func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    /// A pair 9 folders deep gets its diff image and the next diff replaces it; one 33 deep gets
    /// none (the report says why), and re-running is as clean.
    @Test(arguments: [9, 33])
    func deepPairsCanBeDiffedAgainIntoTheSameFolder(depth: Int) throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        let path = (1...depth).map { "level\($0)" }.joined(separator: "/") + "/x.png"
        try folders.differing(path)
        let out = folders.work.file("d")
        for run in 1...2 {
            let result = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
            #expect(result.status == 1, "run \(run): \(result.stdout)\(result.stderr)")
        }
        let pair = try #require((try json(out + "/report.json")["pairs"] as? [[String: Any]])?.first)
        let image = out + "/" + path.dropLast(4) + ".diff.png"
        if depth <= 32 {
            #expect(pair["diffImage"] as? String == path.dropLast(4) + ".diff.png")
            #expect(FileManager.default.fileExists(atPath: image))
        } else {
            #expect(pair["diffImage"] == nil)
            #expect((pair["diffImageNotWritten"] as? String)?.contains("more than 32 folder levels") == true, "\(pair)")
            #expect(!FileManager.default.fileExists(atPath: out + "/level1"))
        }
    }
}
