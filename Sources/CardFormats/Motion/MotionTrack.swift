import CardFoundation
import CardGeometry
import Foundation

/// `motion.json`: the geometry behind an animation's frames, written beside them so a change in
/// motion, or in anything else the frames draw, can be read as numbers, not only seen as pixels.
/// Version 2:
///
/// ```json
/// {"format": "cardrender-motion", "version": 2, "scene": "deck", "animation": "swipe-right", "fps": 60,
///  "units": {"x": "pt", "y": "pt", "rotation": "degrees", "scale": "factor", "alpha": "0-1", "width": "pt", …},
///  "layers": ["fill", "card 2", "card 1", "card 0"],
///  "looks": [{"content": "card photo 0", "cornerRadius": 15, "shadowOpacity": 0.8, …}, …],
///  "frames": [{"time": 0, "background": "#F2F2F7",
///              "layers": {"card 0": {"x": 195, "y": 362, "rotation": 0, "scale": 1, "alpha": 1,
///                                    "width": 300, "height": 400, "look": 3}, …}}, …]}
/// ```
///
/// `x`, `y` are where the layer's anchor sits on the canvas (points, y down); `rotation` is
/// clockwise in degrees; `width` and `height` are its bounds in points; `look` indexes `looks`,
/// every other property the layer is drawn with (`Look`). A layer is named by what it shows (`card N` for photo N's card, `photo N`, `blur N`,
/// `fill`, `sheet`, `controls`, `stamp LIKE`), so it keeps its name while it moves through the
/// stack; a second layer of the same name in a frame gets ` #2`. Values are rounded to 1e-6.
/// Version 1 (still read) has no `looks`, `look`, `width`, `height` or `background`.
public struct MotionTrack: Codable, Sendable, Equatable {
    /// The `format` every motion file holds.
    public static let formatName = "cardrender-motion"
    /// The version this cardrender writes.
    public static let currentVersion = 2
    /// The versions this cardrender reads.
    public static let readableVersions = 1...2
    /// The file's name in each animation's folder.
    public static let fileName = "motion.json"

    /// The unit of each number, written into the file for a reader without this documentation.
    public struct Units: Codable, Sendable, Equatable {
        public var x = "pt", y = "pt", rotation = "degrees", scale = "factor", alpha = "0-1"
        /// The look's numbers (version 2); nil when read from version 1.
        public var width: String? = "pt", height: String? = "pt", anchorX: String? = "0-1 of the width",
            anchorY: String? = "0-1 of the height", cornerRadius: String? = "pt", borderWidth: String? = "pt",
            shadowOpacity: String? = "0-1", shadowRadius: String? = "pt", shadowOffsetX: String? = "pt",
            shadowOffsetY: String? = "pt"
    }

    /// One layer at one instant.
    public struct Sample: Codable, Sendable, Equatable {
        /// Where the layer's anchor sits, in points from the canvas's left edge.
        public var x: Double
        /// Where the layer's anchor sits, in points from the canvas's top edge (y down).
        public var y: Double
        /// Clockwise, in degrees.
        public var rotation: Double
        /// The factor the layer is drawn at around its anchor (1: its own size).
        public var scale: Double
        /// Opacity, 0 (transparent) to 1.
        public var alpha: Double
        /// The layer's bounds in points, before `scale` (nil in version 1).
        public var width: Double?
        /// The layer's height in points, before `scale` (nil in version 1).
        public var height: Double?
        /// Index into the track's `looks` (nil in version 1).
        public var look: Int?

        /// A sample of a layer at `x`, `y`; the size and look stay nil, as in version 1, unless given.
        public init(
            x: Double, y: Double, rotation: Double, scale: Double, alpha: Double,
            width: Double? = nil, height: Double? = nil, look: Int? = nil
        ) {
            self.x = x
            self.y = y
            self.rotation = rotation
            self.scale = scale
            self.alpha = alpha
            self.width = width
            self.height = height
            self.look = look
        }
    }

    /// One frame of the animation: every layer's sample at its time.
    public struct Frame: Codable, Sendable, Equatable {
        /// Seconds from the start of the animation.
        public var time: Double
        /// The canvas colour behind the layers (nil in version 1).
        public var background: String?
        /// The samples by layer name.
        public var layers: [String: Sample]

        /// A frame at `time` seconds with `layers` by name; `background` nil as in version 1.
        public init(time: Double, background: String? = nil, layers: [String: Sample]) {
            self.time = time
            self.background = background
            self.layers = layers
        }
    }

    /// `formatName`; a reader refuses any other.
    public var format: String
    /// The format version: 2 with `looks`, 1 without.
    public var version: Int
    /// The scene the animation belongs to, by name (`deck`).
    public var scene: String
    /// The animation, by name (`swipe-right`).
    public var animation: String
    /// Frames per second the animation was rendered at.
    public var fps: Double
    /// The unit of each number.
    public var units: Units
    /// Every layer id, in the order first seen (back to front).
    public var layers: [String]
    /// Each distinct look of any layer, named by the samples' `look` (nil in version 1).
    public var looks: [Look]?
    /// Every frame, in order.
    public var frames: [Frame]

    /// A track of `frames`, the layers listed in the order first seen; version 2 with `looks`, 1
    /// without.
    public init(scene: String, animation: String, fps: Double, looks: [Look]? = nil, frames: [Frame]) {
        format = Self.formatName
        // Without looks, the track holds what version 1 holds.
        version = looks == nil ? 1 : Self.currentVersion
        self.scene = scene
        self.animation = animation
        self.fps = fps
        units = Units()
        self.looks = looks
        self.frames = frames
        var seen: Set<String> = [], order: [String] = []
        for frame in frames {
            for id in frame.layers.keys.sorted() where !seen.contains(id) {
                seen.insert(id)
                order.append(id)
            }
        }
        layers = order
    }

