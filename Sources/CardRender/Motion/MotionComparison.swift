import Foundation

/// Expected against actual motion of one animation: for each layer and property (x, y, rotation,
/// scale, alpha), where the two first part and by how much at most, and one sentence per layer
/// that says so ("card 0: rotation differs from t = 0.350 s, by up to 2.1°; alpha unchanged").
/// Frames are matched by index; when one track has more frames, the extra ones are not compared
/// and the summary says how many there are.
public struct MotionComparison: Sendable, Equatable {
    public enum Property: String, CaseIterable, Sendable, Codable {
        case x, y, rotation, scale, alpha

        /// Differences at or under this are rounding, not motion.
        var tolerance: Double {
            switch self {
            case .x, .y: 0.001 // pt
            case .rotation: 0.001 // degrees
            case .scale: 0.00001
            case .alpha: 0.0001
            }
        }

        func value(_ sample: MotionTrack.Sample) -> Double {
            switch self {
            case .x: sample.x
            case .y: sample.y
            case .rotation: sample.rotation
            case .scale: sample.scale
            case .alpha: sample.alpha
            }
        }

        /// The size of a difference, in this property's unit.
        func describe(_ amount: Double) -> String {
            switch self {
            case .x, .y: "\(MotionNumber.format(amount, decimals: 1)) pt"
            case .rotation: "\(MotionNumber.format(amount, decimals: 1))°"
            case .scale: MotionNumber.format(amount, decimals: 3)
            case .alpha: MotionNumber.format(amount, decimals: 2)
            }
        }
    }

    /// Where one property of one layer parts.
    public struct Divergence: Sendable, Equatable {
        public var property: Property
        /// The first frame (index and time) where the two differ beyond the tolerance.
        public var firstFrame: Int
        public var firstTime: Double
        /// The largest difference over the compared frames.
        public var largest: Double
    }

    public struct LayerResult: Sendable, Equatable {
        public enum Presence: Sendable, Equatable { case both, expectedOnly, actualOnly }
        public var id: String
        public var presence: Presence
        /// Frames where the layer is only on one side, though both tracks have that frame.
        public var unmatchedFrames: Int
        public var divergences: [Divergence]
        /// The layer's properties change over time in either track.
        public var moves: Bool

        public var differs: Bool { presence != .both || unmatchedFrames > 0 || !divergences.isEmpty }

        /// "card 0: rotation differs from t = 0.350 s, by up to 2.1°; alpha unchanged".
        public var sentence: String {
            switch presence {
            case .expectedOnly: return "\(id): only in the expected frames"
            case .actualOnly: return "\(id): only in the actual frames"
            case .both: break
            }
            var parts = divergences.map {
                "\($0.property.rawValue) differs from t = \(MotionNumber.format($0.firstTime, decimals: 3)) s, by up to \($0.property.describe($0.largest))"
            }
            if unmatchedFrames > 0 {
                parts.append("shown in \(unmatchedFrames) frame\(unmatchedFrames == 1 ? "" : "s") on one side only")
            }
            let same = Property.allCases.filter { p in !divergences.contains { $0.property == p } }.map(\.rawValue)
            if parts.isEmpty { return "\(id): unchanged" }
            if !same.isEmpty { parts.append("\(MotionNumber.list(same)) unchanged") }
            return "\(id): " + parts.joined(separator: "; ")
        }
    }

    public var expectedFrames: Int
    public var actualFrames: Int
    /// Every layer of either track, in the order first seen (actual's order, then expected's).
    public var layers: [LayerResult]

    public var differs: Bool { expectedFrames != actualFrames || layers.contains(where: \.differs) }

    /// One sentence per layer that differs, then one for a change in frame count; "motion unchanged" when nothing does.
    /// The layer with most parted properties comes first (usually the one the gesture moves), then by when it parts.
    public var sentences: [String] {
        let parted = layers.enumerated().filter(\.element.differs).sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.divergences.count != y.divergences.count { return x.divergences.count > y.divergences.count }
            let (tx, ty) = (x.divergences.map(\.firstTime).min() ?? .infinity, y.divergences.map(\.firstTime).min() ?? .infinity)
            return tx != ty ? tx < ty : a.offset < b.offset
        }
        var lines = parted.map(\.element.sentence)
        if expectedFrames != actualFrames {
            lines.append("\(actualFrames) frames, expected \(expectedFrames) (the first \(min(expectedFrames, actualFrames)) compared)")
        }
        return lines.isEmpty ? ["motion unchanged"] : lines
    }

    public init(expected: MotionTrack, actual: MotionTrack) {
        expectedFrames = expected.frames.count
        actualFrames = actual.frames.count
        let count = min(expectedFrames, actualFrames)
        var ids = actual.layers
        ids += expected.layers.filter { !actual.layers.contains($0) }
        let expectedIDs = Set(expected.frames.flatMap(\.layers.keys)), actualIDs = Set(actual.frames.flatMap(\.layers.keys))
        layers = ids.map { id in
            let presence: LayerResult.Presence = !expectedIDs.contains(id) ? .actualOnly : !actualIDs.contains(id) ? .expectedOnly : .both
            var divergences: [Divergence] = []
            var unmatched = 0
            if presence == .both {
                for index in 0..<count {
                    let e = expected.frames[index].layers[id], a = actual.frames[index].layers[id]
                    if (e == nil) != (a == nil) { unmatched += 1 }
                }
                for property in Property.allCases {
                    var first: Int?, largest = 0.0
                    for index in 0..<count {
                        guard let e = expected.frames[index].layers[id], let a = actual.frames[index].layers[id] else { continue }
                        let difference = abs(property.value(e) - property.value(a))
                        guard difference > property.tolerance else { continue }
                        if first == nil { first = index }
                        largest = max(largest, difference)
                    }
                    if let first {
                        divergences.append(Divergence(property: property, firstFrame: first,
                                                      firstTime: actual.frames[first].time, largest: largest))
                    }
                }
            }
            let moves = Self.moves(id, expected) || Self.moves(id, actual)
            return LayerResult(id: id, presence: presence, unmatchedFrames: unmatched, divergences: divergences, moves: moves)
        }
    }

    /// Whether any property of the layer changes over the track (or the layer comes and goes).
    static func moves(_ id: String, _ track: MotionTrack) -> Bool {
        let samples = track.frames.map { $0.layers[id] }
        guard let first = samples.compactMap({ $0 }).first else { return false }
        return samples.contains { sample in
            guard let sample else { return true }
            return Property.allCases.contains { abs($0.value(sample) - $0.value(first)) > $0.tolerance }
        }
    }
}

/// Locale-free numbers for the motion sentences.
enum MotionNumber {
    /// `decimals` places, or more for a small non-zero value so it does not read as 0.
    static func format(_ value: Double, decimals: Int) -> String {
        var places = decimals
        while places < 6 && value != 0 && abs(value) < 0.5 * pow(10, Double(-places)) { places += 1 }
        let scale = pow(10, Double(places))
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(whole)" }
        let digits = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: places - digits.count))\(digits)"
    }

    /// "x", "x and y", "x, y and alpha".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
