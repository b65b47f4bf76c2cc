import CardFoundation
import CardGeometry
import Foundation
import Synchronization

/// Writes an animation's PNG frames as an H.264 MP4 with ffmpeg, which cardrender does not link:
/// it runs the `ffmpeg` found on PATH, if any.
package struct VideoWriter {
    let ffmpeg: String

    /// The first executable `ffmpeg` in the PATH given (the process's own by default).
    package static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (String(folder) as NSString).appendingPathComponent("ffmpeg")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                access(candidate, X_OK) == 0
            {
                return candidate
            }
        }
        return nil
    }

    /// What to tell a user whose PATH has no ffmpeg.
    package static let missingReason =
        "ffmpeg is not on PATH (install it, e.g. `apt-get install ffmpeg`, or drop mp4 from the exports)"

    /// `frames` is the folder holding frame-0000.png…, played at `fps`. Odd sizes are padded by a
    /// pixel repeating the picture's edge (see `filters`); the encoder and muxer run bit-exact
    /// and without metadata (x264's option string dropped, the encoder's name blanked), so the
    /// same frames give the same file. Paths reach ffmpeg as `file:` URLs, so
    /// one that starts with `-` is never read as an option, nor one with a `:` as a protocol.
    /// A cancelled run terminates ffmpeg.
    ///
    /// ffmpeg never opens a path of its own to write: the temporary file is created by
    /// cardrender (nothing followed, nothing there before) and handed over as ffmpeg's stdout,
    /// which it opens again as `/proc/self/fd/1`, a file it can seek and read back for
    /// `+faststart` (a `pipe:` output could do neither).
    package func write(
        framesIn folder: String, fps: Double, to file: OutputFile,
        cancellation: ExportCancellation = ExportCancellation()
    ) throws {
        let path = file.path
        try file.writing(descriptor: { temporary in
            // ffmpeg's own copy of the descriptor; the temporary file's is closed by `OutputFile`.
            let output = FileHandle(fileDescriptor: dup(temporary), closeOnDealloc: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                "-framerate", NumberText.plain(fps), "-start_number", "0",
                "-f", "image2", "-i", Self.framePattern(in: folder),
                "-vf", Self.filters,
                "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv",
                "-threads", "1", "-map_metadata", "-1",
                "-fflags", "+bitexact", "-flags:v", "+bitexact",
                // x264 writes its version and every option into an SEI message of the first frame.
                "-bsf:v", "filter_units=remove_types=6",
                "-movflags", "+faststart", "-f", "mp4", "file:/proc/self/fd/1"
            ]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            let child = ChildProcess()
            let said = try cancellation.whileRunning(stop: { child.stop() }) { () throws -> PipeTail in
                do {
                    try ChildProcesses.start(process)
                } catch {
                    throw AtomicFile.WriteError(
                        path: path, reason: "cannot run \(ffmpeg) (\(SystemReason.describe(error)))")
                }
                child.started(process.processIdentifier)
                try? output.close()
                let said = PipeTail(reading: errors.fileHandleForReading)
                process.waitUntilExit()
                child.finished()
                ChildProcesses.finished(process)
                return said
            }
            if cancellation.isCancelled { throw ExportCancellation.Stopped() }
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let how = process.terminationReason == .exit ? "status" : "signal"
                throw AtomicFile.WriteError(
                    path: path, reason: "ffmpeg failed (\(how) \(process.terminationStatus)): \(said.oneLine)")
            }
            try Self.blankEncoderName(in: temporary, path: path)
        })
    }

    /// Reopens the temporary file ffmpeg wrote (cardrender's own descriptor is write-only) to
    /// blank the encoder's name in it.
    private static func blankEncoderName(in temporary: Int32, path: String) throws {
        let file = open("/proc/self/fd/\(temporary)", O_RDWR | O_CLOEXEC)
        guard file >= 0 else {
            throw AtomicFile.WriteError(path: path, reason: "cannot reopen to edit (\(SystemReason.current))")
        }
        defer { close(file) }
        do {
            try MP4Container.blankCompressorNames(in: file)
        } catch let error as MP4Container.EditError {
            throw AtomicFile.WriteError(path: path, reason: "cannot blank the encoder's name (\(error.reason))")
        }
    }

    /// From the PNG frames to 4:2:0 YUV. H.264 in 4:2:0 needs even sides, so an odd width or
    /// height gains a column or row that repeats the last one: a black one would show as a dark
    /// edge, and darken the last real column or row through the chroma they share. (One is added
    /// both ways and smeared, then an even side crops it away again; fillborders works on planar
    /// RGB.) The colours are then converted with the BT.709 matrix to limited range, as the
    /// stream is tagged, so that players decode them as drawn.
    static let filters = [
        "format=gbrp", "pad=iw+1:ih+1", "fillborders=right=1:bottom=1:mode=smear",
        "crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0",
        "scale=out_color_matrix=bt709:out_range=tv", "format=yuv420p"
    ].joined(separator: ",")

    /// An absolute `file:` URL path for ffmpeg (its file protocol takes the rest literally).
    static func fileURL(_ path: String) -> String {
        "file:" + absolute(path)
    }

    /// The image2 pattern of the frames in `folder`: `%` is the pattern's own character, so one
    /// in the folder's path (the working directory's included) is written `%%`.
    static func framePattern(in folder: String) -> String {
        "file:" + absolute(folder).replacingOccurrences(of: "%", with: "%%") + "/frame-%04d.png"
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    package init(ffmpeg: String) {
        self.ffmpeg = ffmpeg
    }
}

/// The ffmpeg process of one export, as far as stopping it goes: a stop before it started kills
/// it as it starts, and nothing is signalled once it has exited. SIGKILL, because the child
/// inherits cardrender's own SIGINT and SIGTERM settings (ignored while a run handles them) and
/// its half-written file is removed anyway.
private final class ChildProcess: Sendable {
    private struct State {
        var pid: pid_t = 0
        var stopped = false
    }

    private let state = Mutex(State())

    func started(_ pid: pid_t) {
        state.withLock { state in
            state.pid = pid
            if state.stopped { kill(pid, SIGKILL) }
        }
    }

    func finished() {
        state.withLock { $0.pid = 0 }
    }

    func stop() {
        state.withLock { state in
            state.stopped = true
            if state.pid > 0 { kill(state.pid, SIGKILL) }
        }
    }
}
