import Foundation
import Testing
import TestSupport

/// The terminal and the streams as a hostile folder or a careless shell leaves them: names that
/// carry escape sequences, line breaks or bytes that are not UTF-8; stdout and stderr closed,
/// full or a broken pipe. Nothing crashes and the exit status stays the documented one.
@Suite struct HostileNamesAndStreamsTests {
    /// A folder with one good photo and one broken file called `brokenName` (exit status 1).
    private func folder(brokenName: [UInt8]) throws -> TestFolder {
        let input = try TestFolder()
        try input.copyFixture("coffee.png")
        let path = Array(input.path.utf8) + [UInt8(ascii: "/")] + brokenName + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "not a picture".withCString { Glibc.write(descriptor, $0, 13) }
        close(descriptor)
        return input
    }

    private let quick = ["--scene", "deck", "--animation", "snap-back", "--fps", "2", "--scale", "0.5"]

    @Test func controlCharactersInNamesAreEscaped() throws {
        let name = "evil\u{1B}]0;owned\u{07}\u{1B}[2J\nforged: line\u{202E}gnp.png"
        let input = try folder(brokenName: Array(name.utf8)), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let result = try CLIRunner.run(["-i", input.path, "-o", out.path] + quick)
        #expect(result.status == 1)
        #expect(
            !result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E },
            "\(result.stderr.debugDescription)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(lines)")
        #expect(
            lines.first?.contains(#"evil\x1B]0;owned\x07\x1B[2J\nforged: line\u{202E}gnp.png: not a readable image"#)
                == true, "\(lines)")
    }

    @Test func aNameThatIsNotUTF8IsShownEscapedAndAGoodOneRenders() throws {
        let input = try folder(brokenName: Array("bad".utf8) + [0xFF] + Array(".png".utf8)), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let name = Array("caf".utf8) + [0xE9] + Array(".png".utf8)
        let source = try Data(contentsOf: URL(fileURLWithPath: input.file("coffee.png")))
        let path = Array(input.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        _ = source.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let result = try CLIRunner.run(["-i", input.path, "-o", out.path] + quick)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"bad\xff.png: not a readable image"#), "\(result.stderr)")
        #expect(result.stdout.contains("2 photos"), "\(result.stdout)")
        let manifest = try String(contentsOfFile: out.file("manifest.json"), encoding: .utf8)
        #expect(manifest.contains(#"caf\\xe9.png"#))
    }

    /// Runs cardrender through the shell with `redirect` applied, and returns its exit status.
    private func status(_ arguments: [String], redirect: String) throws -> Int32 {
        let quoted = ([CLIRunner.executable] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
        // A pipe's status is its last command's: the first one's is passed out on descriptor 3.
        let line =
            redirect.hasPrefix("|")
            ? "{ { \(quoted) 2>&1 >/dev/null; echo \"status=$?\" >&3; } \(redirect); } 3>&1"
            : "\(quoted) \(redirect); echo \"status=$?\""
        let result = try CLIRunner.runShell(line)
        let status = result.stdout.split(separator: "\n").last { $0.hasPrefix("status=") }.flatMap {
            Int32($0.dropFirst(7))
        }
        return try #require(status, "\(result.stdout) \(result.stderr)")
    }

    @Test func closedFullOrBrokenStreamsKeepTheExitStatus() throws {
        let input = try folder(brokenName: Array("broken.png".utf8)), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let render = ["-i", input.path, "-o", out.path] + quick
        for redirect in ["2>&-", "2>/dev/full", ">&- 2>&-", ">/dev/full 2>/dev/full", "| head -c 0"] {
            #expect(try status(render, redirect: redirect) == 1, "\(redirect)")
        }
        // A usage error is still 2, with nowhere to say it.
        #expect(try status(["--scale", "99", "-i", input.path, "-o", out.path], redirect: "2>/dev/full") == 2)
        #expect(try status(["--scale", "99", "-i", input.path, "-o", out.path], redirect: "2>&-") == 2)
        #expect(
            try status(["diff", input.file("coffee.png"), input.file("broken.png")], redirect: ">/dev/full 2>/dev/full")
                == 2)
        #expect(try status(["--help"], redirect: ">/dev/full") == 0)
    }

    /// When the output is the product (plan's JSON), a failed write is an error, said on stderr.
    @Test func planToAFullStdoutFails() throws {
        let result = try CLIRunner.runShell(
            "'\(CLIRunner.executable)' plan --scene deck >/dev/full; echo \"status=$?\"")
        #expect(result.stdout.contains("status=2"), "\(result.stdout)")
        #expect(
            result.stderr.contains("cardrender: standard output: cannot write (no space left on device)"),
            "\(result.stderr)")
    }

    @Test func anOutputThatIsAFileSaysSo() throws {
        let work = try TestFolder(); defer { work.remove() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: work.file("taken")))
        for out in [work.file("taken"), work.file("taken/sub")] {
            let result = try CLIRunner.run(["-i", Repository.photos, "-o", out] + quick)
            #expect(result.status == 2)
            #expect(result.stderr == "cardrender: \(work.file("taken")): is a file, not a folder\n", "\(result.stderr)")
        }
    }

    @Test func diffRefusesPNGsOverItsPixelLimit() throws {
        let work = try TestFolder(); defer { work.remove() }
        try work.copyFixture("coffee.png", as: "a.png")
        try work.copyFixture("coffee.png", as: "b.png")
        for arguments in [
            ["diff", "--max-input-pixels", "1000", work.file("a.png"), work.file("b.png")],
            ["diff", work.file("a.png"), work.file("b.png"), "--max-input-pixels", "1000"]
        ] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.stderr.contains("a.png: 600×400 is more than the limit of 1000 pixels (--max-input-pixels)"),
                "\(result.stderr)")
        }
        #expect(try CLIRunner.run(["diff", work.file("a.png"), work.file("b.png")]).status == 0)
    }

    /// A FIFO in a diff folder is named as such, at once.
    @Test func aFIFOInADiffFolderIsNotARegularFile() throws {
        let work = try TestFolder(); defer { work.remove() }
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: work.file(side), withIntermediateDirectories: true)
        }
        try work.copyFixture("coffee.png", as: "a/x.png")
        #expect(mkfifo(work.file("b/x.png"), 0o644) == 0)
        let result = try CLIRunner.run(["diff", work.file("a"), work.file("b")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("b/x.png: not a regular file"), "\(result.stderr)")
    }
}

