import Foundation
import Testing
import TestSupport
@testable import cardrender

/// End-to-end: the `cardrender` binary on the fixture photos.
@Suite struct RenderCommandTests {
    @Test func rendersTheDeckFromTheFixtures() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "--input", Repository.photos, "--out", out.path, "--scene", "deck", "--scale", "0.5", "--fps", "30"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("8 photos") && result.stdout.contains("3 animations"))
        let files = out.files()
        #expect(files.contains("deck/still.png"))
        #expect(files.contains("manifest.json"))
        for animation in ["swipe-right", "swipe-left", "snap-back"] {
            #expect(files.contains("deck/\(animation)/frame-0000.png"))
            #expect(files.contains("deck/\(animation)/contact-sheet.png"))
        }
        // swipe-right lasts 0.7 s: 22 frames at 30 fps, the last at exactly 0.7 s.
        #expect(files.filter { $0.hasPrefix("deck/swipe-right/frame-") }.count == 22)
        #expect(!files.contains { ($0 as NSString).lastPathComponent.hasPrefix(".") })

        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as! [String: Any]
        let listed = (manifest["files"] as! [[String: Any]]).map { $0["path"] as! String }
        #expect(Set(listed).union(["manifest.json"]) == Set(files))
    }

    @Test func sceneAndAnimationSelection() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.path, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.5", "--size", "320x568"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let files = out.files()
        #expect(!files.contains { $0.hasPrefix("deck/swipe-right/") })
        #expect(files.contains("deck/snap-back/contact-sheet.png"))
        // 320×568 pt at @0.5 is 160×284 px; the PNG header says so.
        let png = try Data(contentsOf: URL(fileURLWithPath: out.file("deck/still.png")))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 160 && height == 284)
        // Colour type 2: RGB, no alpha, as the background is opaque.
        #expect(png[25] == 2)
    }

    @Test func brokenInputsAreNamedAndTheRestRender() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        try input.copyFixture("coffee.png")
        try input.copyFixture("chelsea.png", as: "chelsea 2 ü.png")
        let jpeg = try Data(
            contentsOf: URL(fileURLWithPath: (Repository.photos as NSString).appendingPathComponent("rocket.jpg")))
        try jpeg.prefix(jpeg.count / 2).write(to: URL(fileURLWithPath: input.file("cut.jpg")))
        try Data().write(to: URL(fileURLWithPath: input.file("empty.png")))
        try Data("hello".utf8).write(to: URL(fileURLWithPath: input.file("readme.txt")))

        let result = try CLIRunner.run([
            "--input", input.path, "--out", out.path, "--scene", "deck", "--scale", "0.5", "--fps", "20"
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(input.file("cut.jpg") + ": ") })
        #expect(lines.contains { $0.hasPrefix(input.file("empty.png") + ": ") })
        #expect(lines.contains(input.file("readme.txt") + ": not an image, skipped"))
        #expect(lines.count == 3, "one line per bad file: \(lines)")
        #expect(result.stdout.contains("2 photos") && result.stdout.contains("2 inputs failed"))
        #expect(out.files().contains("deck/swipe-left/contact-sheet.png"))
    }

    @Test func fatalProblemsExitWithTwoAndWriteNothing() throws {
        let empty = try TestFolder(), out = try TestFolder()
        defer { empty.remove(); out.remove() }
        let none = try CLIRunner.run(["--input", empty.path, "--out", out.file("frames")])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no photos found"))

        let inside = try CLIRunner.run(["--input", Repository.photos, "--out", Repository.photos + "/frames"])
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("inside it"))
        #expect(!FileManager.default.fileExists(atPath: Repository.photos + "/frames"))
        #expect(out.files().isEmpty)
    }

    @Test(arguments: [
        (["--size", "0x844"], "--size"),
        (["--size", "big"], "--size"),
        (["--scale", "0"], "--scale"),
        (["--fps", "0"], "--fps"),
        (["--scene", "carousel"], "carousel"),
        (["--animation", "twirl"], "twirl"),
        (["--png-compression", "12"], "--png-compression")
    ])
    func badOptionsAreUsageErrors(extra: [String], quoted: String) throws {
        let message = try #require(
            ParsedCommandLine.refusal(["--input", Repository.photos, "--out", "/nonexistent/out"] + extra))
        #expect(message.contains(quoted), "\(extra): \(message)")
    }

    /// The default run renders every scene, each into its own folder.
    @Test func defaultRunRendersAllFiveScenes() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "--input", Repository.photos, "--out", out.path, "--scale", "0.25", "--fps", "10"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("5 scenes") && result.stdout.contains("14 animations"))
        let files = Set(out.files())
        let expected = [
            "deck/swipe-right", "deck/swipe-left", "deck/snap-back",
            "swiftui-deck/swipe-right", "swiftui-deck/swipe-left", "swiftui-deck/snap-back",
            "photostack/flick", "photostack/return", "photostack/show-all", "photostack/dismiss",
            "sidecard/open", "sidecard/cancel", "sheet/fling-up", "sheet/settle"
        ]
        for folder in expected {
            #expect(
                files.contains("\(folder)/frame-0000.png") && files.contains("\(folder)/contact-sheet.png"), "\(folder)"
            )
        }
        for still in [
            "deck/still.png", "swiftui-deck/still.png", "photostack/still.png", "sidecard/still.png",
            "sheet/still.png", "sheet/still-minimum.png", "sheet/still-maximum.png"
        ] {
            #expect(files.contains(still), "\(still)")
        }
    }

    @Test func helpAndVersion() throws {
        let help = try CLIRunner.run(["render", "--help"])
        #expect(help.status == 0)
        for option in [
            "--input", "--out", "--size", "--scale", "--fps", "--scene", "--animation", "--seed", "EXIT STATUS"
        ] {
            #expect(help.stdout.contains(option), "help lacks \(option)")
        }
        // `cardrender help render` prints the same; `cardrender --help` says how to render.
        #expect(try CLIRunner.run(["help", "render"]).stdout == help.stdout)
        let root = try CLIRunner.run(["--help"])
        #expect(root.status == 0)
        for text in ["render (default)", "cardrender -i <dir> -o <dir>", "cardrender help render"] {
            #expect(root.stdout.contains(text), "cardrender --help lacks \(text)")
        }
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    /// libvips and the libraries it brings are opened when a command first draws, not at start:
    /// `--version` and `plan` load none of them; a render loads libvips and works.
    @Test func libvipsLoadsOnlyWhenACommandDraws() throws {
        for arguments in [["--version"], ["plan", "--scene", "deck", "--fps", "5"]] {
            let traced = try CLIRunner.run(arguments, environment: ["LD_DEBUG": "libs"])
            #expect(traced.status == 0, "\(arguments): \(traced.stderr.suffix(500))")
            #expect(traced.stderr.contains("libswiftCore"), "LD_DEBUG gave no list of libraries for \(arguments)")
            for library in ["libvips", "libpango", "libcairo", "libfontconfig"] {
                #expect(!traced.stderr.contains(library), "\(arguments) loaded \(library)")
            }
        }
        let out = try TestFolder(); defer { out.remove() }
        let traced = try CLIRunner.run(
            [
                "--input", Repository.photos, "--out", out.path, "--scene", "deck", "--animation", "snap-back",
                "--scale", "0.25", "--fps", "5"
            ], environment: ["LD_DEBUG": "libs"])
        #expect(traced.status == 0, "\(traced.stderr.suffix(500))")
        #expect(traced.stderr.contains("libvips.so.42"))
        #expect(out.files().contains("deck/still.png"))
    }

    /// Each subcommand's help lists the options it takes, with the help render gives them, and
    /// none it refuses (from the parser's description of each command, which its help is made from).
    @Test(arguments: [
        ("plan", ["--scene", "--animation", "--fps", "--input", "--backdrop"], ["--jobs", "--export"]),
        ("mockup", ["--scene", "--input", "--out", "--captions", "--export"], ["--jobs", "--trace"]),
        ("diff", ["--out", "--jobs", "--progress"], ["--scene", "--record"]),
        ("merge", ["--jobs", "--export", "--check"], ["--scene", "--size"])
    ])
    func subcommandHelpListsTheOptionsItTakes(command: String, takes: [String], refuses: [String]) throws {
        func options(_ name: String) throws -> [String: String] {
            let dump = try #require(
                try JSONSerialization.jsonObject(with: Data(CardRenderCommand._dumpHelp().utf8)) as? [String: Any])
            let commands = try #require((dump["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
            let described = try #require(commands.first { $0["commandName"] as? String == name })
            var options: [String: String] = [:]
            for argument in described["arguments"] as? [[String: Any]] ?? []
            where argument["shouldDisplay"] as? Bool == true {
                for case let long as [String: Any] in argument["names"] as? [Any] ?? []
                where long["kind"] as? String == "long" {
                    options["--\(long["name"] as? String ?? "")"] = argument["abstract"] as? String ?? ""
                }
            }
            return options
        }
        let listed = try options(command), render = try options("render")
        for option in takes {
            #expect(listed[option] != nil, "\(command) --help does not list \(option)")
        }
        // With render's own help text.
        if takes.contains("--scene") {
            #expect(
                listed["--scene"] == render["--scene"] && render["--scene"]?.isEmpty == false,
                "\(command): --scene without its help")
        }
        for option in refuses {
            #expect(listed[option] == nil, "\(command) --help lists \(option), which it refuses")
        }
        // `cardrender help SUBCOMMAND` prints what `SUBCOMMAND --help` does (in process: the help
        // the entry point prints with exit status 0; helpAndVersion runs `help render` through the binary).
        let help = try #require(ParsedCommandLine.help([command, "--help"]), "\(command) --help is no help request")
        #expect(ParsedCommandLine.help(["help", command]) == help)
    }

    @Test func rerunOverwritesWithIdenticalFiles() throws {
        let out = try TestFolder(); defer { out.remove() }
        let arguments = [
            "--input", Repository.photos, "--out", out.path, "--scene", "deck", "--animation", "snap-back", "--scale",
            "0.5", "--fps", "20"
        ]
        #expect(try CLIRunner.run(arguments).status == 0)
        let first = try out.files().map { try Data(contentsOf: URL(fileURLWithPath: out.file($0))) }
        #expect(try CLIRunner.run(arguments).status == 0)
        let second = try out.files().map { try Data(contentsOf: URL(fileURLWithPath: out.file($0))) }
        #expect(first == second)
    }
}

