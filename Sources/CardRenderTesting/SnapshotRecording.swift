import CardFormats
import CardGeometry
import Foundation

/// The settings a snapshot was recorded with (`snapshot.json` in its folder): a snapshot drawn at
/// another scale or frame rate cannot match, and the message says so instead of listing pixels;
/// and the tolerance it is checked with.
struct SnapshotRecording: Codable, Equatable {
    static let fileName = "snapshot.json"

    var cardrender: String
    var libvips: String
    var scene: String
    var subject: String
    var scale: Double
    var fps: Double?
    var time: Double?
    var canvas: [Double]
    /// `apng` for an animation stored as one APNG (`animation.png`); absent for frame files.
    var format: String?
    /// For an APNG snapshot: CRC-64 of `animation.png` and of each frame's PNG as it was drawn.
    /// A check whose drawn frames have these checksums, against that very file, matches without
    /// reading the APNG (cardrender's PNGs are the same bytes for the same pixels and settings).
    var animationChecksum: String?
    var frameChecksums: [String]?
    /// The tolerance the snapshot was recorded with (swift-snapshot-testing's names); absent when
    /// none was given. A check that gives none uses it.
    var precision: Double?
    var perceptualPrecision: Double?

    /// The recorded tolerance, or nil.
    var tolerance: SnapshotTolerance? {
        let tolerance = SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        return tolerance.isEmpty ? nil : tolerance
    }

    /// What differs between the recorded settings and these; empty when they agree on everything
    /// that decides pixels.
    func mismatches(_ recorded: SnapshotRecording) -> [SnapshotSettingChange] {
        var found: [SnapshotSettingChange] = []
        if recorded.scale != scale { found.append(.scale(recorded: recorded.scale, now: scale)) }
        if recorded.fps != fps, let was = recorded.fps, let now = fps { found.append(.fps(recorded: was, now: now)) }
        return found
    }

    /// How the snapshot's frames are stored.
    var storage: SnapshotFormat { format == SnapshotFormat.apng.rawValue ? .apng : .frames }

    /// CRC-64 of `bytes`, as `animationChecksum` and `frameChecksums` hold it.
    static func checksum(_ bytes: Data) -> String {
        bytes.withUnsafeBytes { CRC64.hex($0) }
    }

    static func read(_ folder: String) -> SnapshotRecording? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(SnapshotRecording.self, from: data)
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
