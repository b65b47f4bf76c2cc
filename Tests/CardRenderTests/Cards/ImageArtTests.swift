import CardGeometry
@testable import CardImaging
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// Image layers: an input photo by index or file name, or an app's image file, covering the layer
/// or fitted inside it on a transparent layer; bad sources are errors that say which and why.
@Suite struct ImageArtTests {
    private static let transparent: [UInt8] = [0, 0, 0, 0]
    private static let red: [UInt8] = [200, 60, 40, 255]
    private static let green: [UInt8] = [0, 200, 0, 255]

    @Test func aCoveringPhotoIsWhatThePhotoContentDraws() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        for (width, height) in [(50, 30), (200, 200), (31, 77)] {
            let photo = try fixture.paint(.photo(1), width: width, height: height).pixels()
            #expect(try fixture.paint(.image(.photo(1), fit: .cover), width: width, height: height).pixels() == photo)
            #expect(
                try fixture.paint(.image(.photoNamed("blue.png"), fit: .cover), width: width, height: height).pixels()
                    == photo)
            #expect(
                try fixture.paint(.image(.photoNamed("blue"), fit: .cover), width: width, height: height).pixels()
                    == photo)
        }
    }

    @Test func aFittedPhotoLeavesTransparentMarginsAboveAndBelow() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        // 120 × 90 into 80 × 80: 80 × 60, rows 10 to 69.
        let image = try fixture.paint(.image(.photo(0), fit: .fit), width: 80, height: 80)
        #expect(image.width == 80 && image.height == 80 && image.bands == 4)
        #expect(try ContentArtFixture.inkBox(image) == PixelRect(x: 0, y: 10, width: 80, height: 60))
        for (x, y) in [(0, 10), (40, 40), (79, 69)] { #expect(try ContentArtFixture.pixel(image, x, y) == Self.red) }
        for (x, y) in [(0, 0), (40, 9), (79, 79)] {
            #expect(try ContentArtFixture.pixel(image, x, y) == Self.transparent)
        }
        #expect(!LayerPainter.isOpaque(.image(.photo(0), fit: .fit)))
        #expect(LayerPainter.isOpaque(.image(.photo(0), fit: .cover)))
    }

    @Test func anAppImageKeepsItsTransparency() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        // 20 × 10 fitted into 40 × 40: doubled to 40 × 20 at rows 10 to 29, the icon's own
        // transparent sides kept (not flattened onto white), its green middle at columns 10 to 29.
        let fitted = try fixture.paint(.image(.file(fixture.icon), fit: .fit), width: 40, height: 40)
        #expect(try ContentArtFixture.pixel(fitted, 20, 20) == Self.green)
        #expect(try ContentArtFixture.pixel(fitted, 12, 12) == Self.green)
        for (x, y) in [(2, 20), (37, 20), (20, 2), (20, 37)] {
            #expect(try ContentArtFixture.pixel(fitted, x, y) == Self.transparent)
        }
        let box = try #require(try ContentArtFixture.inkBox(fitted, threshold: 127))
        #expect(abs(box.x - 10) <= 1 && abs(box.width - 20) <= 2 && box.y == 10 && box.height == 20)
        // Covering 10 × 10: its middle, every pixel opaque green.
        let covered = try fixture.paint(.image(.file(fixture.icon), fit: .cover), width: 10, height: 10)
        #expect(try covered.pixels() == Array([[UInt8]](repeating: Self.green, count: 100).joined()))
        #expect(!LayerPainter.isOpaque(.image(.file(fixture.icon), fit: .cover)))
    }

    private func problem(_ content: LayerContent, limit: PixelLimit? = nil) throws -> String? {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        let photos =
            limit.map { PhotoLibrary(files: fixture.photos.files, cover: fixture.photos.cover, limit: $0) }
            ?? fixture.photos
        do {
            _ = try ContentArt(scale: 1, photos: photos, covers: CoverCrop()).paint(content, width: 20, height: 20)
            return nil
        } catch let failure as ContentFailure {
            return failure.description
        }
    }

    @Test func aPhotoTheInputDoesNotHaveIsAnError() throws {
        #expect(
            try problem(.image(.photo(5), fit: .cover))
                == "cannot draw the image of photo 5: there is no photo 5: the input has 2 photos, numbered 0 to 1")
        #expect(
            try problem(.image(.photo(-1), fit: .fit))
                == "cannot draw the image of photo -1: there is no photo -1: the input has 2 photos, numbered 0 to 1")
        #expect(
            try problem(.image(.photoNamed("bleu.png"), fit: .cover))
                == "cannot draw the image of the photo \"bleu.png\": the input has no photo called \"bleu.png\"; "
                + "did you mean \"blue.png\"?")
    }

    @Test func aBadAppImageFileIsAnErrorNamingIt() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let missing = folder.file("missing.png")
        let missingProblem = try #require(try problem(.image(.file(missing), fit: .fit)))
        #expect(missingProblem.hasPrefix("cannot draw the image file \"\(missing)\": opening failed: "))
        #expect(
            try problem(.image(.file("icons/heart.png"), fit: .fit))
                == "cannot draw the image file \"icons/heart.png\": an image file is named by its absolute path")
        let text = folder.file("notes.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        #expect(
            try problem(.image(.file(text), fit: .cover))?.hasSuffix("reading the header failed: not a readable image")
                == true)
    }

    @Test func anAppImageFileIsHeldToThePhotosPixelLimit() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        let tooLarge = try problem(
            .image(.file(fixture.icon), fit: .fit), limit: PixelLimit(pixels: 199, name: "--max-input-pixels"))
        #expect(tooLarge?.hasSuffix("20×10 is more than the limit of 199 pixels (--max-input-pixels)") == true)
        #expect(try problem(.image(.file(fixture.icon), fit: .fit), limit: PixelLimit(pixels: 200)) == nil)
    }
}
