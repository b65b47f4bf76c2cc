/// Where an animation's motion parts, in the sentences `AnimationMotion` words: kept in the report
/// so that the terminal, the Markdown summary, report.json and JUnit all say the same.
public struct DiffMotionNote: Codable, Sendable, Equatable {
    /// `scene/animation`.
    public var animation: String
    /// Some of its frames do not pass.
    public var pixelsChanged: Bool
    /// Its motion differs (false also when it could not be compared: the sentences say why).
    public var motionDiffers: Bool
    /// Where the motion parts, one line each, or why it could not be compared.
    public var sentences: [String]

    /// Every animation of `report` whose frames or motion changed, in report order; read from the
    /// motion files beside the compared frames.
    static func notes(_ report: DiffReport) -> [DiffMotionNote] {
        AnimationMotion.findings(report).filter { $0.pixelsChanged || $0.finding.differs }.map { found in
            DiffMotionNote(
                animation: found.animation, pixelsChanged: found.pixelsChanged, motionDiffers: found.finding.differs,
                sentences: found.finding.sentences)
        }
    }
}
