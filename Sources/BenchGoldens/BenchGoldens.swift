import CardFormats
import CardImaging
import CardSettings
import Foundation

/// `make bench-goldens`' encoder run: every animation of a render (its `manifest.json`) encoded
/// as the one APNG an animation golden is kept in, with cardrender's encoder. Prints a JSON line
/// per animation (frames, bytes as frame files and as an APNG, seconds to read the frames and to
/// encode them) for bench/goldens.py, and writes the APNGs below OUT for the other tools' runs.
@main enum BenchGoldens {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let render = arguments.first, let out = arguments.last else {
            FileHandle.standardError.write(Data("usage: bench-goldens RENDER_FOLDER OUT_FOLDER\n".utf8))
            exit(2)
        }
        try VipsRuntime.start()
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: "\(render)/manifest.json")))
        let compression = PNGCompression(code: manifest.settings.pngCompression) ?? .default
        let fps = Int(manifest.settings.fps)
        let animations = Dictionary(grouping: manifest.files.filter { $0.kind == .frame }) {
            "\($0.scene)/\($0.animation ?? "")"
        }
        for name in animations.keys.sorted() {
            let frames = animations[name]!.sorted { ($0.frame ?? 0) < ($1.frame ?? 0) }
            var encoder: APNGEncoder?
            var frameBytes = 0
            var reading = Duration.zero, encoding = Duration.zero
            let clock = ContinuousClock()
            for frame in frames {
                let path = "\(render)/\(frame.path)"
                frameBytes += try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                let start = clock.now
                let image = try VImage.load(path)
                let pixels = try image.pixels()
                let read = clock.now
                let current =
                    try encoder
                    ?? APNGEncoder(
                        width: image.width, height: image.height, bands: image.bands, fps: fps, compression: compression
                    )
                encoder = current
                try pixels.withUnsafeBytes { try current.add($0, stride: image.width * image.bands) }
                reading += read - start
                encoding += clock.now - read
            }
            guard let encoder else { continue }
            let start = clock.now
            let bytes = try encoder.finish { Array($0) }
            encoding += clock.now - start
            let file = "\(out)/\(name).png"
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let line: [String: Any] = [
                "animation": name, "frames": frames.count, "fps": fps, "frameBytes": frameBytes,
                "apngBytes": bytes.count,
                "readSeconds": seconds(reading), "encodeSeconds": seconds(encoding), "apng": file
            ]
            print(
                String(decoding: try JSONSerialization.data(withJSONObject: line, options: .sortedKeys), as: UTF8.self))
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
