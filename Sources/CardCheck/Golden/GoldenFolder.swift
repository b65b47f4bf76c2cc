import CardFormats
import CardFoundation
import CardGeometry
import CardSettings
import Foundation

/// Checking and recording golden frames around a render: which golden files a run answers for, how
/// they are compared, and how they are refreshed without touching anything else in the folder.
public enum GoldenFolder {
    /// The folder, inside the render output, that receives the diff artefacts of a check; it is
    /// left out of both the comparison and the recording.
    public static let diffFolderName = DiffFileNames.diffFolder

    /// Checked before anything is rendered: the golden folder may not be the output folder, lie
    /// inside it or hold it, nor be, hold or lie inside any input; to check (not record) it must
    /// be a readable folder; its index must be readable.
    public static func validate(golden: String, output: String, inputs: [String], recording: Bool) throws {
        if OutputFolder.overlap(golden, output) {
            throw DiffFailure(.goldenOverlapsOutput(golden: golden, output: output))
        }
        for input in inputs where OutputFolder.overlap(golden, input) {
            throw DiffFailure(.goldenOverlapsInput(golden: golden, input: input))
        }
        switch GuardedFolder.followedKind(golden) {
        case .folder:
            guard access(golden, R_OK | X_OK) == 0 else {
                throw DiffFailure(.goldenUnreadable(golden: golden, code: errno))
            }
            if recording && access(golden, W_OK) != 0 {
                throw DiffFailure(.goldenNotWritable(golden: golden, code: errno))
            }
            _ = try GoldenIndex.read(in: golden)
        case .missing:
            if !recording { throw DiffFailure(.goldenMissing(golden: golden)) }
        default:
            throw DiffFailure(.goldenNotAFolder(golden: golden))
        }
    }

    /// The pairs to compare: every rendered file of the scope against its golden file and
    /// variants, and every golden frame of the scope that was not rendered (missing). When the
    /// folder has an index, only the files it lists count as golden frames that can be missing:
    /// another PNG there (a screenshot for the docs) is none of cardrender's business.
    /// `againstBaseFiles`: the variants are left out, so a pair says whether the rendered file
    /// matches the base file itself (what a variant recording needs to know).
    public static func pairs(
        rendered: [Manifest.Entry], output: String, golden: String, scope: GoldenScope,
        againstBaseFiles: Bool = false
    ) throws -> [DiffPair] {
        try pairs(
            renderedPaths: scope.rendered(rendered).map(\.path), output: output, golden: golden, scope: scope,
            againstBaseFiles: againstBaseFiles)
    }

    /// `renderedPaths`: the files of the scope in `output` to compare.
    static func pairs(
        renderedPaths: [String], output: String, golden: String, scope: GoldenScope,
        againstBaseFiles: Bool = false
    ) throws -> [DiffPair] {
        let index = try GoldenIndex.read(in: golden)
        let hasIndex = GuardedFolder.kind((golden as NSString).appendingPathComponent(GoldenIndex.fileName)) == .file
        let rendered = Set(renderedPaths)
        let listing = try goldenListing(golden)
        // With an index, the golden frames are the files it lists (or an unfinished recording may
        // have written), and a file at exactly a rendered path; an unlisted `still.old.png` is
        // never taken for a variant.
        let claimed = index.claimedPaths
        // An animation kept as an APNG stands for its frames, each by the path a frame folder gives it.
        let frames = apngFrames(index, listed: Set(listing.files), golden: golden, scope: scope)
        let goldenFiles =
            listing.files.filter(scope.contains)
            .filter { !hasIndex || claimed.contains($0) || rendered.contains($0) }
            .filter { index.animation(at: $0) == nil } + frames.keys
        var byBase: [String: (base: String?, variants: [String])] = [:]
        for path in goldenFiles {
            let split = GoldenVariant.split(path)
            // A variant counts only beside a frame the run makes; otherwise the name is a frame of its own.
            if let split, rendered.contains(split.base) {
                if !againstBaseFiles { byBase[split.base, default: (nil, [])].variants.append(path) }
            } else {
                byBase[path, default: (nil, [])].base = path
            }
        }
        // Both sides are compared folders: nothing below them is followed.
        func inGolden(_ path: String) -> String { ComparedFile.join(golden, path) }
        var pairs: [DiffPair] = []
        for path in renderedPaths {
            let files = byBase[path]
            var pair = DiffPair(
                path: path, expected: files?.base.map(inGolden), actual: ComparedFile.join(output, path),
                alternatives: (files?.variants ?? []).sorted().map(inGolden), expectedFolder: golden,
                actualFolder: output)
            pair.expectedFrame = files?.base.flatMap { frames[$0] }
            pairs.append(pair)
        }
        for (base, files) in byBase where !rendered.contains(base) {
            if let file = files.base {
                var pair = DiffPair(path: base, expected: inGolden(file), actual: nil, expectedFolder: golden)
                pair.expectedFrame = frames[file]
                pairs.append(pair)
            }
            for variant in files.variants {
                pairs.append(DiffPair(path: variant, expected: inGolden(variant), actual: nil, expectedFolder: golden))
            }
        }
        // What cannot be compared in the scope: with an index, a name that is not UTF-8 cannot be
        // one of its files, so only folders that cannot be listed count.
        let problems = listing.problems.filter { problem in
            (!hasIndex || problem.kind != .notUTF8) && scope.contains(RawPath(bytes: problem.relative).display)
        }
        pairs += DiffInputs.problemPairs([(golden, .expected, problems)])
        return pairs.sorted { NaturalOrder.areInIncreasingOrder($0.path, $1.path) }
    }

