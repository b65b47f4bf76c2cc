import Foundation
import Testing
import TestSupport

/// An MP4 of odd-sized frames, read back by ffprobe, decoded by ffmpeg and played in Chromium:
/// the column and row added to make its sides even show the picture's own edge (no dark line,
/// none bleeding into the last real column through the shared chroma), its colours decode as
/// they were drawn, the stream says how (BT.709, limited range), and it names no encoder.
@Suite struct VideoEdgeAndColourTests {
    static let ffmpeg = "/usr/bin/ffmpeg", ffprobe = "/usr/bin/ffprobe"
    static let hasTools = [ffmpeg, ffprobe].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    static let inCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    static let missing = "ffmpeg and ffprobe are not installed (scripts/install-deps.sh --test installs them)"
    static let script = Repository.root.appendingPathComponent("scripts/video-frame-in-chromium.py").path

    /// A saturated background, so that a dark edge mixed into its chroma, or colours converted
    /// with one matrix and tagged with another, move it far more than the tolerance.
    static let background = "#C0392B"
    /// Per channel: what H.264 at cardrender's quality leaves of a flat colour.
    static let tolerance = 6

    /// A picture as packed 8-bit RGB.
    struct RGBImage {
        var width: Int, height: Int, bytes: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let at = (y * width + x) * 3
            return bytes[at..<at + 3].map(Int.init)
        }

