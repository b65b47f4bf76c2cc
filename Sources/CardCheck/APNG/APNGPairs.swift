import Foundation

/// `cardrender diff` with APNGs among its inputs: an APNG stands for its frames, each compared as
/// a PNG file would be, never only its default image. `scene/animation/animation.png` (a golden
/// APNG) stands for `scene/animation/frame-0000.png`…, any other `name.png` for
/// `name/frame-0000.png`…, so an APNG golden folder pairs with a folder of frames.
enum APNGPairs {
    /// The name of an animation's APNG in a golden folder (`GoldenAnimation.fileName`).
    static let animationFileName = "animation.png"

    /// The frame paths an APNG at `path` (relative) stands for.
    static func framePath(of path: String, frame: Int) -> String {
        let name = (path as NSString).lastPathComponent
        let folder =
            name == animationFileName
            ? (path as NSString).deletingLastPathComponent : String(path.dropLast(4))
        let frameName = "frame-\(String(repeating: "0", count: max(0, 4 - String(frame).count)))\(frame).png"
        return folder.isEmpty ? frameName : folder + "/" + frameName
    }

    /// A folder's PNGs with each APNG replaced by its frames: the paths, the frames' sources, and
    /// error pairs for APNGs that cannot be compared. A real file at a frame's path keeps it.
    static func expand(
        _ files: [String], in root: String, side: DiffPairResult.Side
    ) -> (paths: [String], frames: [String: APNGFrameSource], problems: [DiffPair]) {
        var paths: [String] = [], frames: [String: APNGFrameSource] = [:], problems: [DiffPair] = []
        let real = Set(files)
        for path in files {
            let file = ComparedFile(path: ComparedFile.join(root, path), folder: root)
            switch APNGProbe.timing(file) {
            case nil:
                paths.append(path)
            case let .failure(unusable):
                problems.append(DiffPair(path: path, expected: nil, actual: nil, problem: unusable.reason(side)))
            case let .success(timing):
                for frame in 0..<timing.frames {
                    let framePath = framePath(of: path, frame: frame)
                    guard !real.contains(framePath), frames[framePath] == nil else { continue }
                    frames[framePath] = APNGFrameSource(
                        file: file.path, folder: root, index: frame, fps: timing.fps, frames: timing.frames,
                        recorded: nil)
                    paths.append(framePath)
                }
            }
        }
        return (paths, frames, problems)
    }

    /// Two files, at least one an APNG: frame `n` of one against frame `n` of the other (a still
    /// PNG is one frame). nil when neither is an APNG. APNGs of different frame rates are compared
    /// at the instants both show a frame.
    static func files(expected: String, actual: String) -> [DiffPair]? {
        let sides = [(expected, DiffPairResult.Side.expected), (actual, .actual)].map { path, side in
            (path, side, APNGProbe.timing(ComparedFile(path: path, folder: nil)))
        }
        guard sides.contains(where: { $0.2 != nil }) else { return nil }
        var timings: [APNGProbe.Timing?] = []
        for (path, side, timing) in sides {
            if case let .failure(unusable) = timing {
                return [
                    DiffPair(
                        path: (path as NSString).lastPathComponent, expected: nil, actual: nil,
                        problem: unusable.reason(side))
                ]
            }
            timings.append(try? timing?.get())
        }
        // Instants both have: every (fps_e / g)-th expected frame against every (fps_a / g)-th actual one.
        // A still PNG is one frame at the APNG's rate.
        let rate = timings.compactMap { $0?.fps }.first ?? 1
        let fps = timings.map { $0?.fps ?? rate }
        let counts = timings.map { $0?.frames ?? 1 }
        let common = gcd(fps[0], fps[1])
        let steps = [fps[0] / common, fps[1] / common]
        let instants = max((counts[0] + steps[0] - 1) / steps[0], (counts[1] + steps[1] - 1) / steps[1])
        return (0..<instants).map { instant in
            let indices = [instant * steps[0], instant * steps[1]]
            var pair = DiffPair(
                path: framePath(of: "", frame: indices[0]),
                expected: indices[0] < counts[0] ? expected : nil, actual: indices[1] < counts[1] ? actual : nil)
            if let timing = timings[0], indices[0] < counts[0] {
                pair.expectedFrame = APNGFrameSource(
                    file: expected, folder: nil, index: indices[0], fps: timing.fps, frames: timing.frames,
                    recorded: nil)
            }
            if let timing = timings[1], indices[1] < counts[1] {
                pair.actualFrame = APNGFrameSource(
                    file: actual, folder: nil, index: indices[1], fps: timing.fps, frames: timing.frames, recorded: nil)
            }
            return pair
        }
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
