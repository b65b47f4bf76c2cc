import CVipsShim
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender
@testable import CardSettings

/// `--export`: GIF and WebP read back with libvips; MP4 through ffmpeg where it is installed.
@Suite struct AnimatedExportTests {
    /// An animated file's pages as libvips reads them back.
    struct ReadBack {
        var width: Int
        var pageHeight: Int
        var pages: Int
        var delays: [Int]
        var loop: Int

        init(_ path: String) throws {
            var out: UnsafeMutablePointer<VipsImage>?
            guard cr_open_all_pages(path, &out) == 0, let out else {
                throw VipsFailure(step: "reading \(path)", detail: VipsRuntime.takeErrorDetail())
            }
            let image = VImage(taking: out)
            width = image.width
            pageHeight = Int(vips_image_get_page_height(image.pointer))
            var value: Int32 = 0
            pages = vips_image_get_int(image.pointer, "n-pages", &value) == 0 ? Int(value) : 1
            loop = vips_image_get_int(image.pointer, "loop", &value) == 0 ? Int(value) : -1
            var array: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            delays =
                vips_image_get_array_int(image.pointer, "delay", &array, &count) == 0 && array != nil
                ? (0..<Int(count)).map { Int(array![$0]) } : []
        }
    }

    static func render(
        _ formats: [ExportFormat], loop: Int = 0, jobs: Int = 2, into folder: TestFolder
    ) throws -> RenderJob.Summary {
        var settings = RenderSettings()
        settings.scale = 0.25
        settings.fps = 20
        settings.exports = formats
        settings.loop = loop
        settings.jobs = jobs
        return try RenderJob(
            input: Repository.photos, output: folder.path, settings: settings,
            requests: [SceneRequest(name: "deck", animations: ["swipe-right"])]
        ).run()
    }

    @Test func gifAndWebPHoldEveryFrameWithTheirDelaysAndLoop() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let summary = try Self.render([.gif, .webp], loop: 3, into: folder)
        let frames = summary.manifest.files.filter { $0.kind == .frame }
        // swipe-right lasts 0.7 s: 15 frames at 20 fps, 97×211 px at @0.25.
        #expect(frames.count == 15)
        let times = frames.compactMap(\.time)

        let gif = try ReadBack(folder.file("deck/swipe-right.gif"))
        #expect(gif.width == 98 && gif.pageHeight == 211)
        #expect(gif.pages == 15)
        #expect(gif.delays == ExportTiming.gif(times: times, fps: 20).delays)
        #expect(gif.delays == Array(repeating: 50, count: 15))
        #expect(gif.loop == 3)

        let webp = try ReadBack(folder.file("deck/swipe-right.webp"))
        #expect(webp.width == 98 && webp.pageHeight == 211 && webp.pages == 15)
        #expect(webp.delays == Array(repeating: 50, count: 15))
        #expect(webp.loop == 3)

        let exports = summary.manifest.files.filter { $0.kind == .export }
        #expect(exports.map(\.path) == ["deck/swipe-right.gif", "deck/swipe-right.webp"])
        #expect(exports.map(\.format) == ["gif", "webp"])
        #expect(exports.allSatisfy { $0.animation == "swipe-right" && $0.scene == "deck" })
    }

    @Test func loopZeroPlaysForever() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try Self.render([.gif], into: folder)
        #expect(try ReadBack(folder.file("deck/swipe-right.gif")).loop == 0)
    }

    @Test func exportsAreByteIdenticalWhateverTheJobs() throws {
        let a = try TestFolder(), b = try TestFolder()
        defer { a.remove(); b.remove() }
        _ = try Self.render([.gif, .webp], jobs: 1, into: a)
        _ = try Self.render([.gif, .webp], jobs: 3, into: b)
        for name in ["deck/swipe-right.gif", "deck/swipe-right.webp"] {
            let x = try Data(contentsOf: URL(fileURLWithPath: a.file(name))),
                y = try Data(contentsOf: URL(fileURLWithPath: b.file(name)))
            #expect(!x.isEmpty && x == y, "\(name) differs between runs")
        }
    }

    @Test func mp4AloneWithoutFFmpegStopsBeforeWriting() throws {
        let failure = #expect(throws: RenderJob.Failure.self) {
            try AnimationExports(formats: [.mp4], loop: 0, searchPath: "")
        }
        guard case .ffmpegMissing = failure?.reason else { Issue.record("\(String(describing: failure))"); return }
        let mixed = try AnimationExports(formats: [.gif, .mp4, .gif], loop: 0, searchPath: "/nonexistent")
        #expect(mixed.formats == [.gif])
        #expect(mixed.notices == [.mp4Skipped])
        #expect(mixed.notices[0].description.contains("ffmpeg is not on PATH"))
    }

    static let ffmpeg = VideoWriter.locate()

    @Test(.enabled(if: ffmpeg != nil, "ffmpeg is not installed"))
    func mp4HasEveryFrameAndTheSameBytesTwice() throws {
        let a = try TestFolder(), b = try TestFolder()
        defer { a.remove(); b.remove() }
        _ = try Self.render([.mp4], into: a)
        _ = try Self.render([.mp4], into: b)
        let x = try Data(contentsOf: URL(fileURLWithPath: a.file("deck/swipe-right.mp4")))
        let y = try Data(contentsOf: URL(fileURLWithPath: b.file("deck/swipe-right.mp4")))
        #expect(x.count > 100 && x == y)
        #expect(String(decoding: x[4..<8], as: UTF8.self) == "ftyp")
        // ffmpeg decodes it back: 15 frames of 98×212 (padded to even) at 20 fps.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: Self.ffmpeg!)
        probe.arguments = [
            "-nostdin", "-v", "error", "-i", a.file("deck/swipe-right.mp4"), "-f", "rawvideo", "-pix_fmt", "gray", "-"
        ]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        let raw = pipe.fileHandleForReading.readDataToEndOfFile()
        probe.waitUntilExit()
        #expect(probe.terminationStatus == 0)
        #expect(raw.count == 15 * 98 * 212)
    }
}
