import CardFormats
import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// Converts a golden folder's animations between frame files and APNGs, losslessly: every frame's
/// pixels are checked against what was read (to APNG: the APNG decoded back; to frames: the
/// pixels golden.json records) before anything is replaced. Only files the index lists are
/// read, written or removed; the folder is locked while it is converted, and its index accounts
/// for every file at each step (see `GoldenIndex.pending`).
public struct GoldenConversion: Sendable {
    /// The golden folder.
    public var golden: String
    /// What the animations become.
    public var format: GoldenFormat
    /// Golden frames larger than this are refused before they are decoded (the folder may come
    /// from a pull request).
    public var pixelLimit = PixelLimit()
    /// How written APNGs and frames are compressed.
    public var compression = PNGCompression.default

    /// What a conversion did.
    public struct Converted: Sendable {
        /// The animations converted, as `scene/animation`.
        public var animations: [String] = []
        /// Files written, relative to the golden folder.
        public var written: [String] = []
        /// Files removed (what the written ones replace).
        public var removed: [String] = []
    }

    /// A conversion of `golden`'s animations into `format`.
    public init(golden: String, format: GoldenFormat) {
        self.golden = golden
        self.format = format
    }

    /// Converts every animation not yet in `format`. Throws `DiffFailure` naming the file that
    /// stops it; what was converted before stays converted, and the index says so.
    public func run() throws -> Converted {
        guard GuardedFolder.followedKind(golden) == .folder else { throw DiffFailure(.goldenMissing(golden: golden)) }
        let folder = GuardedFolder(root: golden)
        let lock: FolderLock
        do { lock = try FolderLock(golden) } catch {
            throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
        }
        defer { withExtendedLifetime(lock) {} }
        var state = try State(index: GoldenIndex.read(in: golden))
        var converted = Converted()
        switch format {
        case .apng:
            for (path, frames) in state.frameAnimations() {
                try toAPNG(path, frames, &state, folder, &converted)
            }
        case .frames:
            for animation in state.animations.values.sorted(by: { $0.path < $1.path }) {
                try toFrames(animation, &state, folder, &converted)
            }
        }
        state.format = format == .apng ? .apng : nil
        try state.write(into: folder)
        return converted
    }

    /// The index as the conversion changes it.
    private struct State {
        var entries: [String: Manifest.Entry]
        var animations: [String: GoldenAnimation]
        var pending: Set<String>
        var settings: GoldenSettings?
        var format: GoldenFormat?

