import CardFormats
import CardGeometry
/// Why two shards of one run cannot be merged: the first thing their manifests disagree on.
public enum ShardDifference: Sendable, Equatable, CustomStringConvertible {
    /// A setting the shards ran with: `left` and `right` are the shards ("2/4"), then each one's value.
    case setting(Setting, left: String, leftValue: String, right: String, rightValue: String)
    /// The shards read different photos; each shard's photo count.
    case photos(left: String, leftCount: Int, right: String, rightCount: Int)
    /// The shards rendered different scenes or animations.
    case scenes
    /// The shards planned different frames of the same scenes.
    case frames
    /// The shards found different problems with the input photos.
    case inputIssues

    /// The settings of a run that must agree.
    public enum Setting: Sendable, Equatable {
        case versions, size, scale, fps, seed, pngCompression
        /// Another setting that changes pixels, as golden.json names it.
        case pinned(GoldenSettings.Setting)

        /// How a message names it.
        public var words: String {
            switch self {
            case .versions: "versions"
            case .size: "size"
            case .scale: "scale"
            case .fps: "fps"
            case .seed: "seed"
            case .pngCompression: "PNG compression"
            case let .pinned(setting): setting.rawValue
            }
        }
    }

    /// The message for a differing setting, naming it as `name` says.
    package static func settingText(
        _ name: String, left: String, leftValue: String, right: String, rightValue: String
    ) -> String {
        "the shards ran with different \(name): shard \(left) with \(leftValue), shard \(right) with \(rightValue)"
    }

    /// What differs, in one line, naming the two shards.
    public var description: String {
        switch self {
        case let .setting(setting, left, leftValue, right, rightValue):
            Self.settingText(setting.words, left: left, leftValue: leftValue, right: right, rightValue: rightValue)
        case let .photos(left, leftCount, right, rightCount):
            "the shards read different photos: shard \(left) \(leftCount), shard \(right) \(rightCount)"
        case .scenes: "the shards rendered different scenes or animations"
        case .frames: "the shards planned different frames (their scene files, presets, stamps or captions differ)"
        case .inputIssues: "the shards found different problems with the input photos"
        }
    }

    static func first(_ a: Manifest, _ b: Manifest) -> ShardDifference? {
        let left = a.shard ?? "?", right = b.shard ?? "?"
        func differs(_ setting: Setting, _ x: String, _ y: String) -> ShardDifference {
            .setting(setting, left: left, leftValue: x, right: right, rightValue: y)
        }
        if a.tool != b.tool { return differs(.versions, a.tool, b.tool) }
        if a.settings.size != b.settings.size { return differs(.size, a.settings.size, b.settings.size) }
        if a.settings.scale != b.settings.scale {
            return differs(.scale, NumberText.plain(a.settings.scale), NumberText.plain(b.settings.scale))
        }
        if a.settings.fps != b.settings.fps {
            return differs(.fps, NumberText.plain(a.settings.fps), NumberText.plain(b.settings.fps))
        }
        if a.settings.seed != b.settings.seed { return differs(.seed, "\(a.settings.seed)", "\(b.settings.seed)") }
        if a.settings.pngCompression != b.settings.pngCompression {
            return differs(.pngCompression, "\(a.settings.pngCompression)", "\(b.settings.pngCompression)")
        }
        // The other settings that change pixels, named as golden.json names them.
        if let x = GoldenSettings(a), let y = GoldenSettings(b), let difference = y.differences(from: x).first {
            return differs(.pinned(difference.setting), difference.recorded ?? "none", difference.current ?? "none")
        }
        if a.photos != b.photos {
            return .photos(left: left, leftCount: a.photos.count, right: right, rightCount: b.photos.count)
        }
        if a.files != b.files {
            let scenes = { (m: Manifest) in Set(m.files.map { "\($0.scene)/\($0.animation ?? "")" }) }
            return scenes(a) != scenes(b) ? .scenes : .frames
        }
        if a.issues != b.issues { return .inputIssues }
        return nil
    }
}
