import Foundation
import TestSupport
import Testing

/// `scripts/check-structure.py`, the folder-layering check `make test` runs, on scratch modules.
@Suite struct StructureCheckTests {
    /// Writes `files` (path under Sources → text) and runs the check over that Sources folder.
    private func check(_ files: [String: String]) throws -> CLIRunner.Result {
        let folder = try TestFolder()
        defer { folder.remove() }
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder.path).appendingPathComponent("Sources/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let script = Repository.root.appendingPathComponent("scripts/check-structure.py").path
        return try CLIRunner.runTool(
            "/usr/bin/python3", [script, (folder.path as NSString).appendingPathComponent("Sources")])
    }

    @Test func aRootFileInALoopWithAFolderFails() throws {
        let result = try check([
            "Tool/Main.swift": "enum Status { static let failed = 1 }\nlet first = Printer.line\n",
            "Tool/Terminal/Printer.swift": "enum Printer { static let line = Status.failed }\n"
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Tool: folders ., Terminal depend on each other"))
        #expect(result.stdout.contains(". -> Terminal: Main.swift uses Printer"))
        #expect(result.stdout.contains("Terminal -> .: Printer.swift uses Status"))
    }

    @Test func aRootFileThatOnlyUsesFoldersPasses() throws {
        let result = try check([
            "Tool/Main.swift": "let first = Printer.line\n",
            "Tool/Terminal/Status.swift": "enum Status { static let failed = 1 }\n",
            "Tool/Terminal/Printer.swift": "enum Printer { static let line = Status.failed }\n"
        ])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func theRepositoryPasses() throws {
        let script = Repository.root.appendingPathComponent("scripts/check-structure.py").path
        let result = try CLIRunner.runTool("/usr/bin/python3", [script])
        #expect(result.status == 0, "\(result.stdout)")
    }
}