    /// The track of rendered frames.
    public init(scene: String, animation: String, fps: Double, sceneFrames: [SceneFrame]) {
        var ordered: [String] = [], seen: Set<String> = []
        var looks: [Look] = [], indices: [Look: Int] = [:]
        func index(of layer: Layer) -> Int {
            let look = Look(layer)
            if let known = indices[look] { return known }
            looks.append(look)
            indices[look] = looks.count - 1
            return looks.count - 1
        }
        let frames = sceneFrames.map { frame -> Frame in
            var layers: [String: Sample] = [:]
            for (id, layer) in Self.identified(frame.layers) {
                layers[id] = Sample(
                    x: Self.rounded(layer.position.x), y: Self.rounded(layer.position.y),
                    rotation: Self.rounded(layer.rotation * 180 / .pi), scale: Self.rounded(layer.scale),
                    alpha: Self.rounded(layer.alpha), width: Self.rounded(layer.size.width),
                    height: Self.rounded(layer.size.height), look: index(of: layer))
                if seen.insert(id).inserted { ordered.append(id) }
            }
            return Frame(time: Self.rounded(frame.time), background: Look.hex(frame.background), layers: layers)
        }
        self.init(scene: scene, animation: animation, fps: fps, looks: looks, frames: frames)
        layers = ordered
    }

    /// The look of `id` in `frame`, when the track has looks and the frame has the layer.
    public func look(_ id: String, in frame: Frame) -> Look? {
        guard let looks, let index = frame.layers[id]?.look, looks.indices.contains(index) else { return nil }
        return looks[index]
    }

    /// The sample of `id` in `frame` with its look, when it has one.
    package func sampleAndLook(_ id: String, in frame: Frame) -> (Sample, Look)? {
        guard let sample = frame.layers[id], let look = look(id, in: frame) else { return nil }
        return (sample, look)
    }

    /// Seconds from the first frame to the last.
    public var duration: Double { frames.last?.time ?? 0 }

    /// Each layer with its id, back to front.
    package static func identified(_ layers: [Layer]) -> [(String, Layer)] {
        var counts: [String: Int] = [:]
        return layers.map { layer in
            let base = name(layer.content)
            let count = (counts[base] ?? 0) + 1
            counts[base] = count
            return (count == 1 ? base : "\(base) #\(count)", layer)
        }
    }

    static func name(_ content: LayerContent) -> String {
        switch content {
        case let .card(photo), let .profileCard(photo): "card \(photo)"
        case let .photo(photo): "photo \(photo)"
        case let .blurredPhoto(photo, _): "blur \(photo)"
        case .fill: "fill"
        case .sheet: "sheet"
        case .cameraControls: "controls"
        case let .stamp(text, _): "stamp \(text)"
        case .image(.photo(let photo), _): "image \(photo)"
        case .image(.photoNamed(let name), _): "image \(name)"
        case .image(.file(let path), _): "image \(path.split(separator: "/").last.map(String.init) ?? path)"
        case let .text(text, _): "text \(text.prefix(24))"
        case .linearGradient: "gradient"
        }
    }

    static func rounded(_ value: Double) -> Double {
        let r = (value * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r  // no -0 in the file
    }

    /// The file's bytes: JSON with sorted keys and a final newline, the same for the same track.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Why a motion file cannot be read.
    public enum ReadError: Error, Sendable, CustomStringConvertible {
        /// The file could not be opened or read (missing, not a regular file, too large).
        case unreadable(any Error)
        /// Not JSON of a motion track.
        case notAMotionFile(path: String, any Error)
        /// Another format than `MotionTrack.formatName`.
        case otherFormat(path: String, format: String)
        /// A version this cardrender does not read.
        case unreadableVersion(path: String, version: Int)
        /// Values no render writes; `problem` says which.
        case notARendersMotion(path: String, problem: String)

        /// The problem in one line, naming the file.
        public var description: String {
            switch self {
            case let .unreadable(error): "\(error)"
            case let .notAMotionFile(path, error): "\(path): not a motion file (\(error))"
            case let .otherFormat(path, format): "\(path): format is \"\(format)\", not \"\(formatName)\""
            case let .unreadableVersion(path, version):
                "\(path): motion format version \(version); this cardrender reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound)"
            case let .notARendersMotion(path, problem): "\(path): not a render's motion file (\(problem))"
            }
        }
    }

    /// Reads a motion file; throws `ReadError` naming the file and what is wrong.
    public static func read(_ path: String) throws -> MotionTrack {
        let data: Data
        do { data = Data(try IndexFile.read(path, limit: IndexFile.motionLimit, what: "a motion track")) } catch {
            throw ReadError.unreadable(error)
        }
        let track: MotionTrack
        do { track = try JSONDecoder().decode(MotionTrack.self, from: data) } catch {
            throw ReadError.notAMotionFile(path: path, error)
        }
        guard track.format == formatName else { throw ReadError.otherFormat(path: path, format: track.format) }
        guard readableVersions.contains(track.version) else {
            throw ReadError.unreadableVersion(path: path, version: track.version)
        }
        if let problem = track.valueProblem { throw ReadError.notARendersMotion(path: path, problem: problem) }
        return track
    }
}
