extension MotionTrack {
    /// The largest position, rotation or scale a render writes is far below this; anything beyond
    /// it came from elsewhere, and differences of such values would overflow to infinity.
    static let largestValue = 1_000_000.0
    /// The longest text a look holds (a sheet's content names its photos: far shorter).
    static let longestText = 10_000

    /// What is out of the ranges a render writes (`RenderedTiming`, `largestValue`), or nil: a
    /// motion file beside compared frames is not cardrender's own.
    var valueProblem: String? {
        if !RenderedTiming.fps.contains(fps) { return "fps \(fps) is not from 1 to 240" }
        for (index, look) in (looks ?? []).enumerated() {
            if let problem = Self.problem(look) { return "look \(index): \(problem)" }
        }
        for (index, frame) in frames.enumerated() {
            if !RenderedTiming.time.contains(frame.time) {
                return "frame \(index): time \(frame.time) is not from 0 to \(Int(RenderedTiming.time.upperBound)) s"
            }
            if let background = frame.background, background.utf8.count > Self.longestText {
                return "frame \(index): background is longer than \(Self.longestText) bytes"
            }
            for (id, sample) in frame.layers.sorted(by: { $0.key < $1.key }) {
                for (name, value) in [
                    ("x", sample.x), ("y", sample.y), ("rotation", sample.rotation), ("scale", sample.scale),
                    ("alpha", sample.alpha),
                    ("width", sample.width ?? 0), ("height", sample.height ?? 0)
                ]
                where !(abs(value) <= Self.largestValue) {
                    return "frame \(index), \(id): \(name) \(value) is beyond ±\(Int(Self.largestValue))"
                }
                if let look = sample.look, !(looks?.indices.contains(look) ?? false) {
                    return "frame \(index), \(id): look \(look) is not in looks"
                }
            }
        }
        return nil
    }

    private static func problem(_ look: Look) -> String? {
        let numbers = [
            ("anchorX", look.anchorX), ("anchorY", look.anchorY),
            ("cornerRadius", look.cornerRadius), ("borderWidth", look.borderWidth),
            ("shadowOpacity", look.shadowOpacity),
            ("shadowRadius", look.shadowRadius), ("shadowOffsetX", look.shadowOffsetX),
            ("shadowOffsetY", look.shadowOffsetY)
        ]
        if let (name, value) = numbers.first(where: { !(abs($0.1) <= largestValue) }) {
            return "\(name) \(value) is beyond ±\(Int(largestValue))"
        }
        let texts = [
            ("content", look.content), ("borderColor", look.borderColor ?? ""), ("shadowColor", look.shadowColor ?? "")
        ]
        if let (name, _) = texts.first(where: { $0.1.utf8.count > longestText }) {
            return "\(name) is longer than \(longestText) bytes"
        }
        return nil
    }
}
