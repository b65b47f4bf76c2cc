import Foundation
import Testing
import TestSupport

/// Google Play's formats, each checked against what the Play Console takes: screenshots of 320 to
/// 3840 pixels a side for phones and 1080 to 7680 for tablets, the long side at most twice the
/// short one; the feature graphic exactly 1024×500; all 24-bit, no alpha.
@Suite struct GooglePlayFormatTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var format: String
        var size: (width: Int, height: Int)
        var sides: ClosedRange<Int>
        /// Screenshots' limit; the feature graphic's size is fixed instead.
        var screenshot: Bool
        var testDescription: String { format }
    }

    static let formats: [Expected] = [
        Expected(format: "play-phone", size: (1080, 1920), sides: 320...3840, screenshot: true),
        Expected(format: "play-tablet-7", size: (1080, 1920), sides: 1080...7680, screenshot: true),
        Expected(format: "play-tablet-10", size: (1440, 2560), sides: 1080...7680, screenshot: true),
        Expected(format: "play-feature", size: (1024, 500), sides: 320...3840, screenshot: false)
    ]

    @Test(.enabled(if: ImageReaders.pngTools, "\(ImageReaders.pngToolsMissing)"), arguments: formats)
    func eachFormatIsWhatThePlayConsoleTakes(_ expected: Expected) throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run([
            "mockup", "-i", Repository.photos, "-o", out.path, "--format", expected.format, "--device-frame",
            "--title", "Swipe right", "--name", "play.png"
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let view = try ImageReaders.pillow(out.file("play.png"))
        #expect(view.format == "PNG" && view.mode == "RGB", "\(view)")
        #expect(view.width == expected.size.width && view.height == expected.size.height, "\(view)")
        #expect(expected.sides.contains(view.width) && expected.sides.contains(view.height), "\(view)")
        if expected.screenshot {
            #expect(max(view.width, view.height) <= 2 * min(view.width, view.height), "\(view)")
        }
        let chunks = try ImageReaders.pngChunks(out.file("play.png"))
        #expect(
            chunks.report.contains("\(view.width) x \(view.height) image, 24-bit RGB, non-interlaced"),
            "\(chunks.report)")
        #expect(chunks.names.contains("sRGB"))
    }

    @Test func aMockupSetRendersThePlayFormats() throws {
        let out = try TestFolder(); defer { out.remove() }
        let set = """
            formats: [play-phone, play-tablet-7, play-tablet-10, play-feature]
            density: 1x
            device-frame: true
            shots:
              - {scene: deck, title: Swipe right}
            """
        let result = try MockupSetCommandTests.run(set, out: out)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4 mockups (1 language × 4 formats × 1 shot)"), "\(result.stdout)")
        let sizes = [
            ("play-phone", (360, 640)), ("play-tablet-7", (540, 960)), ("play-tablet-10", (720, 1280)),
            ("play-feature", (512, 250))
        ]
        for (format, size) in sizes {
            #expect(try MockupCommandTests.pngSize(out.file("en-US/\(format)/01-deck.png")) == size, "\(format)")
        }
        let manifest = try HostileFiles.readJSON(out.file("manifest.json"))
        let formats = (manifest["files"] as? [[String: Any]])?.compactMap { $0["mockupFormat"] as? String }
        #expect(formats == sizes.map(\.0))
    }
}
