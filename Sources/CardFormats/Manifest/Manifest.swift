import CardFoundation
import CardSettings
import Foundation

/// `manifest.json`: what a run wrote and from what, for scripts and CI. It holds no timestamps
/// or absolute paths, so identical runs write identical manifests.
public struct Manifest: Codable, Sendable, Equatable {
    /// What the files were drawn with.
    public struct Settings: Codable, Sendable, Equatable {
        /// The first scene's canvas in points, `390x844`.
        public var size: String
        /// Pixels per point.
        public var scale: Double
        /// Frames per second of the animations.
        public var fps: Double
        /// The seed for anything random in the scenes.
        public var seed: UInt64
        /// The PNG compression's `PNGCompression.code`: a libdeflate level 0–9, or −1 for `fast`.
        public var pngCompression: Int
        // What golden frames pin besides the above (see `GoldenSettings`); absent before format 2
        // and in a mockup set's manifest.
        /// The canvas every scene was drawn at; absent: each scene's own (`size` is the first scene's).
        public var canvas: String?
        /// The presets in effect (`PresetChoice.text`).
        public var preset: String?
        /// What the cards show of their photo's name and caption (a `CardLabels`).
        public var labels: String?
        /// Whether stamps were turned on for every deck.
        public var stamps: Bool?
        /// The photo order (`GoldenSettings.order`).
        public var order: String?
        /// CRC-64 of the captions' content; absent without captions.
        public var captions: String?
        /// The photo behind the sheet and the side card; absent: the first.
        public var backdrop: String?
        /// `rtl` when the scenes were laid out right to left; absent: left to right.
        public var layoutDirection: String?
        /// How fast an animated mockup played its animation (1 as it runs); absent elsewhere.
        public var speed: Double?
        /// The libvips version that drew the files.
        public var libvips: String?

        package init(
            size: String, scale: Double, fps: Double, seed: UInt64, pngCompression: Int, canvas: String? = nil,
            preset: String? = nil, labels: String? = nil, stamps: Bool? = nil, order: String? = nil,
            captions: String? = nil, backdrop: String? = nil, libvips: String? = nil
        ) {
            self.size = size
            self.scale = scale
            self.fps = fps
            self.seed = seed
            self.pngCompression = pngCompression
            self.canvas = canvas
            self.preset = preset
            self.labels = labels
            self.stamps = stamps
            self.order = order
            self.captions = captions
            self.backdrop = backdrop
            self.libvips = libvips
        }
    }

    /// One file written, and what it shows.
    public struct Entry: Codable, Sendable, Equatable {
        /// What sort of file an entry is.
        public enum Kind: String, Codable, Sendable {
            case still, frame
            case contactSheet = "contact-sheet"
            /// An animated GIF, WebP or MP4 of an animation (an export).
            case export
            /// An animation's geometry per frame and layer (`motion.json`, see `MotionTrack`).
            case motion
            /// A marketing image of a mockup set.
            case mockup
        }

        /// Relative to the output folder, with `/` separators.
        public var path: String
        /// Still, frame, contact sheet, export, motion track or mockup.
        public var kind: Kind
        /// The scene it shows, by name.
        public var scene: String
        /// The animation it belongs to; nil for a still.
        public var animation: String?
        /// A frame's index in its animation, from 0 (`frame-0000.png`); nil for other files.
        public var frame: Int?
        /// Seconds from the start of the animation.
        public var time: Double?
        /// For exports: gif, webp or mp4.
        public var format: String? = nil
        /// For a mockup set's images: the language of its text (`en-US`).
        public var language: String? = nil
        /// For mockups: the format's name (`iphone-6.9`, `link`…).
        public var mockupFormat: String? = nil

        /// Whether a mockup command wrote the file, into the folder's top or a set's language and
        /// format folders: a mockup, or an animated mockup's export (which names its format). A
        /// render writes every other file into its scene's folder.
        package var isMockup: Bool { kind == .mockup || (kind == .export && mockupFormat != nil) }

