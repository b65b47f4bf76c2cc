import CardFormats
import CardGeometry
import CardImaging
import CardRender
import Foundation

/// The files one subject of a scene draws, as a snapshot folder holds them: `still.png` for a
/// still, `frame.png` for a moment, `frame-NNNN.png` and `motion.json` for an animation.
struct SnapshotFrames {
    /// File name and bytes, in order.
    var files: [(name: String, bytes: Data)]
    /// Each PNG's time in seconds, by file name.
    var times: [String: Double]
    var recording: SnapshotRecording

    init(_ scene: any Scene, _ subject: SnapshotSubject, renderer: FrameRenderer) throws {
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
            for (index, frame) in frames.enumerated() {
                let file = RenderPlan.frameName(index)
                files.append((file, Data(try renderer.png(frame))))
                times[file] = frame.time
            }
            let track = MotionTrack(scene: scene.name, animation: name, fps: fps, sceneFrames: frames)
            files.append((MotionTrack.fileName, try track.encoded()))
            self.recording = recording(frames[0], fps: fps)
        }
    }
}
