import CardFormats
import CardFoundation

/// An animation a golden folder keeps as one APNG, as `golden.json` records it: the frames it
/// stands for, by the paths a frame folder would give them, with their checksums. A check whose
/// rendered frame has the recorded checksum (and whose APNG is still the recorded file) knows the
/// frame is unchanged without decoding anything.
public struct GoldenAnimation: Codable, Sendable, Equatable {
    /// The APNG's file name in the animation's folder.
    public static let fileName = APNGPairs.animationFileName

    /// One frame the APNG holds.
    public struct Frame: Codable, Sendable, Equatable {
        /// The frame's path in a frame folder: `deck/swipe-right/frame-0012.png`.
        public var path: String
        /// Seconds from the start of the animation.
        public var time: Double?
        /// CRC-64 of the rendered PNG file the frame was recorded from (16 hex digits): a rendered
        /// file with these bytes is this frame.
        public var crc64: String
        /// CRC-64 of the frame's pixels as the APNG stores them (rows of RGB or RGBA bytes): what a
        /// conversion checks every frame against.
        public var pixels: String
    }

    /// The APNG, relative to the golden folder: `deck/swipe-right/animation.png`.
    public var path: String
    /// The frame rate its delays count in: frame `n` of `frames` is shown at `n / fps` seconds.
    public var fps: Int
    /// The APNG file's size and CRC-64 when it was recorded; its frames' checksums vouch for it
    /// only while it holds those bytes.
    public var bytes: Int
    /// See `bytes`.
    public var crc64: String
    /// In order: the APNG's frame `n` is `frames[n]`.
    public var frames: [Frame]

    /// The frame rate of an animation's `frames`: the run's `fps`, or (frames rendered by a
    /// cardrender that recorded no settings) the one their times give.
    static func frameRate(_ frames: [Manifest.Entry], settingsFPS: Double?) -> Double? {
        if let settingsFPS { return settingsFPS }
        guard frames.count > 1, let t0 = frames[0].time, let t1 = frames[1].time, t1 > t0 else { return nil }
        return (1 / (t1 - t0) * 1000).rounded() / 1000
    }

    /// `fps` as the frame rate an APNG's delays count in; nil unless it is a whole number of
    /// frames a second that a delay can say (1 to 65535).
    static func apngFrameRate(_ fps: Double?) -> Int? {
        guard let fps, fps.rounded() == fps, (1...0xFFFF).contains(fps) else { return nil }
        return Int(fps)
    }

    /// The APNG's path for `animation` of `scene`.
    public static func path(scene: String, animation: String) -> String {
        "\(scene)/\(animation)/\(fileName)"
    }

    /// The animation's folder, `deck/swipe-right`.
    public var folder: String { String(path.dropLast(Self.fileName.count + 1)) }

    /// A record that cannot describe frames of its own folder, or nil: read from a folder that may
    /// come from a pull request.
    var problem: String? {
        guard path.hasSuffix("/" + Self.fileName), ContainedPath.isContained(path) else {
            return "\(path): not an animation's \(Self.fileName)"
        }
        guard (1...0xFFFF).contains(fps) else { return "\(path): \(fps) frames a second" }
        guard frames.count <= APNGLimits.maximumFrames else {
            return "\(path): more than \(APNGLimits.maximumFrames) frames"
        }
        let prefix = folder + "/"
        for frame in frames where !frame.path.hasPrefix(prefix) || !ContainedPath.isContained(frame.path) {
            return "\(path): frame \(frame.path) lies outside \(folder)"
        }
        if Set(frames.map(\.path)).count != frames.count { return "\(path): a frame is listed twice" }
        return nil
    }
}
