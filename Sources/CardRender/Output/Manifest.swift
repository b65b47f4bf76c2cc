import Foundation

/// `manifest.json`: what a run wrote and from what, for scripts and CI. It holds no timestamps
/// or absolute paths, so identical runs write identical manifests.
public struct Manifest: Codable, Sendable, Equatable {
    public struct Settings: Codable, Sendable, Equatable {
        public var size: String
        public var scale: Double
        public var fps: Double
        public var seed: UInt64
        public var pngCompression: Int
    }

    public struct Entry: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            case still, frame
            case contactSheet = "contact-sheet"
            /// An animated GIF, WebP or MP4 of an animation (`--export`).
            case export
            /// An animation's geometry per frame and layer (`motion.json`, see `MotionTrack`).
            case motion
        }

        /// Relative to the output folder, with `/` separators.
        public var path: String
        public var kind: Kind
        public var scene: String
        public var animation: String?
        public var frame: Int?
        /// Seconds from the start of the animation.
        public var time: Double?
        /// For exports: gif, webp or mp4.
        public var format: String? = nil
    }

    public struct Issue: Codable, Sendable, Equatable {
        public var file: String
        public var reason: String
        public var severity: String
    }

    public var tool: String
    /// False when the run was interrupted: `files` then lists only what was completed.
    public var complete: Bool
    /// "i/n" in a shard's manifest (which lists every file of the whole run); absent otherwise.
    public var shard: String?
    public var settings: Settings
    /// The photos drawn, by file name, in deck order.
    public var photos: [String]
    public var issues: [Issue]
    public var files: [Entry]

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
