/// What fills a mockup behind the scene and its text.
public enum MockupBackground: Hashable, Sendable {
    /// A flat colour.
    case solid(Color)
    /// From `from` to `to` along a line at `angle` degrees (0: left to right, 90: top to bottom).
    case gradient(from: Color, to: Color, angle: Double)
    /// A photo (index in input order) covering the whole mockup, blurred by `radius` points and
    /// darkened by `dim` (0–1) so text stays legible.
    case blurredPhoto(Int, radius: Double, dim: Double)

    /// A gradient at 60° from deep purple (#3A1C71) to rose (#D76D77).
    public static let `default` = MockupBackground.gradient(
        from: Color(rgb8: 0x3A, 0x1C, 0x71), to: Color(rgb8: 0xD7, 0x6D, 0x77), angle: 60)
}
