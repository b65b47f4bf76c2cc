import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardMockup
@testable import CardSettings

/// A mockup's title and subtitle in a font file of the user's.
@Suite struct MockupFontTests {
    /// The PNG's bytes of a square 1x mockup of the deck on black with `title` in `font`.
    static func png(title: String, font: String?, subtitle: String? = nil) throws -> Data {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.format = MockupFormat.named("square")!
        settings.density = 1
        settings.background = .solid(.black)
        settings.title = title
        settings.subtitle = subtitle
        settings.font = font
        _ = try MockupJob(input: Repository.photos, output: folder.file("m.png"), settings: settings).run()
        return try Data(contentsOf: URL(fileURLWithPath: folder.file("m.png")))
    }

    /// The white pixels of the top band, where the title's first line is.
    static func inkInTitleBand(_ png: Data) throws -> Int {
        let folder = try TestFolder(); defer { folder.remove() }
        try png.write(to: URL(fileURLWithPath: folder.file("m.png")))
        let band = try VImage.load(folder.file("m.png")).materialized("test")
            .cropped(left: 0, top: 20, width: 360, height: 30).pixels()
        return stride(from: 0, to: band.count, by: 3).filter { band[$0] > 128 && band[$0 + 1] > 128 }.count
    }

    @Test func aTitleInTheFontDiffersFromInterAndIsTheSameBytesEachTime() throws {
        let font = Repository.shippedFont("NanumSquareB.ttf")
        let mine = try Self.png(title: "Swipe right", font: font, subtitle: "On a good photo")
        let again = try Self.png(title: "Swipe right", font: font, subtitle: "On a good photo")
        let inter = try Self.png(title: "Swipe right", font: nil, subtitle: "On a good photo")
        #expect(mine == again)
        #expect(mine != inter)
        #expect(try Self.inkInTitleBand(mine) > 100)
    }

    @Test func aScriptTheFontLacksIsDrawnByTheShippedFonts() throws {
        // Inter Bold has no Arabic: Noto Sans Arabic draws it, in the same place as without the font.
        let font = Repository.shippedFont("Inter-Bold.otf")
        let arabic = try Self.png(title: "اسحب لليسار", font: font)
        #expect(try Self.inkInTitleBand(arabic) > 100)
        #expect(arabic == (try Self.png(title: "اسحب لليسار", font: nil)))
    }

    @Test func anUnusableFontStopsTheMockupBeforeAnythingIsWritten() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try Data("{\"not\": \"a font\"}".utf8).write(to: URL(fileURLWithPath: folder.file("brand.ttf")))
        for (path, expected) in [
            (folder.file("brand.ttf"), FontFile.Problem.notAFont), (folder.file("gone.otf"), .missing),
            (folder.path, .folder)
        ] {
            var settings = MockupSettings()
            settings.title = "Hi"
            settings.font = path
            let out = folder.file("out/m.png")
            do {
                _ = try MockupJob(input: Repository.photos, output: out, settings: settings).run()
                Issue.record("\(path) was taken as a font")
            } catch let MockupFailure.unusableFont(failed, problem) {
                #expect(failed == path && problem == expected)
                #expect(MockupFailure.unusableFont(path: failed, problem: problem).description.contains(path))
            }
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func aMockupSetDrawsEveryImageInTheFont() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        var base = MockupSettings()
        base.density = 1
        base.background = .solid(.black)
        var shot = MockupSet.Shot(scene: "deck")
        shot.titles = ["en-US": "Swipe right"]
        let formats = [MockupFormat.named("square")!]
        func run(_ font: String?, _ name: String) throws -> Data {
            var set = MockupSet(formats: formats, languages: ["en-US"], shots: [shot], base: base)
            set.base.font = font
            _ = try MockupSetJob(input: Repository.photos, output: folder.file(name), set: set).run()
            return try Data(contentsOf: URL(fileURLWithPath: folder.file("\(name)/en-US/square/01-deck.png")))
        }
        let plain = try run(nil, "plain"), mine = try run(Repository.shippedFont("NanumSquareB.ttf"), "mine")
        #expect(plain != mine)
        // The set's own single mockup in the same font is the same picture.
        #expect(mine == (try Self.png(title: "Swipe right", font: Repository.shippedFont("NanumSquareB.ttf"))))
        do {
            _ = try run(folder.file("missing.otf"), "bad")
            Issue.record("a missing font was taken")
        } catch let MockupFailure.unusableFont(path, problem) {
            #expect(path == folder.file("missing.otf") && problem == .missing)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("bad/en-US")))
    }
}
