import CardFormats
import CardGeometry
import CardSettings

/// A scene with the frames its stills and animations draw.
struct PlannedScene {
    var scene: any Scene
    var stills: [(name: String, frame: SceneFrame)]
    var animations: [PlannedAnimation]
}

struct PlannedAnimation {
    var animation: SceneAnimation
    var frames: [SceneFrame]
}

/// Every file of a run in the manifest's order — per scene its stills, then per animation its
/// frames, contact sheet, motion track and exports — and the stills and frames to draw in the
/// same order, with the sheets their animations end in.
package struct RenderPlan {
    var entries: [Manifest.Entry] = []
    var units: [Unit] = []
    var sheets: [Sheet] = []

    /// A still or frame to draw, with what its manifest entry and contact sheet need.
    struct Unit: @unchecked Sendable {
        var entry: Manifest.Entry
        var frame: SceneFrame
        var sharedLayers: Int
        /// Frames in its animation (0 for a still) and the path of that animation's contact sheet.
        var frameCount: Int
        var sheetPath: String
    }

    /// An animation's contact sheet, with what its exports and motion track need.
    struct Sheet: Sendable {
        var entry: Manifest.Entry
        var title: String
        /// The animation's frame times (for exports).
        var times: [Double]
        /// Its `motion.json`.
        var motion: (entry: Manifest.Entry, track: MotionTrack)
    }

    init(_ scenes: [PlannedScene], fps: Double, exports: [ExportFormat] = []) {
        for plan in scenes {
            let scene = plan.scene.name
            for still in plan.stills {
                let entry = Manifest.Entry(path: "\(scene)/\(still.name).png", kind: .still, scene: scene)
                entries.append(entry)
                units.append(Unit(entry: entry, frame: still.frame, sharedLayers: 0, frameCount: 0, sheetPath: ""))
            }
            for animation in plan.animations {
                add(animation, of: scene, fps: fps, exports: exports)
            }
        }
    }

    private mutating func add(_ animation: PlannedAnimation, of scene: String, fps: Double, exports: [ExportFormat]) {
        let name = animation.animation.name, folder = "\(scene)/\(name)"
        let sheet = Manifest.Entry(
            path: "\(folder)/contact-sheet.png", kind: .contactSheet, scene: scene, animation: name)
        let shared = Self.sharedLayerCounts(animation.frames)
        for (index, frame) in animation.frames.enumerated() {
            let entry = Manifest.Entry(
                path: "\(folder)/\(Self.frameName(index))", kind: .frame, scene: scene, animation: name,
                frame: index, time: frame.time)
            entries.append(entry)
            units.append(
                Unit(
                    entry: entry, frame: frame, sharedLayers: shared[index], frameCount: animation.frames.count,
                    sheetPath: sheet.path))
        }
        entries.append(sheet)
        let motion = Manifest.Entry(
            path: "\(folder)/\(MotionTrack.fileName)", kind: .motion, scene: scene, animation: name)
        entries.append(motion)
        entries += exports.map { format in
            Manifest.Entry(
                path: format.file(scene: scene, animation: name), kind: .export, scene: scene, animation: name,
                format: format.rawValue)
        }
        sheets.append(
            Sheet(
                entry: sheet,
                title: ContactSheet.title(scene: scene, animation: name, frames: animation.frames.count, fps: fps),
                times: animation.frames.map(\.time),
                motion: (motion, MotionTrack(scene: scene, animation: name, fps: fps, sceneFrames: animation.frames))))
    }

    /// For each frame, how many of its bottom layers a neighbouring frame has too (worth compositing
    /// once): the longest common prefix with the frame before or after it.
    static func sharedLayerCounts(_ frames: [SceneFrame]) -> [Int] {
        func common(_ a: SceneFrame, _ b: SceneFrame) -> Int {
            guard a.canvas == b.canvas, a.background == b.background else { return 0 }
            return zip(a.layers, b.layers).prefix { $0 == $1 }.count
        }
        return frames.indices.map { i in
            max(
                i > 0 ? common(frames[i - 1], frames[i]) : 0,
                i + 1 < frames.count ? common(frames[i], frames[i + 1]) : 0)
        }
    }

    package static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits).png"
    }
}