        init(index: GoldenIndex) {
            entries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            animations = Dictionary((index.animations ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            pending = Set(index.pending ?? [])
            settings = index.settings
            format = index.animationFormat
        }

        /// Animations kept as frame files (variants left out: they stay files), by APNG path.
        func frameAnimations() -> [(String, [Manifest.Entry])] {
            let frames = entries.values.filter {
                $0.kind == .frame && $0.animation != nil && GoldenVariant.split($0.path) == nil
            }
            return Dictionary(grouping: frames) { GoldenAnimation.path(scene: $0.scene, animation: $0.animation!) }
                .filter { animations[$0.key] == nil }
                .map { ($0.key, $0.value.sorted { ($0.frame ?? 0) < ($1.frame ?? 0) }) }
                .sorted { $0.0 < $1.0 }
        }

        func write(into folder: GuardedFolder) throws {
            let index = GoldenIndex(
                files: Array(entries.values), pending: pending.isEmpty ? nil : Array(pending), settings: settings,
                animationFormat: format, animations: Array(animations.values))
            do { try folder.file(GoldenIndex.fileName).write(try index.encoded()) } catch {
                throw DiffFailure(.recordingFailed(golden: folder.root, FailureCause(error)))
            }
        }
    }

    private func problem(_ folder: GuardedFolder, _ path: String, _ text: String) -> DiffFailure {
        DiffFailure(.apngGolden(path: folder.path(path), problem: text))
    }

    /// One animation's frame files into an APNG.
    private func toAPNG(
        _ path: String, _ frames: [Manifest.Entry], _ state: inout State, _ folder: GuardedFolder,
        _ converted: inout Converted
    ) throws {
        guard frames.map({ $0.frame ?? -1 }) == Array(0..<frames.count) else {
            throw problem(
                folder, path, "its frames are not numbered 0 to \(frames.count - 1): an APNG holds a whole animation")
        }
        guard GuardedFolder.kind(folder.path(path)) == .missing || state.pending.contains(path) else {
            throw DiffFailure(.unindexedGoldenFile(path: folder.path(path), index: GoldenIndex.fileName))
        }
        let fps = try frameRate(frames, path: path, folder: folder, settingsFPS: state.settings?.fps)
        var encoder: APNGEncoder?
        var records: [GoldenAnimation.Frame] = []
        for frame in frames {
            let (pixels, bands, width, height, crc64) = try readFrame(frame.path, folder)
            let target =
                try encoder
                ?? APNGEncoder(width: width, height: height, bands: bands, fps: fps, compression: compression)
            encoder = target
            guard width == target.width, height == target.height, bands == target.bands else {
                throw problem(
                    folder, frame.path,
                    "is \(width)×\(height)×\(bands), the first frame \(target.width)×\(target.height)×\(target.bands)")
            }
            try pixels.withUnsafeBytes { try target.add($0, stride: width * bands) }
            records.append(
                GoldenAnimation.Frame(
                    path: frame.path, time: frame.time, crc64: crc64, pixels: pixels.withUnsafeBytes { CRC64.hex($0) }))
        }
        guard let encoder else { return }
        let bytes = try encoder.finish { Array($0) }
        let record = GoldenAnimation(
            path: path, fps: fps, bytes: bytes.count, crc64: bytes.withUnsafeBytes { CRC64.hex($0) }, frames: records)
        // Lossless, or nothing changes: every frame decoded back has the pixels read.
        try verify(bytes, against: record, bands: encoder.bands, folder: folder)

        state.pending.insert(path)
        try state.write(into: folder)
        try write(bytes, to: path, folder)
        let first = frames[0]
        state.entries[path] = Manifest.Entry(
            path: path, kind: .export, scene: first.scene, animation: first.animation, format: "apng")
        state.animations[path] = record
        state.pending.remove(path)
        for frame in frames {
            state.entries[frame.path] = nil
            state.pending.insert(frame.path)
        }
        try state.write(into: folder)
        for frame in frames {
            try remove(frame.path, folder)
            state.pending.remove(frame.path)
        }
        converted.animations.append(record.folder)
        converted.written.append(path)
        converted.removed += frames.map(\.path)
    }

    /// One APNG into frame files, each checked against the pixels golden.json records for it.
    private func toFrames(
        _ animation: GoldenAnimation, _ state: inout State, _ folder: GuardedFolder, _ converted: inout Converted
    ) throws {
        for frame in animation.frames {
            switch GuardedFolder.kind(folder.path(frame.path)) {
            case .missing: continue
            case .file where state.pending.contains(frame.path): continue
            default: throw DiffFailure(.unindexedGoldenFile(path: folder.path(frame.path), index: GoldenIndex.fileName))
            }
        }
        let apng: APNGFrames
        do {
            apng = try APNGFrameExpansion.open(ComparedFile(path: folder.path(animation.path), folder: golden))
        } catch {
            throw problem(folder, animation.path, "\(error.problem)")
        }
        state.pending.formUnion(animation.frames.map(\.path))
        try state.write(into: folder)
        var shown = 0
        var written: [String] = []
        while shown < animation.frames.count, let (canvas, frames) = try nextShown(apng, animation, folder) {
            let rgb = PixelBands.rgb(fromRGBA: canvas)
            for number in frames.clamped(to: 0..<animation.frames.count) {
                let frame = animation.frames[number]
                let bands: Int
                if rgb.withUnsafeBytes({ CRC64.hex($0) }) == frame.pixels {
                    bands = 3
                } else if CRC64.hex(canvas) == frame.pixels {
                    bands = 4
                } else {
                    throw problem(
                        folder, animation.path,
                        "frame \(number) does not have the pixels golden.json records for \(frame.path)")
                }
                let png = try Self.png(
                    bands == 3 ? rgb : Array(canvas), width: apng.width, height: apng.height, bands: bands,
                    compression: compression)
                try folder.createFolders((frame.path as NSString).deletingLastPathComponent)
                try write(png, to: frame.path, folder)
                written.append(frame.path)
                state.entries[frame.path] = Manifest.Entry(
                    path: frame.path, kind: .frame, scene: GoldenScope.folder(of: GoldenScope.folder(of: frame.path)),
                    animation: (GoldenScope.folder(of: frame.path) as NSString).lastPathComponent, frame: number,
                    time: frame.time)
            }
            shown = frames.upperBound
        }
        guard shown >= animation.frames.count else {
            throw problem(
                folder, animation.path, "it holds \(shown) frames; golden.json lists \(animation.frames.count)")
        }
        state.pending.subtract(written)
        state.entries[animation.path] = nil
        state.animations[animation.path] = nil
        state.pending.insert(animation.path)
        try state.write(into: folder)
        try remove(animation.path, folder)
        state.pending.remove(animation.path)
        converted.animations.append(animation.folder)
        converted.written += written
        converted.removed.append(animation.path)
    }

    /// A golden frame's pixels (RGB when the PNG is RGB, else RGBA), size and file checksum.
    private func readFrame(
        _ path: String, _ folder: GuardedFolder
    ) throws -> (pixels: [UInt8], bands: Int, width: Int, height: Int, crc64: String) {
        do {
            let opened = try PNGHeader.open(ComparedFile(path: folder.path(path), folder: golden), limit: pixelLimit)
            let file = try opened.readChecked()
            let bytes = file.bytes
            let frame = try GoldenFramePixels(png: bytes)
            return (frame.pixels, frame.bands, frame.width, frame.height, CRC64.hex(bytes))
        } catch let failure as DiffFailure {
            throw failure
        } catch {
            throw problem(folder, path, "\(error)")
        }
    }

    private func verify(_ bytes: [UInt8], against record: GoldenAnimation, bands: Int, folder: GuardedFolder) throws {
        let decoded = try APNGFrames(
            bytes, maxFrames: APNGLimits.maximumFrames, maxCanvasBytes: APNGLimits.maximumCanvasBytes)
        var shown = 0
        while let (canvas, frames) = try nextShown(decoded, record, folder) {
            let pixels =
                bands == 3 ? PixelBands.rgb(fromRGBA: canvas).withUnsafeBytes { CRC64.hex($0) } : CRC64.hex(canvas)
            for number in frames
            where !record.frames.indices.contains(number) || record.frames[number].pixels != pixels {
                throw problem(
                    folder, record.path, "frame \(number) would not read back as written; nothing was changed")
            }
            shown = frames.upperBound
        }
        guard shown == record.frames.count else {
            throw problem(
                folder, record.path,
                "it would read back as \(shown) frames, not \(record.frames.count); nothing was changed")
        }
    }

    /// The APNG's next frame and the frames at the animation's rate it is shown for.
    private func nextShown(
        _ apng: APNGFrames, _ animation: GoldenAnimation, _ folder: GuardedFolder
    ) throws -> (canvas: UnsafeRawBufferPointer, frames: Range<Int>)? {
        do { return try apng.nextShown(fps: animation.fps) } catch {
            throw problem(folder, animation.path, "\(error)")
        }
    }

    private func frameRate(
        _ frames: [Manifest.Entry], path: String, folder: GuardedFolder, settingsFPS: Double?
    ) throws -> Int {
        guard let fps = GoldenAnimation.apngFrameRate(GoldenAnimation.frameRate(frames, settingsFPS: settingsFPS))
        else {
            throw problem(folder, path, "its frame rate is not a whole number of frames a second: it stays frames")
        }
        return fps
    }

    private func write(_ bytes: [UInt8], to path: String, _ folder: GuardedFolder) throws {
        do { try bytes.withUnsafeBytes { try folder.file(path).write($0) } } catch {
            throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
        }
    }

    private func remove(_ path: String, _ folder: GuardedFolder) throws {
        do {
            _ = try folder.removeFile(path)
            folder.removeEmptyFolders(above: path)
        } catch {
            throw DiffFailure(.recordingFailed(golden: golden, FailureCause(error)))
        }
    }

    /// A frame as a PNG, encoded as rendered frames are.
    static func png(
        _ pixels: [UInt8], width: Int, height: Int, bands: Int, compression: PNGCompression
    ) throws -> [UInt8] {
        try pixels.withUnsafeBytes {
            try PNGEncoder.encode(
                pixels: $0, width: width, height: height, bands: bands, compression: compression, { Array($0) })
        }
    }
}
