import Foundation
import Testing
import TestSupport

/// Mockups say their colours are sRGB, so store pipelines and browsers need not guess: a PNG
/// with an `sRGB` chunk (and the gAMA and cHRM values for sRGB) before its pixels, an animated
/// WebP with an sRGB ICC profile. Rendered frames and their exports stay untagged, their bytes
/// as they were.
@Suite struct MockupColourTagTests {
    @Test(.enabled(if: ImageReaders.pngTools, "\(ImageReaders.pngToolsMissing)"))
    func aMockupIsTaggedSRGBWhileARenderedFrameIsNot() throws {
        let out = try TestFolder(); defer { out.remove() }
        let mockup = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.file("mockups"), "--format", "square", "--at", "1x",
            "--title", "Hi", "--name", "square.png"
        ])
        try #require(mockup.status == 0, "\(mockup.stderr)")
        let tagged = try ImageReaders.pngChunks(out.file("mockups/square.png"))
        #expect(tagged.names == ["IHDR", "sRGB", "gAMA", "cHRM", "IDAT", "IEND"], "\(tagged.report)")
        #expect(tagged.report.contains("rendering intent = perceptual"), "\(tagged.report)")
        #expect(tagged.report.contains("White x = 0.3127 y = 0.329,  Red x = 0.64 y = 0.33"), "\(tagged.report)")
        let view = try ImageReaders.pillow(out.file("mockups/square.png"))
        #expect(view.srgb == 0 && view.gamma == 0.45455, "\(view)")
        #expect(view.mode == "RGB" && view.iccDescription == nil)

        // A frame of the default render (its scale and size), and its contact sheet: no colour chunk.
        let render = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.file("render"), "--scene", "sheet", "--animation", "settle", "--fps", "2"
        ])
        try #require(render.status == 0, "\(render.stderr)")
        for file in ["sheet/still.png", "sheet/settle/frame-0001.png", "sheet/settle/contact-sheet.png"] {
            let plain = try ImageReaders.pngChunks(out.file("render/\(file)"))
            #expect(plain.names == ["IHDR", "IDAT", "IEND"], "\(file): \(plain.report)")
        }
    }

    @Test(.enabled(if: ImageReaders.pngTools, "\(ImageReaders.pngToolsMissing)"))
    func aMockupSetsImagesAreTaggedSRGB() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try MockupSetCommandTests.run(
            "formats: [link]\ndensity: 1x\nshots:\n  - {scene: sheet, title: Hi}\n", out: out)
        try #require(result.status == 0, "\(result.stderr)")
        let chunks = try ImageReaders.pngChunks(out.file("en-US/link/01-sheet.png"))
        #expect(chunks.names == ["IHDR", "sRGB", "gAMA", "cHRM", "IDAT", "IEND"], "\(chunks.report)")
        #expect(try ImageReaders.pillow(out.file("en-US/link/01-sheet.png")).srgb == 0)
    }

    @Test(.enabled(if: ImageReaders.webpTools, "\(ImageReaders.webpToolsMissing)"))
    func anAnimatedMockupsWebPCarriesAnSRGBProfileWhileARendersDoesNot() throws {
        let out = try TestFolder(); defer { out.remove() }
        let mockup = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.file("mockups"), "--format", "square", "--at", "1x",
            "--animation", "snap-back", "--export", "webp", "--fps", "5", "--name", "square.webp"
        ])
        try #require(mockup.status == 0, "\(mockup.stderr)")
        let report = try ImageReaders.webpChunks(out.file("mockups/square.webp"))
        #expect(report.contains("ICCP: 1") && report.contains("Chunk ICCP"), "\(report)")
        #expect(report.contains("EXIF: 0") && report.contains("XMP: 0"), "\(report)")
        let view = try ImageReaders.pillow(out.file("mockups/square.webp"))
        #expect(view.format == "WEBP" && view.iccDescription == "sRGB", "\(view)")

        // A render's export carries no profile, as its frames carry none.
        let render = try CLIRunner.run([
            "-i", Repository.photos, "-o", out.file("render"), "--scene", "deck", "--animation", "snap-back",
            "--scale", "0.25", "--fps", "5", "--export", "webp"
        ])
        try #require(render.status == 0, "\(render.stderr)")
        let plain = try ImageReaders.webpChunks(out.file("render/deck/snap-back.webp"))
        #expect(plain.contains("ICCP: 0") && !plain.contains("Chunk ICCP"), "\(plain)")
    }
}
