import CardFormats
import CardGeometry
import CardImaging
import CardRender
import Foundation

/// The files one subject of a scene draws, as a snapshot folder holds them: `still.png` for a
/// still, `frame.png` for a moment, `frame-NNNN.png` and `motion.json` for an animation (or
/// `animation.png` and `motion.json` when it is stored as an APNG).
struct SnapshotFrames {
    /// File name and bytes, in order: what is compared (an animation's frames one by one).
    var files: [(name: String, bytes: Data)]
    /// What a recording writes, when not `files`: an APNG animation's `animation.png` and motion track.
    var stored: [(name: String, bytes: Data)]?
    /// Each PNG's time in seconds, by file name.
    var times: [String: Double]

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
            let apng =
                try format == .apng
                ? AnimationAPNG.Writer(
                    fps: AnimationAPNG.frameRate(fps), compression: renderer.settings.pngCompression) : nil
            for (index, frame) in frames.enumerated() {
                let file = RenderPlan.frameName(index)
                if let apng {
                    let image = try renderer.image(frame)
                    try apng.add(image)
                    files.append(
                        (file, Data(try RenderedImage.png(image, compression: renderer.settings.pngCompression))))
                } else {
                    files.append((file, Data(try renderer.png(frame))))
                }
                times[file] = frame.time
            }
            let track = MotionTrack(scene: scene.name, animation: name, fps: fps, sceneFrames: frames)
            let motion = (MotionTrack.fileName, try track.encoded())
            files.append(motion)
            self.recording = recording(frames[0], fps: fps)
            if let apng {
                let animation = Data(try apng.finish())
                stored = [(AnimationAPNG.fileName, animation), motion]
                self.recording.format = SnapshotFormat.apng.rawValue
                self.recording.animationChecksum = SnapshotRecording.checksum(animation)
                self.recording.frameChecksums = frameChecksums
            }
        }
    }
}
