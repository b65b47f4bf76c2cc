import CVipsShim
@testable import CardImaging
import Foundation
import CardSettings
import Testing
import TestSupport
@testable import CardRender

/// Broken and hostile inputs: each is reported with its path and a reason, nothing crashes or
/// hangs, and the good photos still render.
@Suite struct HostileInputTests {
    private func issue(for path: String, maxPixels: Int = PhotoDecoder.defaultMaxPixels) -> InputIssue? {
        switch PhotoFolder.classify(path) {
        case let .issue(issue): return issue
        case .photo:
            do {
                _ = try PhotoDecoder.decode(
                    PhotoFile(path: path), cover: (width: 100, height: 100), limit: PixelLimit(pixels: maxPixels))
                return nil
            } catch let issue as InputIssue {
                return issue
            } catch {
                return InputIssue(path: path, reason: "unexpected \(error)", severity: .failed)
            }
        }
    }

    @Test func eachBrokenFileFailsWithItsPathAndAReason() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let jpeg = try BadInputs.jpegBytes(width: 320, height: 240),
            png = try BadInputs.pngBytes(width: 320, height: 240)
        let cases: [(String, [UInt8])] = [
            ("zero.jpg", []),
            ("text.png", Array("this is not a picture\n".utf8)),
            ("cut.jpg", Array(jpeg.prefix(jpeg.count / 2))),
            ("cut.png", Array(png.prefix(png.count / 2))),
            ("noise.jpg", [0xFF, 0xD8, 0xFF, 0xE0] + BadInputs.noise(4000))
        ]
        for (name, bytes) in cases {
            try BadInputs.write(bytes, to: folder.file(name))
            let found = try #require(issue(for: folder.file(name)), "\(name) was accepted")
            #expect(found.path == folder.file(name))
            #expect(found.severity == .failed, "\(name)")
            #expect(!found.reason.isEmpty && !found.reason.contains("\n"), "\(name): \(found.reason)")
        }
    }

    /// 60000 × 60000 claimed in 70 bytes: refused from the header, before any pixel is decoded.
    @Test func decompressionBombIsRefusedFromTheHeader() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(BadInputs.pngBomb(), to: folder.file("bomb.png"))
        let found = try #require(issue(for: folder.file("bomb.png")))
        // The size check is the step before decoding: the refusal names it.
        #expect(found.reason.hasPrefix("checking the size failed: 60000×60000"), "\(found.reason)")
        // Reading only the header refuses it too.
        #expect(throws: InputIssue.self) { try PhotoDecoder.header(PhotoFile(path: folder.file("bomb.png"))) }
    }

    /// Found by the fuzzer: a 1 KB PNG whose iTXt chunk claims 1.7 GB made libpng allocate it.
    /// The chunk walk refuses it before libvips opens the file.
    @Test func pngChunkLongerThanTheFileIsRefused() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(try BadInputs.pngWithGiantChunk(), to: folder.file("giant-chunk.png"))
        let found = try #require(issue(for: folder.file("giant-chunk.png")))
        #expect(found.reason.contains("chunk iTXt") && found.reason.contains("1761608685"), "\(found.reason)")
        // A whole PNG passes the same walk.
        try BadInputs.write(try BadInputs.pngBytes(), to: folder.file("fine.png"))
        #expect(PNGChunkCheck.problem(in: folder.file("fine.png")) == nil)
    }

    @Test func limitIsConfigurable() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write(try BadInputs.pngBytes(width: 100, height: 100), to: folder.file("ok.png"))
        #expect(issue(for: folder.file("ok.png"), maxPixels: 10_000) == nil)
        #expect(issue(for: folder.file("ok.png"), maxPixels: 9_999)?.reason.contains("limit") == true)
    }

    @Test(arguments: [(1, 1), (4000, 300), (60, 2000)])
    func tinyAndExtremeShapesRender(width: Int, height: Int) throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let image =
            width < 2
            ? try TestImages.solid(width: width, height: height, [200, 30, 30])
            : try TestImages.halves(width: width, height: height, left: [200, 30, 30], right: [30, 30, 200])
        try image.save(to: input.file("shape.png"))
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 10
        let summary = try RenderJob(
            input: input.path, output: out.path, settings: settings,
            requests: SceneCatalogNames.all.map { SceneRequest(name: $0) }
        ).run()
        #expect(!summary.hadFailures)
        #expect(summary.photos == 1)
    }

    /// Orientation o: the stored pixels are the upright picture turned so that applying o shows it
    /// upright again. Upright it is 48 × 32: red top-left, green top-right, blue bottom-left,
    /// white bottom-right.
    @Test(arguments: 1...8)
    func everyExifOrientationComesOutUpright(orientation: Int) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (w, h) = (48, 32)
        func upright(_ x: Int, _ y: Int) -> [UInt8] {
            switch (x < w / 2, y < h / 2) {
            case (true, true): [220, 20, 20]
            case (false, true): [20, 220, 20]
            case (true, false): [20, 20, 220]
            case (false, false): [240, 240, 240]
            }
        }
        let swaps = orientation >= 5
        let (sw, sh) = swaps ? (h, w) : (w, h)
        var stored: [UInt8] = []
        for ys in 0..<sh {
            for xs in 0..<sw {
                // Where stored pixel (xs, ys) is shown under this orientation.
                let (xd, yd): (Int, Int) =
                    switch orientation {
                    case 2: (sw - 1 - xs, ys)
                    case 3: (sw - 1 - xs, sh - 1 - ys)
                    case 4: (xs, sh - 1 - ys)
                    case 5: (ys, xs)
                    case 6: (sh - 1 - ys, xs)
                    case 7: (sh - 1 - ys, sw - 1 - xs)
                    case 8: (ys, sw - 1 - xs)
                    default: (xs, ys)
                    }
                stored += upright(xd, yd)
            }
        }
        let image = try VImage.fromPixels(stored, width: sw, height: sh, bands: 3).colourspace(VIPS_INTERPRETATION_sRGB)
        vips_image_set_int(image.pointer, "orientation", Int32(orientation))
        // EXIF orientation is a JPEG (and TIFF, HEIF, WebP) tag; libvips writes it into the JPEG's EXIF.
        try image.save(to: folder.file("o\(orientation).jpg"))
        let decoded = try PhotoDecoder.decode(
            PhotoFile(path: folder.file("o\(orientation).jpg")), cover: (width: w, height: h))
        try #require(
            decoded.width == w && decoded.height == h, "orientation \(orientation): \(decoded.width)×\(decoded.height)")
        for (x, y) in [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)] {
            let pixel = try TestImages.pixel(decoded, x, y).map(Int.init)
            #expect(
                zip(pixel, upright(x, y).map(Int.init)).allSatisfy { abs($0 - $1) <= 30 },
                "orientation \(orientation) at (\(x), \(y)): \(pixel)")
        }
    }
}

enum SceneCatalogNames {
    static let all = ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"]
}
