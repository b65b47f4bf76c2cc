import CardFormats
import Foundation
import Testing
import CardRender

/// `cardrender diff --out DIR` into a folder others use or planted files in: it writes only
/// while it holds the folder, and replaces or removes only files it can prove it wrote.
@Suite struct DiffFolderSafetyTests {
    private func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// A report.json planted in the folder (its listing, and sizes and hashes, of the user's own
    /// files) proves nothing: files that are not diff outputs, and diff outputs whose bytes are
    /// not the ones listed, stay.
    @Test func aPlantedReportDoesNotDecideWhatIsDeleted() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("x.png")
        let out = folders.work.file("d")
        let user: [String: Data] = [
            "notes.md": Data("my notes\n".utf8),
            "keep/thesis.tex": Data("\\documentclass{article}\n".utf8),
            "other.diff.png": Data("the user's own picture\n".utf8)
        ]
        for (path, data) in user { try RawFiles.write(data, to: Array((out + "/" + path).utf8)) }
        try plantReport(
            in: out, folders: folders,
            listing: [
                ("notes.md", user["notes.md"]!), ("keep/thesis.tex", user["keep/thesis.tex"]!),
                ("other.diff.png", Data("what cardrender wrote\n".utf8))
            ])

        let result = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        for (path, data) in user { #expect(bytes(out + "/" + path) == data, "\(path) was removed or changed") }
        #expect(FileManager.default.fileExists(atPath: out + "/x.diff.png"))
    }

    @Test func aPlantedReportDoesNotLetADiffReplaceTheUsersFile() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("x.png")
        let out = folders.work.file("d")
        let mine = Data("the user's own picture\n".utf8)
        try RawFiles.write(mine, to: Array((out + "/x.diff.png").utf8))
        try plantReport(in: out, folders: folders, listing: [("x.diff.png", Data("what cardrender wrote\n".utf8))])

        let result = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("\(out)/x.diff.png: exists and no earlier cardrender diff wrote it"),
            "\(result.stderr)")
        #expect(bytes(out + "/x.diff.png") == mine)
    }

    /// report.json without the size and checksum it records for report.junit.xml, which holds
    /// the run's times.
    private func timelessReport(_ out: String) throws -> NSDictionary {
        var report = try json(out + "/report.json")
        report["outputs"] = (report["outputs"] as? [[String: Any]])?.filter {
            $0["path"] as? String != "report.junit.xml"
        }
        return report as NSDictionary
    }

    /// Its own outputs a diff replaces and removes: a second diff into the folder removes the
    /// diff image of a pair that no longer differs; the same inputs give the same report.
    @Test func aDiffReplacesAndRemovesWhatItWroteItself() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("x.png")
        try folders.differing("sub/y.png")
        let out = folders.work.file("d")
        #expect(try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out]).status == 1)
        let first = try timelessReport(out)
        let again = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(again.status == 1, "\(again.stderr)")
        #expect(try timelessReport(out) == first, "the same inputs give the same report")
        let outputs = try #require(try json(out + "/report.json")["outputs"] as? [[String: Any]])
        #expect(
            Set(outputs.compactMap { $0["path"] as? String })
                == ["contact-sheet.png", "report.html", "report.junit.xml", "sub/y.diff.png", "x.diff.png"])

        try FileManager.default.removeItem(atPath: folders.actual + "/sub/y.png")
        try FileManager.default.copyItem(atPath: folders.expected + "/sub/y.png", toPath: folders.actual + "/sub/y.png")
        let third = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(third.status == 1, "\(third.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/sub"), "the diff image and its emptied folder go")
        #expect(FileManager.default.fileExists(atPath: out + "/x.diff.png"))
    }

    /// A report.json of a real diff into `out`, its pairs and outputs listing `files` with the
    /// size and CRC-64 of the bytes given (not necessarily those on disk).
    private func plantReport(in out: String, folders: DiffFolders, listing files: [(String, Data)]) throws {
        let scratch = folders.work.file("real")
        #expect(try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", scratch]).status == 1)
        var report = try json(scratch + "/report.json")
        var pairs = report["pairs"] as! [[String: Any]]
        var outputs = report["outputs"] as? [[String: Any]] ?? []
        for (path, data) in files {
            pairs.append([
                "path": path, "kind": "different", "differentPixels": 1, "antialiasedPixels": 0, "diffImage": path
            ])
            outputs.append([
                "path": path, "bytes": data.count, "crc64": String(CRC64.of(data), radix: 16).leftPadded(16)
            ])
        }
        report["pairs"] = pairs
        report["outputs"] = outputs
        try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: out + "/report.json"))
    }

}

/// CRC-64 as ISA-L's `crc64_ecma_refl` computes it (CRC-64/XZ), bit by bit.
enum CRC64 {
    static func of(_ data: Data) -> UInt64 {
        var crc = UInt64.max
        for byte in data {
            crc ^= UInt64(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xC96C_5795_D787_0F42 : crc >> 1 }
        }
        return ~crc
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