    /// The frames of the index's APNG animations within `scope` whose APNG is in the folder, by
    /// their frame-folder paths.
    private static func apngFrames(
        _ index: GoldenIndex, listed: Set<String>, golden: String, scope: GoldenScope
    ) -> [String: APNGFrameSource] {
        var frames: [String: APNGFrameSource] = [:]
        // A shard's scope names frames, not the APNG: each frame counts when the scope holds it.
        for animation in index.animations ?? [] where listed.contains(animation.path) {
            for (number, frame) in animation.frames.enumerated() where scope.contains(frame.path) {
                frames[frame.path] = APNGFrameSource(
                    file: ComparedFile.join(golden, animation.path), folder: golden, index: number, fps: animation.fps,
                    frames: animation.frames.count,
                    recorded: APNGFrameSource.Recorded(
                        frameCRC64: frame.crc64, fileBytes: animation.bytes, fileCRC64: animation.crc64))
            }
        }
        return frames
    }

    /// The APNG animations of `golden` within `scope` that hold another number of frames than the
    /// render made of them, said as such (the frames beyond the shorter are missing or new pairs).
    static func apngLengthNotes(
        rendered: [Manifest.Entry], output: String, golden: String, scope: GoldenScope
    ) throws
        -> [APNGTimingNote]
    {
        let index = try GoldenIndex.read(in: golden)
        let made = Dictionary(grouping: scope.rendered(rendered).filter { $0.kind == .frame && $0.animation != nil }) {
            GoldenAnimation.path(scene: $0.scene, animation: $0.animation!)
        }
        return (index.animations ?? []).compactMap { animation in
            guard let frames = made[animation.path], frames.count != animation.frames.count else { return nil }
            return APNGTimingNote(
                expected: ComparedFile.join(golden, animation.path),
                actual: ComparedFile.join(output, animation.folder), expectedFPS: animation.fps,
                actualFPS: animation.fps, expectedFrames: animation.frames.count, actualFrames: frames.count,
                compared: min(frames.count, animation.frames.count))
        }
    }

    /// `cardrender diff GOLDEN ACTUAL` where GOLDEN has an index: the pairs a check of the
    /// index's recorded scope would make, ACTUAL's PNGs in that scope taken as rendered. A PNG of
    /// ACTUAL outside it (another scene, a contact sheet when none was recorded) is not new, and
    /// only the variants the index lists count. nil when GOLDEN has no index.
    static func indexedPairs(golden: String, actual: String, skipping: Set<[UInt8]>) throws -> [DiffPair]? {
        guard GuardedFolder.kind((golden as NSString).appendingPathComponent(GoldenIndex.fileName)) == .file else {
            return nil
        }
        let scope = try GoldenIndex.read(in: golden).recordedScope
        let listing = try PNGListing.list(actual, skipping: skipping)
        // ACTUAL may keep its animations as APNGs too: they stand for their frames.
        let actualFrames = APNGPairs.expand(listing.files, in: actual, side: .actual)
        let rendered = actualFrames.paths.filter { scope.contains($0) }
        let problems = listing.problems.filter { scope.contains(RawPath(bytes: $0.relative).display) }
        let compared = try pairs(renderedPaths: rendered, output: actual, golden: golden, scope: scope).map { pair in
            var pair = pair
            if pair.actual != nil { pair.actualFrame = actualFrames.frames[pair.path] }
            return pair
        }
        return
            (compared + actualFrames.problems.filter { scope.contains($0.path) }
            + DiffInputs.problemPairs([(actual, .actual, problems)]))
            .sorted { NaturalOrder.areInIncreasingOrder($0.path, $1.path) }
    }

    /// Every PNG below `golden` whose path is UTF-8 (relative paths), hidden names and `diff/`
    /// left out. A link is listed too, so that comparing it fails with a clear reason instead of
    /// following it.
    static func goldenPNGs(in golden: String) throws -> [String] {
        try goldenListing(golden).files
    }

    /// The golden folder's PNGs, and what in it cannot be compared (see `PNGListing`).
    static func goldenListing(_ golden: String) throws -> PNGListing {
        try PNGListing.list(golden, skipping: [Array(diffFolderName.utf8)])
    }
}
