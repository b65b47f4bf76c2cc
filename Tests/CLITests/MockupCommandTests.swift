import Foundation
import Testing

/// `cardrender mockup` from the command line.
@Suite struct MockupCommandTests {
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func writesTheFormatsSizeUnderItsDefaultName() throws {
        let out = try Scratch(); defer { out.remove() }
        let result = try CLIRunner.run(["mockup", "-i", Repository.photos, "-o", out.path, "--format", "link", "--at", "2x", "--title", "Hi"])
        #expect(result.status == 0, "\(result.stderr)")
        let file = out.file("mockup-deck-link@2x.png")
        #expect(try Self.pngSize(file) == (1200, 630))
        #expect(result.stdout.contains("1200×630"))
    }

    @Test func aTitleCharacterNoShippedFontHasIsSaid() throws {
        let out = try Scratch(); defer { out.remove() }
        let result = try CLIRunner.run(["mockup", "-i", Repository.photos, "-o", out.path, "--format", "link", "--title", "Hi ሀ 🔥"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("cardrender: mockup: the --title \"Hi ሀ 🔥\" has U+1200 \"ሀ\", which no shipped font draws"), "\(result.stderr)")
        #expect(!result.stderr.contains("U+1F525"), "the emoji draws")
    }

    @Test func theSheetsBackdropIsChosenByName() throws {
        let out = try Scratch(); defer { out.remove() }
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
        (["--background-photo", "nope.jpg"], "--background-photo \"nope.jpg\": no such photo"),
        (["--scene", "sheet", "--animation", "swipe-right"], "--animation \"swipe-right\""),
        (["--name", "x/y.png"], "--name \"x/y.png\""),
        (["--scene", "sheet", "--backdrop", "chelsae"], "--backdrop \"chelsae\": no photo in \(Repository.photos) is called that; did you mean \"chelsea\"?"),
    ])
    func badOptionsAreUsageErrors(_ extra: [String], _ mention: String) throws {
        let out = try Scratch(); defer { out.remove() }
        let result = try CLIRunner.run(["mockup", "-i", Repository.photos, "-o", out.path] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(out.files().isEmpty)
    }
}
