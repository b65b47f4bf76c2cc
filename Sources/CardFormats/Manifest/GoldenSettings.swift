import CardFoundation
import CardGeometry
import CardSettings

/// What a golden folder was rendered with, recorded in `golden.json`. The rendering settings
/// change every frame (a check at another scale or frame rate would report the whole set as
/// changed), so a check at other rendering settings stops before rendering; the versions that
/// drew the frames may round a pixel differently, which is worth a notice only. A scene file's
/// content is what a check tests, so it is not pinned: only the deck preset it chooses is, as
/// that makes another deck altogether.
public struct GoldenSettings: Codable, Sendable, Equatable {
    /// Pixels per point.
    public var scale: Double
    /// Frames per second of the animations.
    public var fps: Double
    /// The canvas every scene was drawn at ("390x844"); nil: each scene's own.
    public var canvas: String?
    /// The seed for anything random in the scenes.
    public var seed: UInt64
    /// The presets in effect (`PresetChoice.text`), whether chosen directly or by a scene file.
    public var preset: String
    /// What the cards show of their photo's name and caption (a `CardLabels`).
    public var labels: String
    /// Stamps turned on for every deck, over what the scene file says.
    public var stamps: Bool
    /// The photo order: `name`, `modification-time`, `exif-date`, or `list:` and the CRC-64 of
    /// the names listed.
    public var order: String
    /// CRC-64 of the captions' content (the same whether they came as CSV or JSON); nil: none.
    public var captions: String?
    /// The photo behind the sheet and the side card; nil: the first.
    public var backdrop: String?
    /// `rtl` when the scenes were laid out right to left; nil: left to right (and for goldens
    /// recorded before the direction was pinned, which were all left to right).
    public var layoutDirection: String?
    /// The cardrender version that drew the frames.
    public var cardrender: String
    /// The libvips version that drew them.
    public var libvips: String

    /// The rendering settings: a check where one differs stops.
    public enum Setting: String, CaseIterable, Sendable {
        case scale, fps, canvas, seed, preset, labels, stamps, order, captions, backdrop
        case layoutDirection = "layout-direction"
    }

    /// A rendering setting whose value differs: the golden folder's and this run's, as `value(of:)` gives them.
    public struct Difference: Sendable, Equatable {
        /// The setting that differs.
        public var setting: Setting
        /// The golden folder's value; nil where it is off or left to each scene.
        public var recorded: String?
        /// This run's value; nil where it is off or left to each scene.
        public var current: String?
    }

    /// A version that differs (`cardrender`, `libvips`).
    public struct VersionDifference: Sendable, Equatable {
        /// `cardrender` or `libvips`.
        public var name: String
        /// The version that drew the golden frames.
        public var recorded: String
        /// The version this run draws with.
        public var current: String
    }

    /// The settings a rendered folder's manifest records; nil for a manifest written before
    /// they were recorded (or a mockup set's).
    public init?(_ manifest: Manifest) {
        let recorded = manifest.settings
        guard let preset = recorded.preset, let labels = recorded.labels, let stamps = recorded.stamps,
            let order = recorded.order, let libvips = recorded.libvips
        else { return nil }
        scale = recorded.scale
        fps = recorded.fps
        canvas = recorded.canvas
        seed = recorded.seed
        self.preset = preset
        self.labels = labels
        self.stamps = stamps
        self.order = order
        captions = recorded.captions
        backdrop = recorded.backdrop
        layoutDirection = recorded.layoutDirection
        cardrender =
            manifest.tool.hasPrefix("cardrender ")
            ? String(manifest.tool.dropFirst("cardrender ".count)) : manifest.tool
        self.libvips = libvips
    }

    /// The value of a rendering setting in words a message can quote; nil where the setting is
    /// off or left to each scene (no fixed canvas, no stamps, no captions, no backdrop).
    public func value(of setting: Setting) -> String? {
        switch setting {
        case .scale: NumberText.plain(scale)
        case .fps: NumberText.plain(fps)
        case .canvas: canvas
        case .seed: String(seed)
        case .preset: preset
        case .labels: labels
        case .stamps: stamps ? "on" : nil
        case .order: order
        case .captions: captions
        case .backdrop: backdrop
        case .layoutDirection: layoutDirection
        }
    }

    /// What makes these settings ones cardrender cannot have written, or nil: they may come
    /// from a pull request (golden.json) or another machine (a shard's manifest), and end up in
    /// messages and in the golden folder's index.
    public var problem: String? {
        guard scale.isFinite, scale > 0, scale <= 8 else { return "scale \(scale) is not over 0 and at most 8" }
        guard fps.isFinite, fps >= 0, fps <= 240 else { return "fps \(fps) is not from 0 to 240" }
        let texts = [canvas, preset, labels, order, captions, backdrop, layoutDirection, cardrender, libvips]
            .compactMap { $0 }
        if let long = texts.first(where: { $0.utf8.count > Self.longestText }) {
            return "a setting of \(long.utf8.count) bytes (at most \(Self.longestText))"
        }
        return nil
    }

    /// Longer than any value cardrender records (a backdrop's file name is at most 255 bytes).
    static let longestText = 1024

    /// The rendering settings in which this run differs from `recorded`, in `Setting` order.
    public func differences(from recorded: GoldenSettings) -> [Difference] {
        Setting.allCases.compactMap { setting in
            let (was, now) = (recorded.value(of: setting), value(of: setting))
            return was == now ? nil : Difference(setting: setting, recorded: was, current: now)
        }
    }

    /// The versions in which this run differs from `recorded`.
    public func versionDifferences(from recorded: GoldenSettings) -> [VersionDifference] {
        [("cardrender", recorded.cardrender, cardrender), ("libvips", recorded.libvips, libvips)]
            .filter { $0.1 != $0.2 }.map { VersionDifference(name: $0.0, recorded: $0.1, current: $0.2) }
    }

    /// The same rendering settings as `other`, whatever the versions.
    public func rendersLike(_ other: GoldenSettings) -> Bool {
        differences(from: other).isEmpty
    }

    package static func describe(_ order: PhotoOrder) -> String {
        switch order {
        case .name: "name"
        case .modificationTime: "modification-time"
        case .exifDate: "exif-date"
        case .list(let names): "list:" + checksum(names.joined(separator: "\n"))
        }
    }

    /// CRC-64 of the captions in a fixed order, nil when there are none: the same captions give
    /// the same digest whatever file format or entry order they came in.
    package static func digest(_ captions: CaptionSet) -> String? {
        guard !captions.entries.isEmpty else { return nil }
        // Fields apart by unit separators, entries by record separators; an absent field is NUL.
        let text = captions.entries.sorted { $0.key < $1.key }.map { key, caption in
            [key, caption.name ?? "\u{0}", caption.age ?? "\u{0}", caption.text ?? "\u{0}"].joined(separator: "\u{1F}")
        }.joined(separator: "\u{1E}")
        return checksum(text)
    }

    private static func checksum(_ text: String) -> String {
        Array(text.utf8).withUnsafeBytes { CRC64.hex($0) }
    }
}

extension Manifest.Settings {
    /// Records what golden frames pin beyond scale, fps and seed (which the manifest has anyway).
    package mutating func pin(_ golden: GoldenSettings) {
        canvas = golden.canvas
        preset = golden.preset
        labels = golden.labels
        stamps = golden.stamps
        order = golden.order
        captions = golden.captions
        backdrop = golden.backdrop
        layoutDirection = golden.layoutDirection
        libvips = golden.libvips
    }
}
