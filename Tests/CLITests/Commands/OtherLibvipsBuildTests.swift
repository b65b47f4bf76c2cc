import CardImaging
import CardRender
import Foundation
import Testing
import TestSupport

/// Goldens recorded with one libvips build pass with another: every scene (labels, the fixture's
/// captions in all their scripts, stamps, contact sheets) and mockups with Arabic and Japanese
/// titles, rendered with the system's libvips and with pyvips-binary's (loaded through
/// LD_LIBRARY_PATH on cardrender's command line only), pass `cardrender diff` with its defaults,
/// and text on a flat background is byte-identical: cardrender draws text from its own fonts, so
/// only photo resampling and blurs may round a level apart.
@Suite struct OtherLibvipsBuildTests {
    /// Captions in several scripts for photos of one flat colour each.
    static let flatCaptions = """
        file,name,age,caption
        red.png,Ada,36,Hello world — fine print
        blue.png,نور,28,مرحبا بالعالم
        yellow.png,花子,25,こんにちは 🌸
        green.png,민준,31,사진과 여행 · Ελληνικά
        """

    @Test(.enabled(if: OtherLibvips.shouldRun, "\(OtherLibvips.missing)"))
    func everySceneAndMockupPassTheDiffAndTextIsByteIdentical() throws {
        let other = try #require(OtherLibvips.folder, "\(OtherLibvips.missing)")
        let work = try TestFolder(); defer { work.remove() }
        try makeFlatPhotos(in: work.file("flat"))
        try Self.flatCaptions.write(toFile: work.file("flat.csv"), atomically: true, encoding: .utf8)

        let system = work.file("system"), loaded = work.file("other")
        for (out, environment) in [(system, [String: String]()), (loaded, ["LD_LIBRARY_PATH": other])] {
            try render(into: out, environment: environment, work: work)
        }

        // The second run really drew with the other library: its manifests name its version.
        let expected = try OtherLibvips.version(in: other)
        for manifest in ["photos/manifest.json", "flat/manifest.json", "labels/manifest.json"] {
            let systemVersion = try libvipsVersion(in: (system as NSString).appendingPathComponent(manifest))
            let otherVersion = try libvipsVersion(in: (loaded as NSString).appendingPathComponent(manifest))
            #expect(otherVersion == expected, "\(manifest): rendered with libvips \(otherVersion)")
            #expect(systemVersion != expected, "the system's libvips is \(expected) too: nothing was compared")
        }

        // Everything passes the diff with its default threshold.
        let diff = try CLIRunner.run(["diff", system, loaded])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        let pairs = try TestFolder.files(under: system).filter { $0.hasSuffix(".png") }.count
        #expect(diff.stdout.contains("\(pairs) pairs: \(pairs) passed"), "\(diff.stdout)")

        // Text on flat colour: the sheet's rows of names and captions over flat photos, every frame.
        let sheet = try TestFolder.files(under: (system as NSString).appendingPathComponent("flat/sheet"))
        #expect(sheet.count > 10)
        for file in sheet where file.hasSuffix(".png") {
            let path = "flat/sheet/\(file)"
            #expect(try bytes(system, path) == bytes(loaded, path), "\(path) differs between libvips builds")
        }
        // The mockup's title and subtitle on a flat background: the band above the device.
        let band = try titleBand(system, "mockups/ar-ja.png")
        #expect(band == (try titleBand(loaded, "mockups/ar-ja.png")), "the mockup's titles differ between builds")
        let background = Array(band.pixels.prefix(band.bands))
        let drawn = stride(from: 0, to: band.pixels.count, by: band.bands).filter {
            Array(band.pixels[$0..<$0 + band.bands]) != background
        }
        #expect(drawn.count > 1000, "the title band is nearly empty: no text was compared")
    }

    /// Renders every scene from the fixture's photos with captions and stamps; the sheet and the
    /// deck from flat photos with default labels and with captions; and two mockups.
    private func render(into out: String, environment: [String: String], work: TestFolder) throws {
        let runs: [[String]] = [
            [
                "--input", Repository.photos, "--out", "\(out)/photos", "--scene", "all", "--scale", "0.5",
                "--fps", "8", "--stamps", "--captions", Repository.fixtures.appendingPathComponent("captions.csv").path
            ],
            [
                "--input", work.file("flat"), "--out", "\(out)/flat", "--scene", "sheet,deck", "--scale", "1",
                "--fps", "8", "--captions", work.file("flat.csv")
            ],
            [
                "--input", work.file("flat"), "--out", "\(out)/labels", "--scene", "deck", "--animation",
                "swipe-right", "--scale", "0.5", "--fps", "8", "--stamps"
            ],
            [
                "mockup", "--input", work.file("flat"), "--out", "\(out)/mockups", "--scene", "sheet",
                "--captions", work.file("flat.csv"), "--format", "iphone-6.9", "--at", "1x",
                "--background", "#203040", "--title", "صور قريبة منك", "--subtitle", "近くの写真を見つけよう",
                "--name", "ar-ja.png"
            ],
            [
                "mockup", "--input", Repository.photos, "--out", "\(out)/mockups", "--scene", "deck",
                "--format", "iphone-6.9", "--at", "1x", "--title", "写真を見つけよう", "--name", "ja.png"
            ]
        ]
        for arguments in runs {
            let result = try CLIRunner.run(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }

    /// Four photos of one flat colour each, named as `flatCaptions` names them.
    private func makeFlatPhotos(in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let colours: [(String, [UInt8])] = [
            ("red", [200, 60, 60]), ("blue", [40, 120, 200]), ("yellow", [240, 200, 40]), ("green", [50, 160, 90])
        ]
        for (name, colour) in colours {
            try DiffTestImages.writePNG(
                DiffTestImages.solid(120, 160, colour + [255]),
                to: (folder as NSString).appendingPathComponent("\(name).png"))
        }
    }

    private func bytes(_ root: String, _ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: (root as NSString).appendingPathComponent(path)))
    }

    private func libvipsVersion(in manifest: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest)))
        let settings = (object as? [String: Any])?["settings"] as? [String: Any]
        return try #require(settings?["libvips"] as? String, "\(manifest) names no libvips version")
    }

    /// The top tenth of a mockup's rows, where its title and subtitle are, as RGB(A) bytes.
    private func titleBand(_ root: String, _ path: String) throws -> (bands: Int, pixels: [UInt8]) {
        let image = try VImage.load((root as NSString).appendingPathComponent(path))
        let band = try image.cropped(left: 0, top: 0, width: image.width, height: image.height / 10)
            .inMemory("reading the title band")
        let memory = band.memoryPixels
        var pixels: [UInt8] = []
        for row in 0..<band.height {
            pixels += UnsafeBufferPointer(start: memory.pixels + row * memory.stride, count: band.width * band.bands)
        }
        return (band.bands, pixels)
    }
}
