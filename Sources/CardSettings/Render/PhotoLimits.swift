/// The bounds every photo is read within.
public enum PhotoLimits {
    /// sharp's default limit: width × height above this is refused from the header, before decoding.
    public static let defaultMaxPixels = 268_402_689
}
