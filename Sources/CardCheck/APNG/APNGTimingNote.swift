/// Two APNGs compared with different frame rates or frame counts, said as such: the report and
/// the command line name both, and how many instants were compared.
public struct APNGTimingNote: Codable, Sendable, Equatable {
    /// The expected APNG.
    public var expected: String
    /// The actual APNG (or the expected one's counterpart).
    public var actual: String
    /// The expected APNG's frame rate.
    public var expectedFPS: Int
    /// The actual APNG's frame rate.
    public var actualFPS: Int
    /// The expected APNG's frames at its own rate.
    public var expectedFrames: Int
    /// The actual APNG's frames at its own rate.
    public var actualFrames: Int
    /// The pairs compared: the instants both show a frame.
    public var compared: Int

    /// A note of `expected` and `actual`'s rates and lengths.
    public init(
        expected: String, actual: String, expectedFPS: Int, actualFPS: Int, expectedFrames: Int, actualFrames: Int,
        compared: Int
    ) {
        self.expected = expected
        self.actual = actual
        self.expectedFPS = expectedFPS
        self.actualFPS = actualFPS
        self.expectedFrames = expectedFrames
        self.actualFrames = actualFrames
        self.compared = compared
    }

    /// One line for people.
    public var sentence: String {
        var parts = [
            "\(expected) is \(expectedFrames) frames at \(expectedFPS) fps, \(actual) \(actualFrames) at \(actualFPS) fps"
        ]
        if expectedFPS != actualFPS { parts.append("compared at the \(compared) instants both show") }
        return parts.joined(separator: "; ")
    }

    /// The notes for the APNGs of `pairs` whose rates or lengths differ.
    static func notes(_ pairs: [DiffPair]) -> [APNGTimingNote] {
        var seen: [String: APNGTimingNote] = [:]
        for pair in pairs {
            guard let expected = pair.expectedFrame, let actual = pair.actualFrame else { continue }
            let key = expected.file + "\u{0}" + actual.file
            var note =
                seen[key]
                ?? APNGTimingNote(
                    expected: expected.file, actual: actual.file, expectedFPS: expected.fps, actualFPS: actual.fps,
                    expectedFrames: expected.frames ?? 0, actualFrames: actual.frames ?? 0, compared: 0)
            note.compared += 1
            seen[key] = note
        }
        return seen.values
            .filter { $0.expectedFPS != $0.actualFPS || $0.expectedFrames != $0.actualFrames }
            .sorted { ($0.expected, $0.actual) < ($1.expected, $1.actual) }
    }
}
