import Foundation
import Testing
import TestSupport
@testable import cardrender

/// `cardrender mockup` from the command line.
@Suite struct MockupCommandTests {
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func writesTheFormatsSizeUnderItsDefaultName() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "link", "--at", "2x", "--title", "Hi"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let file = out.file("mockup-deck-link@2x.png")
        #expect(try Self.pngSize(file) == (1200, 630))
        #expect(result.stdout.contains("1200×630"))
    }

    @Test func aTitleCharacterNoShippedFontHasIsSaid() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "link", "--title", "Hi ሀ 🔥"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cardrender: mockup: the --title \"Hi ሀ 🔥\" has U+1200 \"ሀ\", which no shipped font draws"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("U+1F525"), "the emoji draws")
        // An animated mockup says it too.
        let animated = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "square", "--at", "1x", "--title", "Hi ሀ",
            "--animation", "snap-back", "--export", "gif", "--fps", "4"
        ])
        #expect(animated.status == 0, "\(animated.stderr)")
        #expect(animated.stderr.contains("U+1200"), "\(animated.stderr)")
    }

    @Test func theSheetsBackdropIsChosenByName() throws {
        let out = try TestFolder(); defer { out.remove() }
        let base = ["mockup", "-i", Repository.photos, "--format", "square", "--scene", "sheet"]
        #expect(try CLIRunner.run(base + ["-o", out.file("a")]).status == 0)
        let chosen = try CLIRunner.run(base + ["-o", out.file("b"), "--backdrop", "chelsea.png"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: out.file("a/mockup-sheet-square@3x.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: out.file("b/mockup-sheet-square@3x.png")))
        #expect(a != b)
    }

    @Test(arguments: [
        (["--format", "poster"], "--format \"poster\": unknown"),
        (["--at", "4x"], "--at \"4x\": 1x, 2x or 3x"),
        (["--gradient", "#000000"], "--gradient \"#000000\": FROM,TO"),
        (["--background", "#000000", "--gradient", "#000000,#FFFFFF"], "choose one"),
        (["--text-position", "left"], "--text-position \"left\""),
        (["--padding", "600"], "--padding 600.0: from 0 to 500"),
        (["--background-photo", "1", "--dim", "2"], "--dim 2.0: from 0 to 1"),
        (["--title-size", "3"], "--title-size 3.0: from 4 to 200"),
        (["--name", "x/y.png"], "--name \"x/y.png\""),
        (["--blur", "10"], "--blur applies only with --background-photo"),
        (["--frame-color", "#FFFFFF"], "--frame-color applies only with --device-frame"),
        (["--time", "0.2"], "--time applies only with --animation"),
        (["--animation", "swipe-left", "--export", "gif", "--speed", "5"], "--speed 5.0: must be from 0.1 to 4"),
        (["--animation", "swipe-left", "--export", "gif", "--speed", "-1"], "--speed -1.0: must be from 0.1 to 4"),
        (["--speed", "0.5"], "--speed applies to an animated mockup"),
        (["--animation", "swipe-left", "--export", "mp4", "--loop", "2"], "--loop applies to GIF and WebP")
    ])
    func badOptionsAreRefusedByTheParser(_ extra: [String], _ mention: String) throws {
        let message = try #require(
            ParsedCommandLine.refusal(["mockup", "-i", Repository.photos, "-o", "/nonexistent/out"] + extra))
        #expect(message.contains(mention), "\(message)")
    }

    /// Refused when the mockup runs: what needs the photos, or the scene's animations (checked in
    /// process: the message, and that nothing is written).
    @Test(arguments: [
        (["--background-photo", "nope.jpg"], "--background-photo \"nope.jpg\": no such photo"),
        (["--scene", "sheet", "--animation", "swipe-right"], "--animation \"swipe-right\"")
    ])
    func badOptionsAreUsageErrors(_ extra: [String], _ mention: String) throws {
        let out = try TestFolder(); defer { out.remove() }
        let refusal = ParsedCommandLine.refusalWhenRun(["mockup", "-i", Repository.photos, "-o", out.path] + extra)
        #expect(refusal?.contains(mention) == true, "\(refusal ?? "accepted")")
        #expect(out.files().isEmpty)
    }

    @Test func anAnimatedMockupPlaysTheWholeAnimationInsideTheFrame() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "square", "--at", "1x", "--scene", "deck",
            "--animation", "snap-back", "--export", "gif,webp", "--fps", "10", "--title", "Hi"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            out.files() == [
                "manifest.json", "mockup-deck-snap-back-square@1x.gif", "mockup-deck-snap-back-square@1x.webp"
            ])
        #expect(result.stdout.contains("360×360") && result.stdout.contains("at 10 fps"))
        let gif = try Data(contentsOf: URL(fileURLWithPath: out.file("mockup-deck-snap-back-square@1x.gif")))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 360)
        // One image per frame: the held start and end, and the 0.6 s animation at 10 fps, at
        // half speed unless told otherwise.
        func frameCount(_ gif: Data) -> Int {
            (0..<(gif.count - 1)).filter { gif[$0] == 0x21 && gif[$0 + 1] == 0xF9 }.count
        }
        #expect(frameCount(gif) >= 13 + 2, "\(frameCount(gif))")
        #expect(result.stdout.contains("3.10 s at 10 fps"), "\(result.stdout)")
        // At full speed the animation takes half the frames; the holds stay as long (a WebP
        // this time: its frames are what the GIF's were, for a third of the encoding).
        let fast = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.file("fast"), "--format", "square", "--at", "1x",
            "--animation", "snap-back", "--export", "webp", "--fps", "10", "--speed", "1"
        ])
        #expect(fast.status == 0, "\(fast.stderr)")
        #expect(fast.stdout.contains("2.50 s at 10 fps"), "\(fast.stdout)")
        // Each manifest records the speed its files play at.
        for (folder, speed) in [(out.path, 0.5), (out.file("fast"), 1.0)] {
            let manifest =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))) as? [String: Any]
            let settings = manifest?["settings"] as? [String: Any]
            #expect(settings?["speed"] as? Double == speed, "\(folder): \(settings ?? [:])")
        }
    }

    /// Refused by the parser or by the command before it renders (checked in process: the
    /// message, and that nothing is written).
    @Test(arguments: [
        (["--export", "gif"], "name it with --animation"),
        (["--export", "gif", "--animation", "swipe-left", "--time", "0.2"], "drop --time"),
        (["--export-preset", "app-preview", "--animation", "swipe-left", "--export", "gif"], "drop gif"),
        (["--export-preset", "app-preview", "--animation", "swipe-left", "--fps", "24"], "30 fps"),
        (["--export-preset", "trailer"], "unknown (known: app-preview)"),
        (["--export-preset", "app-preview", "--animation", "swipe-left", "--at", "1x"], "drop --at"),
        (["--export", "avi", "--animation", "swipe-left"], "--export \"avi\"")
    ])
    func animatedMockupRequestsAreChecked(_ extra: [String], _ mention: String) throws {
        let out = try TestFolder(); defer { out.remove() }
        let refusal = ParsedCommandLine.refusalWhenRun(["mockup", "-i", Repository.photos, "-o", out.path] + extra)
        #expect(refusal?.contains(mention) == true, "\(refusal ?? "accepted")")
        #expect(out.files().isEmpty)
    }

    /// Through the binary, a refusal the command finds as it runs, a backdrop it cannot find, and
    /// one found as the animated mockup is laid out: exit status 2, the message, and nothing written.
    @Test(arguments: [
        (["--export", "gif"], "name it with --animation"),
        (
            ["--scene", "sheet", "--backdrop", "chelsae"],
            "--backdrop \"chelsae\": no photo in \(Repository.photos) is called that; did you mean \"chelsea\"?"
        ),
        (["--export-preset", "app-preview", "--animation", "swipe-left", "--format", "square"], "not square")
    ])
    func mockupRefusalsExitWithStatus2(_ extra: [String], _ mention: String) throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(["mockup", "-i", Repository.photos, "-o", out.path] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(out.files().isEmpty)
    }

    @Test func mockupsAddToTheirFolderAndNeverReplaceAFileTheyDidNotWrite() throws {
        let out = try TestFolder(); defer { out.remove() }
        let base = ["mockup", "-i", Repository.photos, "-o", out.path, "--format", "square", "--at", "1x"]
        #expect(try CLIRunner.run(base + ["--name", "a.png"]).status == 0)
        #expect(try CLIRunner.run(base + ["--name", "b.png", "--scene", "sheet"]).status == 0)
        // Both kept and listed; the same name again replaces its own file.
        #expect(try CLIRunner.run(base + ["--name", "a.png", "--scene", "sidecard"]).status == 0)
        #expect(out.files() == ["a.png", "b.png", "manifest.json"])
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json"))))
            as? [String: Any]
        let files = try #require(manifest?["files"] as? [[String: Any]])
        #expect(Set(files.compactMap { $0["path"] as? String }) == ["a.png", "b.png"])
        #expect(files.first { $0["path"] as? String == "a.png" }?["scene"] as? String == "sidecard")

        // A file of the user's under the name is left alone, and nothing is written.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out.file("c.png")))
        let refused = try CLIRunner.run(base + ["--name", "c.png"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains("c.png") && refused.stderr.contains("no cardrender manifest"), "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out.file("c.png"))) == Data("mine".utf8))
    }

    @Test func aSizeTooSmallForTheSceneFilesCardsIsWarnedAboutInAMockupAndRefusedForARender() throws {
        let out = try TestFolder(); defer { out.remove() }
        let folder = try TestFolder(); defer { folder.remove() }
        try "deck:\n  containerSize: {width: 340, height: 520}\n".write(
            toFile: folder.file("big.yaml"), atomically: true, encoding: .utf8)
        let small = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "square", "--at", "1x",
            "--scene-file", folder.file("big.yaml"), "--size", "320x480"
        ])
        #expect(small.status == 0, "\(small.stderr)")
        #expect(small.stderr.contains("warning: deck: its cards do not fit the 320×480 pt canvas"), "\(small.stderr)")
        // The seed's own sizes fit any canvas: nothing to say.
        let seed = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", "square", "--at", "1x",
            "--size", "320x480", "--name", "seed.png"
        ])
        #expect(seed.status == 0 && !seed.stderr.contains("warning"), "\(seed.stderr)")
        // Rendering refuses that size instead, naming the smallest that holds the file's cards.
        let render = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.file("frames"), "--scene", "deck", "--animation", "snap-back",
            "--scene-file", folder.file("big.yaml"), "--size", "320x480", "--scale", "0.25", "--fps", "5"
        ])
        #expect(
            render.status == 2
                && render.stderr.contains(
                    "--size 320x480 is too small for deck: the smallest size that works is 340x640"),
            "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.file("frames")))
    }
}
