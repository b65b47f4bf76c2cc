import CardFormats
import CardFoundation
import CardSettings
import Foundation

/// The animated files (the run's exports) a run writes after each animation's PNG frames, read back from
/// those PNGs so an export shows exactly the frames on disk.
struct AnimationExports {
    var formats: [ExportFormat]
    var loop: Int
    /// ffmpeg's path when mp4 is asked for and found.
    var ffmpeg: String?
    /// Said once on stderr, not failures: an mp4 skipped for want of ffmpeg.
    var notices: [RunNotice] = []

    /// Checks the formats before anything is rendered. MP4 without ffmpeg is skipped with a notice
    /// when other formats were asked for too, and stops the run (nothing written) when it is the
    /// only one: a run asked only for a video it cannot make has nothing to do.
    init(formats: [ExportFormat], loop: Int, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws {
        var unique: [ExportFormat] = []
        for format in formats where !unique.contains(format) { unique.append(format) }
        self.formats = unique
        self.loop = loop
        if unique.contains(.mp4) {
            ffmpeg = VideoWriter.locate(path: searchPath)
            if ffmpeg == nil {
                if unique == [.mp4] {
                    throw RenderJob.Failure(.ffmpegMissing)
                }
                self.formats.removeAll { $0 == .mp4 }
                notices.append(.mp4Skipped)
            }
        }
    }

    /// Writes every export of one animation whose frames are in `folder` (relative to `output`),
    /// handing each to `finished` as soon as it is in place. After `cancellation` no export starts,
    /// the one being written is stopped, and `RenderJob.Interrupted` is thrown.
    func write(
        scene: String, animation: String, folder: String, frameCount: Int, times: [Double], fps: Double,
        output: String, cancellation: ExportCancellation = ExportCancellation(),
        finished: (Manifest.Entry) -> Void = { _ in }
    ) throws {
        for format in formats {
            finished(
                try write(
                    format, scene: scene, animation: animation, folder: folder, frameCount: frameCount, times: times,
                    fps: fps, output: output, cancellation: cancellation))
        }
    }

    /// Writes one export of one animation and returns its manifest entry.
    func write(
        _ format: ExportFormat, scene: String, animation: String, folder: String, frameCount: Int, times: [Double],
        fps: Double,
        output: String, cancellation: ExportCancellation = ExportCancellation()
    ) throws -> Manifest.Entry {
        if cancellation.isCancelled { throw RenderJob.Interrupted(completedFiles: 0) }
        let root = output as NSString
        let frames = (0..<frameCount).map { root.appendingPathComponent("\(folder)/\(RenderPlan.frameName($0))") }
        let file = format.file(scene: scene, animation: animation)
        let destination = OutputFile(in: GuardedFolder(root: output), file)
        do {
            try Trace.span(.export, file) {
                switch format {
                case .gif, .webp:
                    try AnimatedImageWriter(loop: loop).write(
                        format, frames: frames, times: times, fps: fps, to: destination,
                        cancellation: cancellation)
                case .mp4:
                    try VideoWriter(ffmpeg: ffmpeg!).write(
                        framesIn: root.appendingPathComponent(folder), fps: fps, to: destination,
                        cancellation: cancellation)
                }
            }
        } catch  where cancellation.isCancelled {
            // Stopped part-way (or failed because it was stopped): nothing of it remains.
            throw RenderJob.Interrupted(completedFiles: 0)
        }
        return Manifest.Entry(path: file, kind: .export, scene: scene, animation: animation, format: format.rawValue)
    }
}
