import Foundation
import Testing
import TestSupport
@testable import cardrender

/// `cardrender mockup --font` and a set file's `font:`.
@Suite struct MockupFontCommandTests {
    @Test func theTitleIsDrawnInTheFontAndABadFileIsNamed() throws {
        let out = try TestFolder(); defer { out.remove() }
        let base = ["mockup", "-i", Repository.photos, "--format", "square", "--at", "1x", "--title", "Swipe right"]
        #expect(try CLIRunner.run(base + ["-o", out.file("plain")]).status == 0)
        let mine = try CLIRunner.run(
            base + ["-o", out.file("mine"), "--font", Repository.shippedFont("NanumSquareB.ttf")])
        #expect(mine.status == 0, "\(mine.stderr)")
        let plain = try Data(contentsOf: URL(fileURLWithPath: out.file("plain/mockup-deck-square@1x.png")))
        let drawn = try Data(contentsOf: URL(fileURLWithPath: out.file("mine/mockup-deck-square@1x.png")))
        #expect(plain != drawn)

        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: out.file("logo.ttf")))
        let bad = try CLIRunner.run(base + ["-o", out.file("bad"), "--font", out.file("logo.ttf")])
        #expect(bad.status != 0)
        #expect(
            bad.stderr.contains(
                "cardrender: \(out.file("logo.ttf")): cannot be the title font: not a TrueType or OpenType font"),
            "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.file("bad/mockup-deck-square@1x.png")))
        let empty = try CLIRunner.run(base + ["-o", out.file("bad"), "--font", ""])
        #expect(empty.status != 0 && empty.stderr.contains("--font"), "\(empty.stderr)")
    }

    @Test func aSetFileNamesItsFontRelativeToItself() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("release/fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.shippedFont("NanumSquareB.ttf"), toPath: folder.file("release/fonts/brand.ttf"))
        let set = "formats: [square]\ndensity: 1x\nfont: fonts/brand.ttf\nshots:\n  - scene: deck\n    title: Hi\n"
        try set.write(toFile: folder.file("release/set.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run([
            "mockup", "--config", folder.file("release/set.yaml"), "-i", Repository.photos, "-o", folder.file("out")
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("out/en-US/square/01-deck.png")))

        try set.replacingOccurrences(of: "brand.ttf", with: "gone.ttf")
            .write(toFile: folder.file("release/set.yaml"), atomically: true, encoding: .utf8)
        let missing = try CLIRunner.run([
            "mockup", "--config", folder.file("release/set.yaml"), "-i", Repository.photos, "-o", folder.file("out2")
        ])
        #expect(missing.status != 0)
        #expect(
            missing.stderr.contains("\(folder.file("release/fonts/gone.ttf")): cannot be the title font: no such file"),
            "\(missing.stderr)")
        // The file gives the font: the option is refused beside it.
        let both = try CLIRunner.run([
            "mockup", "--config", folder.file("release/set.yaml"), "-i", Repository.photos, "-o", folder.file("out3"),
            "--font", Repository.shippedFont("Inter-Bold.otf")
        ])
        #expect(both.status != 0 && both.stderr.contains("--font does not apply with --config"), "\(both.stderr)")
    }
}
