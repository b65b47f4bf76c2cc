import CardImaging
import Foundation
import Testing
import TestSupport

/// APNGs as cardrender writes them, handed to the programs that read APNGs: pngcheck accepts
/// them; Pillow and apngdis give every frame as it was written, and its time; headless Chromium's
/// ImageDecoder (WebCodecs, as a page decodes it) the frame count, each frame's duration and, for
/// opaque frames, every pixel.
@Suite struct APNGConsumerTests {
    static let apngdis = "/usr/bin/apngdis"
    static let hasTools =
        ImageReaders.inCI || (ImageReaders.pngTools && FileManager.default.isExecutableFile(atPath: apngdis))
    static let missing = "pngcheck, Pillow or apngdis is not installed (scripts/install-deps.sh --test installs them)"
    static let chromiumScript = Repository.root.appendingPathComponent("scripts/apng-frames-in-chromium.py").path
    static let (width, height) = (TestAnimations.width, TestAnimations.height)

    /// The distinct frames (the first of each run) as RGBA, and how many frames of 1/fps each lasts.
    static func expected(bands: Int) -> [(rgba: [UInt8], frames: Int)] {
        let frames = TestAnimations.slidingSquare(bands: bands)
        return TestAnimations.runs.map { (TestAnimations.rgba(frames[$0.0], bands: bands), $0.1) }
    }

    static func written(bands: Int, in folder: TestFolder) throws -> String {
        let path = folder.file("animation.png")
        let bytes = try TestAnimations.apng(TestAnimations.slidingSquare(bands: bands), bands: bands)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test(.enabled(if: hasTools, "\(missing)"), arguments: [3, 4])
    func pngcheckPillowAndApngdisReadEveryFrame(bands: Int) throws {
        let work = try TestFolder(); defer { work.remove() }
        let file = try Self.written(bands: bands, in: work)
        let checked = try CLIRunner.runTool(ImageReaders.pngcheck, ["-q", file])
        #expect(checked.status == 0, "pngcheck: \(checked.stdout)\(checked.stderr)")

        let expected = Self.expected(bands: bands)
        let expectedFile = work.file("expected.rgba")
        try Data(expected.flatMap(\.rgba)).write(to: URL(fileURLWithPath: expectedFile))
        let pillow = try CLIRunner.runTool(
            ImageReaders.python,
            [
                "-c",
                """
                import json, sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                expected = open(sys.argv[2], "rb").read()
                size = image.width * image.height * 4
                frames = []
                for index in range(image.n_frames):
                    image.seek(index)
                    same = image.convert("RGBA").tobytes() == expected[index * size:(index + 1) * size]
                    frames.append({"duration": image.info.get("duration"), "same": same})
                print(json.dumps({"format": image.format, "frames": frames, "loop": image.info.get("loop")}))
                """, file, expectedFile
            ])
        #expect(pillow.status == 0, "Pillow: \(pillow.stderr)")
        let read = try Self.json(pillow.stdout)
        #expect(read["format"] as? String == "PNG" && read["loop"] as? Int == 0, "\(pillow.stdout)")
        let frames = try #require(read["frames"] as? [[String: Any]], "\(pillow.stdout)")
        #expect(frames.count == expected.count, "\(pillow.stdout)")
        #expect(frames.allSatisfy { $0["same"] as? Bool == true }, "\(pillow.stdout)")
        // Pillow gives durations in milliseconds.
        let durations = frames.map { $0["duration"] as? Double }
        #expect(durations == expected.map { Double($0.frames) * 1000 / Double(TestAnimations.fps) }, "\(durations)")

        // apngdis writes each frame as a PNG of the whole canvas, and its delay beside it.
        let split = try CLIRunner.runTool(Self.apngdis, [file, "frame"])
        #expect(split.status == 0, "apngdis: \(split.stdout)\(split.stderr)")
        for (index, frame) in expected.enumerated() {
            let png = work.file("frame\(index + 1).png")
            let image = try VImage.load(png)
            let pixels = try image.pixels()
            #expect(image.bands == 3 || image.bands == 4, "apngdis frame \(index + 1): \(image.bands) bands")
            #expect(TestAnimations.rgba(pixels, bands: image.bands) == frame.rgba, "apngdis frame \(index + 1)")
            let delay = try String(contentsOfFile: work.file("frame\(index + 1).txt"), encoding: .utf8)
            #expect(
                delay.trimmingCharacters(in: .whitespacesAndNewlines) == "delay=\(frame.frames)/\(TestAnimations.fps)")
        }
    }

    @Test(.enabled(if: Chromium.path != nil || ImageReaders.inCI, "\(Chromium.missing)"))
    func chromiumDecodesEveryFrameAndItsDuration() throws {
        let chromium = try #require(Chromium.path, "\(Chromium.missing)")
        let work = try TestFolder(); defer { work.remove() }
        for bands in [3, 4] {
            let file = try Self.written(bands: bands, in: work)
            let decoded = try CLIRunner.runTool(
                Python.path, [Self.chromiumScript, file, "--chromium", chromium])
            #expect(decoded.status == 0, "\(decoded.stdout)\(decoded.stderr)")
            let read = try Self.json(decoded.stdout)
            let expected = Self.expected(bands: bands)
            #expect(read["animated"] as? Bool == true && read["frameCount"] as? Int == expected.count, "\(read)")
            let frames = try #require(read["frames"] as? [[String: Any]])
            let durations = frames.map { $0["duration"] as? Int }
            // In microseconds, from Blink's whole milliseconds (1/30 s is 33 ms).
            #expect(durations == expected.map { $0.frames * 1000 / TestAnimations.fps * 1000 }, "\(durations)")
            guard bands == 3 else { continue }  // a canvas premultiplies translucent pixels
            for (index, frame) in frames.enumerated() {
                let rgba = Data(base64Encoded: frame["rgba"] as? String ?? "").map { [UInt8]($0) }
                #expect(rgba == expected[index].rgba, "Chromium's frame \(index)")
            }
        }
    }
}