        /// What makes the path's ending one a file of this kind never has, or nil: PNG images,
        /// exports ending in their format, `motion.json`.
        var endingProblem: String? {
            switch kind {
            case .still, .frame, .contactSheet, .mockup:
                return Manifest.isImage(path) ? nil : "is a \(kind.rawValue) but no .png file"
            case .export:
                guard let format, let known = ExportFormat(rawValue: format) else {
                    return "is an export of no format cardrender writes"
                }
                return path.hasSuffix(".\(known.rawValue)")
                    ? nil : "is a \(known.rawValue) export but no .\(known.rawValue) file"
            case .motion:
                return Manifest.isMotionTrack(path) ? nil : "is a motion track but no \(MotionTrack.fileName)"
            }
        }

        package init(
            path: String, kind: Kind, scene: String, animation: String? = nil, frame: Int? = nil, time: Double? = nil,
            format: String? = nil, language: String? = nil, mockupFormat: String? = nil
        ) {
            self.path = path
            self.kind = kind
            self.scene = scene
            self.animation = animation
            self.frame = frame
            self.time = time
            self.format = format
            self.language = language
            self.mockupFormat = mockupFormat
        }
    }

    /// An input file that was skipped or failed (`InputIssue`).
    public struct Issue: Codable, Sendable, Equatable {
        /// The file, relative to the input folder.
        public var file: String
        /// What is wrong with it.
        public var reason: String
        /// `skipped` (not a photo) or `failed` (a photo that could not be used).
        public var severity: String

        package init(file: String, reason: String, severity: String) {
            self.file = file
            self.reason = reason
            self.severity = severity
        }
    }

    /// 2 since the manifest records the settings golden frames pin; absent before.
    public var format: Int? = Manifest.currentFormat
    /// The writer and its version: `cardrender 0.1.0`.
    public var tool: String
    /// False when the run was interrupted: `files` then lists only what was completed.
    public var complete: Bool
    /// "i/n" in a shard's manifest (which lists every file of the whole run); absent otherwise.
    public var shard: String?
    /// What the files were drawn with.
    public var settings: Settings
    /// The photos drawn, by file name, in deck order.
    public var photos: [String]
    /// Input files skipped or failed.
    public var issues: [Issue]
    /// Every file written, in the run's order; the manifest itself is not listed.
    public var files: [Entry]
    /// Files that may be in the folder although `files` does not list them: from an earlier run
    /// this one had not yet replaced or removed, or (while a run is writing) everything it may
    /// write. Absent after a run that finished. The next run into the folder may replace or
    /// remove them, as files cardrender wrote.
    public var pending: [String]? = nil

    package init(
        format: Int? = Manifest.currentFormat, tool: String, complete: Bool, shard: String? = nil, settings: Settings,
        photos: [String], issues: [Issue], files: [Entry], pending: [String]? = nil
    ) {
        self.format = format
        self.tool = tool
        self.complete = complete
        self.shard = shard
        self.settings = settings
        self.photos = photos
        self.issues = issues
        self.files = files
        self.pending = pending
    }

    /// The `format` this cardrender writes.
    public static let currentFormat = 2

    /// The manifest file of a run: `manifest.json`, or a shard's own.
    public static let fileName = "manifest.json"

    /// Every path this manifest says cardrender wrote (or may have written) into its folder: a
    /// shard's own stills and frames (its manifest lists the whole run's), or all files, and the
    /// pending ones. Paths that could leave the folder are left out: the manifest may come from
    /// elsewhere.
    public var claimedPaths: Set<String> {
        Set((writtenFiles.map(\.path) + (pending ?? [])).filter(ContainedPath.isContained))
    }

    /// The files this run wrote itself: a shard's own stills and frames (and every animation's
    /// motion.json, which each shard writes), or every file listed.
    public var writtenFiles: [Entry] {
        guard let shard = shard.flatMap(Shard.init) else { return files }
        return files.filter { $0.kind == .still || $0.kind == .frame }.enumerated().filter { shard.owns($0.offset) }
            .map(\.element)
            + files.filter { $0.kind == .motion }
    }

