import CardFormats
import CardGeometry
import CardImaging
import CardRender
import CardSettings
import Foundation

/// The files one subject of a scene draws, as a snapshot folder holds them: `still.png` for a
/// still, `frame.png` for a moment, `frame-NNNN.png` and `motion.json` for an animation (or
/// `animation.png` and `motion.json` when it is stored as an APNG).
struct SnapshotFrames {
    /// File name and bytes, in order: what is compared (an animation's frames one by one).
    var files: [(name: String, bytes: Data)]
    /// Set for an animation stored as one APNG: its frame rate, and the compression it is written at.
    var apng: (fps: Int, compression: PNGCompression)?
    /// Each PNG's time in seconds, by file name.
    var times: [String: Double]

    /// What a recording writes, and the `snapshot.json` it writes with them: `files`, or for an
    /// APNG animation `animation.png` (encoded here from the drawn frames, so a check that does not
    /// record never encodes it) and the motion track, with their checksums.
    func stored() throws -> (files: [(name: String, bytes: Data)], recording: SnapshotRecording) {
        guard let apng else { return (files, recording) }
        let writer = AnimationAPNG.Writer(fps: apng.fps, compression: apng.compression)
        var others: [(name: String, bytes: Data)] = []
        for file in files {
            guard file.name != MotionTrack.fileName else {
                others.append(file)
                continue
            }
            let image = try VImage.png(file.bytes)
            try writer.add(
                RenderedImage(width: image.width, height: image.height, channels: image.bands, bytes: image.pixels()))
        }
        let animation = Data(try writer.finish())
        var recording = recording
        recording.animationChecksum = SnapshotRecording.checksum(animation)
        recording.frameChecksums = frameChecksums
        return ([(AnimationAPNG.fileName, animation)] + others, recording)
    }

    /// CRC-64 of each frame's PNG, in order (the motion track left out).
    var frameChecksums: [String] {
        files.filter { $0.name != MotionTrack.fileName }.map { SnapshotRecording.checksum($0.bytes) }
    }
    var recording: SnapshotRecording

    /// `format`: how an animation is stored; stills and moments are single PNGs either way.
    init(
        _ scene: any Scene, _ subject: SnapshotSubject, renderer: FrameRenderer, format: SnapshotFormat = .frames
    ) throws {
        let known = scene.stills.map(\.name) + scene.animations.map(\.name)
        func animation(_ name: String) throws -> SceneAnimation {
            guard let animation = scene.animation(named: name) else {
                throw CardSnapshotError.unknownSubject(scene: scene.name, name: name, known: known)
            }
            return animation
        }
        let libvips = (try? LibvipsVersion.current()) ?? "unknown"
        func recording(_ frame: SceneFrame, fps: Double? = nil, time: Double? = nil) -> SnapshotRecording {
            SnapshotRecording(
                cardrender: CardRenderVersion.string, libvips: libvips, scene: scene.name,
                subject: subject.folderSuffix,
                scale: renderer.settings.scale, fps: fps, time: time,
                canvas: [frame.canvas.width, frame.canvas.height])
        }
        switch subject {
        case let .still(name):
            guard let still = scene.stills.first(where: { $0.name == name }) else {
                throw CardSnapshotError.unknownSubject(scene: scene.name, name: name, known: known)
            }
            files = [("\(name).png", Data(try renderer.png(still.frame)))]
            times = ["\(name).png": 0]
            self.recording = recording(still.frame)
        case let .moment(name, time):
            let frame = try animation(name).frame(at: time)
            files = [("frame.png", Data(try renderer.png(frame)))]
            times = ["frame.png": time]
            self.recording = recording(frame, time: time)
        case let .animation(name, fps):
            let animation = try animation(name)
            let frames = animation.frameTimes(fps: fps).map(animation.frame(at:))
            files = []
            times = [:]
            if format == .apng {
                apng = (try AnimationAPNG.frameRate(fps), renderer.settings.pngCompression)
            }
            for (index, frame) in frames.enumerated() {
                let file = RenderPlan.frameName(index)
                files.append((file, Data(try renderer.png(frame))))
                times[file] = frame.time
            }
            let track = MotionTrack(scene: scene.name, animation: name, fps: fps, sceneFrames: frames)
            let motion = (MotionTrack.fileName, try track.encoded())
            files.append(motion)
            self.recording = recording(frames[0], fps: fps)
            if apng != nil { self.recording.format = SnapshotFormat.apng.rawValue }
        }
    }
}
