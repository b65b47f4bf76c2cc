/// The bounds every photo is read within.
public enum PhotoLimits {
    /// sharp's default limit: width × height above this is refused from the header, before decoding.
    public static let defaultMaxPixels = 268_402_689
    /// What a refusal calls the limit when the caller gives it no name of its own.
    public static let defaultLimitName = "maxInputPixels"
}

/// How many pixels an image may have, and what a refusal calls the setting that raises it (a
/// command-line tool names its flag there), so the user knows what to change.
public struct PixelLimit: Sendable, Equatable {
    /// The most pixels (width × height) an image may have; larger ones are refused from their header.
    public var pixels: Int
    /// The setting a refusal names, such as a command-line flag.
    public var name: String

    /// A limit of `pixels`, named `name` in refusals; by default sharp's limit, named `maxInputPixels`.
    public init(pixels: Int = PhotoLimits.defaultMaxPixels, name: String = PhotoLimits.defaultLimitName) {
        self.pixels = pixels
        self.name = name
    }

    /// No limit but the one libvips has.
    public static let unlimited = PixelLimit(pixels: .max)
}