    /// The manifest.json of a rendered folder, when it has a readable one (a plain file: never
    /// a link or FIFO that could block or lead elsewhere).
    public static func of(folder: String) -> Manifest? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard GuardedFolder.kind(path) == .file else { return nil }
        return try? read(path)
    }

    /// Reads a manifest; the error names the file and says what is wrong with it. A manifest may
    /// come from elsewhere (a shard's CI artefact, a pull request), so it is read within
    /// `IndexFile.manifestLimit` and every name and number in it is checked (`problem`).
    package static func read(_ path: String) throws -> Manifest {
        let bytes: [UInt8]
        do { bytes = try IndexFile.read(path, limit: IndexFile.manifestLimit, what: "a cardrender manifest") } catch {
            throw GuardedFolder.Refusal(path: path, reason: error.reason)
        }
        let manifest: Manifest
        do { manifest = try JSONDecoder().decode(Manifest.self, from: Data(bytes)) } catch {
            throw GuardedFolder.Refusal(
                path: path, reason: "is not a cardrender manifest (\(Self.decodingProblem(error)))")
        }
        if let problem = manifest.problem {
            throw GuardedFolder.Refusal(path: path, reason: "is not a cardrender manifest (\(problem))")
        }
        return manifest
    }

    /// Whether `path` names a file of a kind cardrender writes into an output folder: a PNG image,
    /// an export (GIF, WebP, MP4) or a motion track. A manifest claims no other (the next run into
    /// its folder may replace or remove what it claims), whatever it says.
    static func isOutputFile(_ path: String) -> Bool {
        isImage(path) || ExportFormat.allCases.contains { path.hasSuffix(".\($0.rawValue)") }
            || Manifest.isMotionTrack(path)
    }

    /// A motion track's name: `motion.json` in its animation's folder.
    static func isMotionTrack(_ path: String) -> Bool {
        path == MotionTrack.fileName || path.hasSuffix("/" + MotionTrack.fileName)
    }

    /// A PNG image's name (a mockup's `--name` may end in `.PNG`).
    static func isImage(_ path: String) -> Bool { path.lowercased().hasSuffix(".png") }

    /// What makes this manifest one cardrender cannot have written, or nil: a path that could
    /// leave the folder, a scene or animation that is not one plain name (merge and exports build
    /// file names from them), a rendered file outside its scene's folder, a path whose ending is
    /// not its kind's, a pending file of no kind cardrender writes, settings out of range.
    public var problem: String? {
        func quoted(_ text: String) -> String { "\"\(UserText.cut(text, columns: 80))\"" }
        for entry in files {
            if let problem = ContainedPath.problem(entry.path) {
                return "files lists \(quoted(entry.path)), \(problem)"
            }
            for (field, name) in [("scene", entry.scene), ("animation", entry.animation)] {
                guard let name else { continue }
                if name.contains("/") || ContainedPath.problem(name) != nil {
                    return "\(quoted(entry.path)) has the \(field) \(quoted(name)), which is not one plain name"
                }
            }
            if !entry.isMockup, !entry.path.hasPrefix(entry.scene + "/") {
                return "\(quoted(entry.path)) is not in its scene's folder \(quoted(entry.scene))"
            }
            if let problem = entry.endingProblem { return "\(quoted(entry.path)) \(problem)" }
            if let time = entry.time, !(time.isFinite && time >= 0) {
                return "\(quoted(entry.path)) has the time \(time)"
            }
        }
        for path in pending ?? [] {
            if let problem = ContainedPath.problem(path) { return "pending lists \(quoted(path)), \(problem)" }
            if !Self.isOutputFile(path) { return "pending lists \(quoted(path)), a file of no kind cardrender writes" }
        }
        // Mockups have no frame rate (0); a run with frames was rendered at 1 to 240 fps.
        let leastFPS = files.contains { $0.kind == .frame } ? 1.0 : 0
        guard settings.fps.isFinite, (leastFPS...240).contains(settings.fps) else {
            return "fps \(settings.fps) is not from \(Int(leastFPS)) to 240"
        }
        guard settings.scale.isFinite, settings.scale > 0, settings.scale <= 8 else {
            return "scale \(settings.scale) is not over 0 and at most 8"
        }
        if let problem = GoldenSettings(self)?.problem { return problem }
        return nil
    }

    package static func decodingProblem(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: return "\(error)"
        }
    }

    package func encoded() throws -> Data {
        try StableJSON.encode(self)
    }
}
