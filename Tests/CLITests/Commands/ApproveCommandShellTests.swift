import Foundation
import Testing
import TestSupport
@testable import CardCheck
@testable import cardrender

/// The review page's approve command, pasted into bash as a reviewer would, records whatever the
/// folders are called: names that start with a dash, hold spaces, quotes or shell syntax.
@Suite struct ApproveCommandShellTests {
    static let hostileNames = [
        "-out", "--out", "-i", "a b", "it's", "$(touch pwned)", "`touch pwned`", "*", "é 😀"
    ]

    /// The command the page shows for `deck/snap-back`, for a check of `golden` into `out`.
    private func approveCommand(out: String, golden: String) throws -> String {
        let render = try #require(
            try CardRenderCommand.parseAsRoot([
                "-i", Repository.photos, "--out=\(out)", "--check=\(golden)", "--scene", "deck", "--animation",
                "snap-back", "--fps", "2", "--scale", "0.25"
            ]) as? Render)
        let group = ReviewGroup(
            kind: .animation, id: "deck/snap-back", frames: [0], frameNumbers: [0], others: [], status: .changed)
        return try #require(render.approval.command(for: group))
    }

    @Test func theCommandParsesBackToTheSameFolders() throws {
        for name in Self.hostileNames {
            let command = try approveCommand(out: name, golden: name + "-golden")
            let words = try #require(CardRenderCommand.parseAsRoot(Self.shellWords(command)) as? Render)
            #expect(words.files.out == name, "\(command)")
            #expect(words.golden.check == name + "-golden", "\(command)")
            #expect(words.golden.record)
        }
    }

    @Test func pastedIntoBashItRecordsTheGoldenFrames() throws {
        let work = try TestFolder(); defer { work.remove() }
        let bin = URL(fileURLWithPath: CLIRunner.executable).deletingLastPathComponent().path
        let frame = "deck/snap-back/frame-0000.png"
        // One golden folder recorded once, copied under each name with a frame taken out: the
        // pasted command records what is missing.
        var script = "set -u\ncd \(ShellWord.quoted(work.path))\nexport PATH=\(ShellWord.quoted(bin)):\"$PATH\"\n"
        script += "cardrender -i \(ShellWord.quoted(Repository.photos)) -o first --check base --record "
        script += "--scene deck --animation snap-back --fps 2 --scale 0.25 >/dev/null || exit 9\n"
        for (index, name) in Self.hostileNames.enumerated() {
            let run = "run\(index)", golden = ShellWord.quoted("\(run)/\(name)-g")
            script += "mkdir \(run) && cp -R base \(golden) && rm \(golden)/\(frame) && cd \(run)\n"
            script += try approveCommand(out: name, golden: name + "-g") + " >/dev/null\n"
            script += "echo \"status \(index) $?\"\ncd ..\n"
        }
        let result = try CLIRunner.runTool("/bin/bash", ["-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        for (index, name) in Self.hostileNames.enumerated() {
            #expect(result.stdout.contains("status \(index) 0\n"), "\(name): \(result.stdout) \(result.stderr)")
            let run = work.file("run\(index)")
            #expect(FileManager.default.fileExists(atPath: "\(run)/\(name)-g/\(frame)"), "\(name): nothing recorded")
            #expect(FileManager.default.fileExists(atPath: "\(run)/\(name)/manifest.json"), "\(name): no render")
        }
        // Nothing in a name ran as a command.
        #expect(!FileManager.default.fileExists(atPath: work.file("pwned")))
        #expect(
            !Self.hostileNames.indices.contains { FileManager.default.fileExists(atPath: work.file("run\($0)/pwned")) })
    }

    @Test func aMergeOfAFolderThatStartsWithADashNamesItAsAPath() throws {
        let merge = try #require(
            try CardRenderCommand.parseAsRoot(["merge", "--check", "g", "--", "-frames"]) as? Merge)
        let group = ReviewGroup(
            kind: .animation, id: "deck/snap-back", frames: [0], frameNumbers: [0], others: [], status: .changed)
        let command = try #require(merge.approval.command(for: group))
        #expect(command == "cardrender merge ./-frames --check g --record --record-only changed", "\(command)")
    }

    /// The words bash would make of `line` (each word quoted as `ShellWord` quotes), less the
    /// program's name.
    static func shellWords(_ line: String) throws -> [String] {
        let result = try CLIRunner.runTool("/bin/bash", ["-c", "for w in \(line); do printf '%s\\0' \"$w\"; done"])
        return Array(result.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().dropFirst())
            .map(String.init)
    }
}
