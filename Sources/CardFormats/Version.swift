/// The version written into manifests and printed by cardrender when asked for it.
public enum CardRenderVersion {
    /// This build's version, `major.minor.patch`.
    public static let string = "0.2.0"
}