/// Signals end a run within a second, whatever it is doing: here, encoding a full-size GIF,
/// which takes several seconds.
@Suite struct SignalDuringExportTests {
    @Test func sigtermDuringAnExportEndsTheRunAtOnce() throws {
        let out = try TestFolder(); defer { out.remove() }
        let process = try CLIRunner.start([
            "-i", Repository.photos, "-o", out.path, "--scene", "deck", "--animation", "swipe-right", "--export", "gif"
        ])
        // The contact sheet comes with the last frames; the GIF's encoding follows.
        let sheet = out.file("deck/swipe-right/contact-sheet.png")
        #expect(FileWatch.wait(under: out.path, while: process) { FileManager.default.fileExists(atPath: sheet) })
        try #require(process.isRunning, "the GIF was written before the signal could be sent")
        let signalled = ContinuousClock.now
        process.terminate()
        process.waitUntilExit()
        // The promise is a second; the limit is ten, for a loaded 2-core machine. That the encode
        // was cut short, not finished, shows below: no GIF, a manifest marked incomplete.
        #expect(ContinuousClock.now - signalled < .seconds(10))
        #expect(process.terminationStatus == 143)
        #expect(!FileManager.default.fileExists(atPath: out.file("deck/swipe-right.gif")))
        #expect(!out.files().contains { $0.hasSuffix(".tmp") }, "\(out.files())")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as! [String: Any]
        #expect(manifest["complete"] as? Bool == false)
    }

    /// With ffmpeg installed: an output folder named like an option is still a folder to ffmpeg.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "ffmpeg is not installed"))
    func anOutputFolderStartingWithADashReachesFFmpegAsAPath() throws {
        let work = try TestFolder(); defer { work.remove() }
        let result = try CLIRunner.run(
            [
                "-i", Repository.photos, "--out=-weird", "--scene", "deck", "--animation", "snap-back",
                "--fps", "10", "--scale", "0.5", "--export", "mp4"
            ], directory: work.path)
        #expect(result.status == 0, "\(result.stderr)")
        let video = try Data(contentsOf: URL(fileURLWithPath: work.file("-weird/deck/snap-back.mp4")))
        #expect(String(decoding: video[4..<8], as: UTF8.self) == "ftyp")
    }
}
