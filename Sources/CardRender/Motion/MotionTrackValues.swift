extension MotionTrack {
    /// The largest position, rotation or scale a render writes is far below this; anything beyond
    /// it came from elsewhere, and differences of such values would overflow to infinity.
    static let largestValue = 1_000_000.0

    /// What is out of the ranges a render writes (`RenderedTiming`, `largestValue`), or nil: a
    /// motion file beside compared frames is not cardrender's own.
    var valueProblem: String? {
        if !RenderedTiming.fps.contains(fps) { return "fps \(fps) is not from 1 to 240" }
        for (index, frame) in frames.enumerated() {
            if !RenderedTiming.time.contains(frame.time) {
                return "frame \(index): time \(frame.time) is not from 0 to \(Int(RenderedTiming.time.upperBound)) s"
            }
            for (id, sample) in frame.layers.sorted(by: { $0.key < $1.key }) {
                for (name, value) in [("x", sample.x), ("y", sample.y), ("rotation", sample.rotation), ("scale", sample.scale), ("alpha", sample.alpha)]
                where !(abs(value) <= Self.largestValue) {
                    return "frame \(index), \(id): \(name) \(value) is beyond ±\(Int(Self.largestValue))"
                }
            }
        }
        return nil
    }
}