        /// The largest difference in any channel from `colour` over `points`, and where it is.
        func worst(_ points: [(Int, Int)], from colour: [Int]) -> Worst {
            Worst(zip(points, points.map { pixel($0.0, $0.1) }), from: colour)
        }
    }

    /// The pixel furthest from a colour, in its worst channel.
    struct Worst: CustomStringConvertible {
        var difference = -1, at = (0, 0), pixel: [Int] = []

        init(_ pixels: some Sequence<((Int, Int), [Int])>, from colour: [Int]) {
            for (point, found) in pixels {
                let difference = zip(found, colour).map { abs($0 - $1) }.max() ?? 0
                if difference > self.difference { (self.difference, at, pixel) = (difference, point, found) }
            }
        }

        var description: String { "\(pixel) at \(at)" }
    }

    /// The places compared with the edge's colour in a frame of `width`×`height` padded by one
    /// both ways: the last real column and row, the added ones, and a flat area inside.
    static func places(width: Int, height: Int) -> [(name: String, points: [(Int, Int)])] {
        [
            ("the last column", (0..<height).map { (width - 1, $0) }),
            ("the added column", (0...height).map { (width, $0) }),
            ("the last row", (0..<width).map { ($0, height - 1) }), ("the added row", (0...width).map { ($0, height) }),
            (
                "a flat area near the bottom left",
                (0..<16).flatMap { x in (height - 24..<height - 8).map { y in (x, y) } }
            )
        ]
    }

    /// The deck's snap-back at rest in its first frame, exported as MP4 at 195×423 pixels (390×846
    /// points at half scale, odd both ways) on the saturated background; the video and the first
    /// PNG frame, whose last two columns and rows and the flat area are all the background.
    static func renderOddSizedVideo(in work: TestFolder) throws -> (video: String, png: RGBImage) {
        try "deck:\n  background: \"\(background)\"\n".write(
            toFile: work.file("scene.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run([
            "-i", Repository.photos, "-o", work.file("out"), "--scene", "deck", "--animation", "snap-back",
            "--scene-file", work.file("scene.yaml"), "--size", "390x846", "--scale", "0.5", "--fps", "10",
            "--export", "mp4"
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let png = try firstFrame(work.file("out/deck/snap-back/frame-0000.png"))
        try #require(png.width == 195 && png.height == 423, "\(png.width)×\(png.height)")
        let (width, height) = (png.width, png.height)
        let lastColumns: [(Int, Int)] = (0..<height).flatMap { [(width - 2, $0), (width - 1, $0)] }
        let lastRows: [(Int, Int)] = (0..<width).flatMap { [($0, height - 2), ($0, height - 1)] }
        let flat = lastColumns + lastRows + places(width: width, height: height).last!.points
        let uneven = png.worst(flat, from: png.pixel(width - 1, height - 1))
        try #require(uneven.difference == 0, "frame-0000.png is not flat at its edge: \(uneven)")
        return (work.file("out/deck/snap-back.mp4"), png)
    }

    /// The first frame of `file` (a PNG or an MP4) as ffmpeg decodes it to RGB.
    static func firstFrame(_ file: String) throws -> RGBImage {
        let size = try CLIRunner.runTool(
            ffprobe,
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                "-of", "csv=p=0", file
            ])
        try #require(size.status == 0, "ffprobe \(file): \(size.stderr)")
        let sides = size.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap {
            Int($0)
        }
        try #require(sides.count == 2, "ffprobe \(file): \(size.stdout)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-nostdin", "-v", "error", "-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0 && data.count == sides[0] * sides[1] * 3, "ffmpeg could not decode \(file)")
        return RGBImage(width: sides[0], height: sides[1], bytes: [UInt8](data))
    }

    @Test(.enabled(if: hasTools || inCI, "\(missing)"))
    func anOddSizedVideoShowsItsOwnEdgeInTaggedColoursAndNamesNoEncoder() throws {
        try #require(Self.hasTools, "\(Self.missing)")
        let work = try TestFolder(); defer { work.remove() }
        let (video, png) = try Self.renderOddSizedVideo(in: work)
        let edge = png.pixel(png.width - 1, png.height - 1)

        let decoded = try Self.firstFrame(video)
        try #require(
            decoded.width == png.width + 1 && decoded.height == png.height + 1, "\(decoded.width)×\(decoded.height)")
        for (name, points) in Self.places(width: png.width, height: png.height) {
            let worst = decoded.worst(points, from: edge)
            #expect(worst.difference <= Self.tolerance, "ffmpeg decodes \(name) as \(worst), the edge being \(edge)")
        }

        let probe = try CLIRunner.runTool(Self.ffprobe, ["-v", "error", "-show_format", "-show_streams", video])
        try #require(probe.status == 0, "ffprobe: \(probe.stderr)")
        let fields = probe.stdout.split(separator: "\n").map(String.init)
        for field in [
            "color_space=bt709", "color_transfer=bt709", "color_primaries=bt709", "color_range=tv",
            "profile=High", "pix_fmt=yuv420p", "nb_frames=7"
        ] {
            let key = field.prefix { $0 != "=" } + "="
            let said = fields.contains(field)
            #expect(said, "ffprobe says \(fields.filter { $0.hasPrefix(key) }), not \(field)")
        }
        let encoderTags = fields.filter { $0.lowercased().contains("encoder") }
        #expect(encoderTags.isEmpty, "ffprobe: \(encoderTags)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: video))
        #expect(bytes.range(of: Data("x264 - core".utf8)) == nil, "the file holds x264's option string")
        #expect(bytes.range(of: Data("Lavc".utf8)) == nil, "the file names libavcodec")
    }

    /// Chromium plays the video (scripts/video-frame-in-chromium.py draws its first frame into a
    /// canvas) with the same edge and colours.
    @Test(.enabled(if: (hasTools && Chromium.path != nil) || inCI, "\(missing); \(Chromium.missing)"))
    func anOddSizedVideoPlaysInChromiumWithItsOwnEdge() throws {
        try #require(Self.hasTools, "\(Self.missing)")
        let chromium = try #require(Chromium.path, "\(Chromium.missing)")
        let work = try TestFolder(); defer { work.remove() }
        let (video, png) = try Self.renderOddSizedVideo(in: work)
        let edge = png.pixel(png.width - 1, png.height - 1)
        let places = Self.places(width: png.width, height: png.height)
        let points = places.flatMap(\.points)
        let played = try CLIRunner.runTool(
            Python.path,
            [Self.script, video, "--chromium", chromium]
                + points.flatMap { ["--at", "\($0.0),\($0.1)"] })
        #expect(played.status == 0, "\(played.stdout)\(played.stderr)")
        let shown = try #require(
            try JSONSerialization.jsonObject(with: Data(played.stdout.utf8)) as? [String: Any], "\(played.stdout)")
        #expect(
            shown["width"] as? Int == png.width + 1 && shown["height"] as? Int == png.height + 1, "\(played.stdout)")
        #expect(shown["duration"] as? Double == 0.7, "\(played.stdout)")
        let pixels = try #require(shown["pixels"] as? [[Int]], "\(played.stdout)")
        try #require(pixels.count == points.count)
        var next = 0
        for (name, points) in places {
            let worst = Worst(zip(points, pixels[next..<next + points.count]), from: edge)
            next += points.count
            #expect(worst.difference <= Self.tolerance, "Chromium shows \(name) as \(worst), the edge being \(edge)")
        }
    }
}