/// Parallel rendering never changes a byte.
@Suite struct JobsDeterminismTests {
    @Test func oneJobAndFourJobsWriteIdenticalFiles() throws {
        let one = try TestFolder(), four = try TestFolder()
        defer { one.remove(); four.remove() }
        for (out, jobs) in [(one, "1"), (four, "4")] {
            let result = try CLIRunner.run([
                "-i", Repository.photos, "-o", out.path, "--scene", "photostack", "--animation", "flick",
                "--scale", "0.5", "--fps", "30", "--jobs", jobs
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = one.files()
        #expect(files == four.files())
        #expect(files.count > 10)
        for file in files {
            #expect(
                FileManager.default.contentsEqual(atPath: one.file(file), andPath: four.file(file)), "\(file) differs")
        }
    }
}

/// Options that change how bad inputs and interruptions are handled.
@Suite struct SafetyOptionTests {
    @Test func strictStopsBeforeWritingAnything() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        try input.copyFixture("coffee.png")
        try Data("broken".utf8).write(to: URL(fileURLWithPath: input.file("broken.jpg")))
        let result = try CLIRunner.run(["-i", input.path, "-o", out.file("frames"), "--strict", "--scene", "deck"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(input.file("broken.jpg") + ": "))
        #expect(result.stderr.contains("--strict"))
        #expect(!FileManager.default.fileExists(atPath: out.file("frames")))
    }

    @Test func maxInputPixelsRefusesLargePhotos() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        try input.copyFixture("coffee.png")  // 600 × 400
        try input.copyFixture("chelsea.png")  // 451 × 300
        let result = try CLIRunner.run([
            "-i", input.path, "-o", out.path, "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.5", "--fps", "10", "--max-input-pixels", "200000"
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(input.file("coffee.png") + ": checking the size failed: 600×400"))
        #expect(result.stdout.contains("1 photo "))
    }

    /// SIGTERM mid-run: exit 143, every file listed in the manifest is whole, nothing half-written.
    @Test func terminationKeepsWhatWasFinished() throws {
        let out = try TestFolder(); defer { out.remove() }
        let process = try CLIRunner.start(["-i", Repository.photos, "-o", out.path, "--scale", "1", "--jobs", "2"])
        // Wait until some frames exist, then ask it to stop.
        CLIRunner.wait(for: process) { out.files().filter { $0.hasSuffix(".png") }.count >= 5 }
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)

        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as! [String: Any]
        #expect(manifest["complete"] as? Bool == false)
        let listed = Set((manifest["files"] as! [[String: Any]]).map { $0["path"] as! String })
        let onDisk = Set(out.files().filter { $0 != "manifest.json" })
        #expect(listed == onDisk)
        #expect(!onDisk.contains { $0.hasSuffix(".tmp") })
        for file in onDisk {
            let data = try Data(contentsOf: URL(fileURLWithPath: out.file(file)))
            if file.hasSuffix("/motion.json") {
                // Written up front, whole: it parses.
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(file) is not whole JSON")
                continue
            }
            // A whole PNG ends with its IEND chunk.
            #expect(
                data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(file) is not a whole PNG")
        }
    }
}

/// A disk that fills up (simulated with a file-size limit): a clear error, exit 2, no partial file.
@Suite struct FullDiskTests {
    @Test func writeFailureIsReportedAndLeavesNoPartialFile() throws {
        let out = try TestFolder(); defer { out.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // 400 blocks of 512 bytes: frames fit, the contact sheet does not.
        process.arguments = [
            "-c", "ulimit -f 400; exec \"$0\" \"$@\"", CLIRunner.executable,
            "-i", Repository.photos, "-o", out.path, "--scene", "deck", "--animation", "swipe-right", "--scale", "1"
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("File too large"), "\(stderr)")
        #expect(stderr.contains(out.file("deck/swipe-right/contact-sheet.png")), "\(stderr)")
        let files = out.files()
        #expect(!files.contains { $0.hasSuffix(".tmp") })
        #expect(!files.contains("deck/swipe-right/contact-sheet.png"))
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as! [String: Any]
        #expect(manifest["complete"] as? Bool == false)
        let listed = Set((manifest["files"] as! [[String: Any]]).map { $0["path"] as! String })
        #expect(listed == Set(files.filter { $0 != "manifest.json" }))
    }
}

/// `--export`, and what happens to mp4 when ffmpeg is not on PATH (an empty PATH simulates it).
@Suite struct ExportCommandTests {
    static let base = [
        "--input", Repository.photos, "--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "15"
    ]

