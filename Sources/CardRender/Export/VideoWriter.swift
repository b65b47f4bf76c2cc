import Foundation

/// Writes an animation's PNG frames as an H.264 MP4 with ffmpeg, which cardrender does not link:
/// it runs the `ffmpeg` found on PATH, if any.
struct VideoWriter {
    let ffmpeg: String

    /// The first executable `ffmpeg` in the PATH given (the process's own by default).
    static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (String(folder) as NSString).appendingPathComponent("ffmpeg")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// What to tell a user whose PATH has no ffmpeg.
    static let missingAdvice = "ffmpeg is not on PATH (install it, e.g. `apt-get install ffmpeg`, or drop mp4 from --export)"

    /// `frames` is the folder holding frame-0000.png…, played at `fps`. Odd sizes are padded by a
    /// pixel (H.264 in 4:2:0 needs even ones); the encoder and muxer run bit-exact and without
    /// metadata, so the same frames give the same file.
    func write(framesIn folder: String, fps: Double, to path: String) throws {
        try AtomicFile.write(to: path) { temporary in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                "-framerate", formatNumber(fps), "-start_number", "0",
                "-i", (folder as NSString).appendingPathComponent("frame-%04d.png"),
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
                "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                "-threads", "1", "-map_metadata", "-1",
                "-fflags", "+bitexact", "-flags:v", "+bitexact",
                "-movflags", "+faststart", "-f", "mp4", temporary,
            ]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                throw AtomicFile.WriteError(path: path, reason: "cannot run \(ffmpeg) (\(error.localizedDescription))")
            }
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let detail = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    .replacingOccurrences(of: "\n", with: "; ")
                throw AtomicFile.WriteError(path: path, reason: "ffmpeg failed (status \(process.terminationStatus)): \(detail)")
            }
        }
    }
}
