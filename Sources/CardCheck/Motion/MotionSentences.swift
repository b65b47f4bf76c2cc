import CardFoundation
import Foundation

extension MotionComparison.LayerResult {
    /// "card 0: rotation differs from t = 0.350 s, by up to 2.1°; alpha unchanged", or for what
    /// does not move, "card 0: cornerRadius 15 → 24 pt".
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
            parts.append("shown at \(unmatchedFrames) instant\(unmatchedFrames == 1 ? "" : "s") on one side only")
        }
        parts += lookChanges.map(\.phrase)
        // The motion properties that did not part, when some did.
        if !divergences.isEmpty || unmatchedFrames > 0 {
            let same = MotionComparison.Property.allCases.filter { p in !divergences.contains { $0.property == p } }
                .map(\.rawValue)
            if !same.isEmpty { parts.append("\(MotionNumber.list(same)) unchanged") }
        }
        if parts.isEmpty { return "\(id): unchanged" }
        return "\(id): " + parts.joined(separator: "; ")
    }
}

extension MotionComparison {
    /// What to tell a reviewer, one line each: the durations when they differ, then one sentence
    /// per layer that differs, the background, and how the tracks were sampled when their frame
    /// rates differ; "motion and layer properties unchanged" when nothing does.
    /// The layer with most parted motion comes first (usually the one the gesture moves), then the
    /// one with most changed properties, then by when it parts, then in layer order (back to front,
    /// as the scene lists them: a change to every card reads photo 0, photo 1, …).
    public var sentences: [String] {
        var lines: [String] = []
        if timing.durationDiffers {
            var line =
                "\(animation) lasts \(MotionNumber.trimmed(timing.actualDuration)) s, expected \(MotionNumber.trimmed(timing.expectedDuration)) s"
            let only = [(timing.actualOnly, "actual"), (timing.expectedOnly, "expected")].filter { !$0.0.isEmpty }.map {
                ranges, side in
                "t = \(ranges.map(MotionNumber.range).joined(separator: ", ")) s only in the \(side) frames"
            }
            if !only.isEmpty { line += ": " + only.joined(separator: ", ") }
            lines.append(line)
        }
        let parted = layers.enumerated().filter(\.element.differs).sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.divergences.count != y.divergences.count { return x.divergences.count > y.divergences.count }
            if x.lookChanges.count != y.lookChanges.count { return x.lookChanges.count > y.lookChanges.count }
            return x.firstTime != y.firstTime ? x.firstTime < y.firstTime : a.offset < b.offset
        }
        lines += parted.map(\.element.sentence)
        if let background { lines.append(background.phrase) }

        let instants = "the \(timing.commonInstants) instant\(timing.commonInstants == 1 ? "" : "s") both have"
        let rates =
            "(\(MotionNumber.trimmed(timing.actualFPS)) fps, expected \(MotionNumber.trimmed(timing.expectedFPS)) fps)"
        let unchanged = withoutLooks.isEmpty ? "motion and layer properties unchanged" : "motion unchanged"
        if lines.isEmpty {
            lines.append(timing.fpsDiffers ? "\(unchanged) at \(instants) \(rates)" : unchanged)
        } else if timing.fpsDiffers {
            lines.append("compared at \(instants) \(rates)")
        }
        if !withoutLooks.isEmpty {
            let which = withoutLooks.count == 2 ? "both motion.json files are" : "the \(withoutLooks[0]) motion.json is"
            lines.append("layer properties not compared: \(which) version 1, which has none")
        }
        return lines
    }
}