    @Test func mp4AloneWithoutFFmpegFailsClearlyAndWritesNothing() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(
            Self.base + ["--out", out.file("o"), "--export", "mp4"], environment: ["PATH": ""])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--export mp4: ffmpeg is not on PATH"), "\(result.stderr)")
        #expect(result.stderr.contains("apt-get install ffmpeg"))
        #expect(out.files().isEmpty)
    }

    @Test func mp4WithOtherFormatsWithoutFFmpegIsSkippedWithAMessage() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(
            Self.base + ["--out", out.path, "--export", "gif,mp4", "--export", "webp"], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "cardrender: mp4 skipped: ffmpeg is not on PATH (install it, e.g. `apt-get install ffmpeg`, or drop mp4 from --export); the other exports were written\n"
        )
        let files = out.files()
        #expect(files.contains("deck/snap-back.gif") && files.contains("deck/snap-back.webp"))
        #expect(!files.contains { $0.hasSuffix(".mp4") })
    }

    @Test(arguments: [(["--export", "avi"], "--export \"avi\""), (["--loop", "70000"], "--loop 70000")])
    func badExportOptionsAreUsageErrors(_ extra: [String], _ mention: String) throws {
        let message = try #require(ParsedCommandLine.refusal(Self.base + ["--out", "/nonexistent/out"] + extra))
        #expect(message.contains(mention), "\(message)")
    }
}
