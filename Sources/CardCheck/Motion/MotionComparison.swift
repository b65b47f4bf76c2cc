import CardFormats
import CardFoundation
import Foundation

/// Expected against actual motion of one animation, compared by time: at each instant both tracks
/// have (`MotionInstants`), for each layer where its motion (x, y, rotation, scale, alpha) and the
/// rest of its look (corner radius, border, shadow, content…) first part and by how much at most;
/// the two durations, and the time ranges only one side has. One sentence per layer that differs
/// says so ("card 0: rotation differs from t = 0.350 s, by up to 2.1°; alpha unchanged",
/// "card 0: cornerRadius 15 → 24 pt").
public struct MotionComparison: Sendable, Equatable {
    /// A property that moves a layer, as `motion.json` names it.
    public enum Property: String, CaseIterable, Sendable, Codable {
        case x, y, rotation, scale, alpha

        /// Differences at or under this are rounding, not motion.
        var tolerance: Double {
            switch self {
            case .x, .y: 0.001  // pt
            case .rotation: 0.001  // degrees
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
        /// The property that parts.
        public var property: Property
        /// The first instant where the two differ beyond the tolerance: actual's frame index, and the time.
        public var firstFrame: Int
        /// That instant's time, in seconds.
        public var firstTime: Double
        /// The largest difference over the shared instants.
        public var largest: Double
    }

    /// How one layer's motion and look compare.
    public struct LayerResult: Sendable, Equatable {
        /// Whether the layer is in both tracks or one only.
        public enum Presence: Sendable, Equatable { case both, expectedOnly, actualOnly }
        /// The layer's name in the tracks (`card 0`).
        public var id: String
        /// Whether both tracks have it.
        public var presence: Presence
        /// Shared instants where the layer is only on one side.
        public var unmatchedFrames: Int
        /// The motion properties that part, in `Property` order.
        public var divergences: [Divergence]
        /// Drawn properties that do not move the layer and changed (empty when a side has no looks).
        public var lookChanges: [ValueChange]
        /// The layer's position, rotation, scale or alpha changes over time in either track.
        public var moves: Bool

        /// True when the layer is on one side only, or anything of it parts.
        public var differs: Bool {
            presence != .both || unmatchedFrames > 0 || !divergences.isEmpty || !lookChanges.isEmpty
        }

        /// The earliest time anything of the layer parts.
        var firstTime: Double { (divergences.map(\.firstTime) + lookChanges.map(\.firstTime)).min() ?? .infinity }
    }

    /// The animation's time on each side.
    public struct Timing: Sendable, Equatable {
        /// Expected's duration, in seconds.
        public var expectedDuration: Double
        /// Actual's duration, in seconds.
        public var actualDuration: Double
        /// Expected's frame rate.
        public var expectedFPS: Double
        /// Actual's frame rate.
        public var actualFPS: Double
        /// Instants both tracks have, where values were compared.
        public var commonInstants: Int
        /// Time ranges, in seconds, only expected has frames for (at another frame rate, only those
        /// beyond actual's ends).
        public var expectedOnly: [ClosedRange<Double>]
        /// Time ranges only actual has frames for, likewise.
        public var actualOnly: [ClosedRange<Double>]

        /// True when the durations differ by more than rounding.
        public var durationDiffers: Bool { abs(expectedDuration - actualDuration) > MotionInstants.tolerance }
        /// True when the frame rates differ.
        public var fpsDiffers: Bool { expectedFPS != actualFPS }
    }

    /// The animation compared, by actual's name for it.
    public var animation: String
    /// Frames in the expected track.
    public var expectedFrames: Int
    /// Frames in the actual track.
    public var actualFrames: Int
    /// The durations, frame rates and time ranges only one side has.
    public var timing: Timing
    /// Every layer of either track, in the order first seen (actual's order, then expected's).
    public var layers: [LayerResult]
    /// The canvas colour behind the layers, when it changed.
    public var background: ValueChange?
    /// The tracks whose version has no looks (layer properties were then not compared): "expected", "actual".
    public var withoutLooks: [String]

    /// True when the duration, the background or any layer differs (a frame rate alone does not).
    public var differs: Bool { timing.durationDiffers || background != nil || layers.contains(where: \.differs) }

    /// Compares two tracks of one animation at the instants both have.
    public init(expected: MotionTrack, actual: MotionTrack) {
        animation = actual.animation
        expectedFrames = expected.frames.count
        actualFrames = actual.frames.count
        let expectedTimes = expected.frames.map(\.time), actualTimes = actual.frames.map(\.time)
        let instants = MotionInstants(expected: expectedTimes, actual: actualTimes)
        let otherRate = expected.fps != actual.fps
        timing = Timing(
            expectedDuration: expected.duration, actualDuration: actual.duration, expectedFPS: expected.fps,
            actualFPS: actual.fps,
            commonInstants: instants.common.count,
            expectedOnly: MotionInstants.ranges(
                instants.expectedOnly, times: expectedTimes, other: actualTimes, outside: otherRate),
            actualOnly: MotionInstants.ranges(
                instants.actualOnly, times: actualTimes, other: expectedTimes, outside: otherRate))
        withoutLooks = [("expected", expected), ("actual", actual)].filter { $0.1.looks == nil }.map(\.0)
        let compareLooks = withoutLooks.isEmpty
        let times = instants.common.map { actual.frames[$0.actual].time }

        var ids = actual.layers
        ids += expected.layers.filter { !actual.layers.contains($0) }
        let expectedIDs = Set(expected.frames.flatMap(\.layers.keys)),
            actualIDs = Set(actual.frames.flatMap(\.layers.keys))
        let pairs = instants.common.map { (expected.frames[$0.expected], actual.frames[$0.actual], $0.actual) }
        layers = ids.map { id in
            let presence: LayerResult.Presence =
                !expectedIDs.contains(id) ? .actualOnly : !actualIDs.contains(id) ? .expectedOnly : .both
            var divergences: [Divergence] = [], lookChanges: [ValueChange] = [], unmatched = 0
            if presence == .both {
                unmatched = pairs.filter { ($0.0.layers[id] == nil) != ($0.1.layers[id] == nil) }.count
                for property in Property.allCases {
                    var first: (frame: Int, time: Double)?, largest = 0.0
                    for (e, a, index) in pairs {
                        guard let e = e.layers[id], let a = a.layers[id] else { continue }
                        let difference = abs(property.value(e) - property.value(a))
                        guard difference > property.tolerance else { continue }
                        if first == nil { first = (index, actual.frames[index].time) }
                        largest = max(largest, difference)
                    }
                    if let first {
                        divergences.append(
                            Divergence(
                                property: property, firstFrame: first.frame, firstTime: first.time, largest: largest))
                    }
                }
                if compareLooks {
                    let expectedLayers = pairs.map { expected.sampleAndLook(id, in: $0.0) },
                        actualLayers = pairs.map { actual.sampleAndLook(id, in: $0.1) }
                    lookChanges = LookProperty.allCases.compactMap { property in
                        Self.change(
                            property.rawValue, unit: property.unit, tolerance: property.tolerance, at: times,
                            expected: expectedLayers.map { $0.flatMap { property.value($0.0, $0.1) } },
                            actual: actualLayers.map { $0.flatMap { property.value($0.0, $0.1) } })
                    }
                }
            }
            let moves = Self.moves(id, expected) || Self.moves(id, actual)
            return LayerResult(
                id: id, presence: presence, unmatchedFrames: unmatched, divergences: divergences,
                lookChanges: lookChanges, moves: moves)
        }
        background =
            compareLooks
            ? Self.change(
                "background", unit: "", tolerance: 0, at: times,
                expected: instants.common.map { expected.frames[$0.expected].background.map(LookProperty.Value.text) },
                actual: instants.common.map { actual.frames[$0.actual].background.map(LookProperty.Value.text) }) : nil
    }

    /// Whether any motion property of the layer changes over the track (or the layer comes and goes).
    static func moves(_ id: String, _ track: MotionTrack) -> Bool {
        let samples = track.frames.map { $0.layers[id] }
        guard let first = samples.compactMap({ $0 }).first else { return false }
        return samples.contains { sample in
            guard let sample else { return true }
            return Property.allCases.contains { abs($0.value(sample) - $0.value(first)) > $0.tolerance }
        }
    }
}
