/// The version written into manifests and printed by cardrender when asked for it.
public enum CardRenderVersion {
    public static let string = "0.1.0"
}
