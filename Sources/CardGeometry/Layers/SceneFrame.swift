/// A scene at one instant: the canvas and its layers, back to front.
public struct SceneFrame: Hashable, Sendable, Codable {
    /// Seconds from the start of the animation (0 for a still).
    public var time: Double
    public var canvas: Size
    public var background: Color
    public var layers: [Layer]

    public init(time: Double, canvas: Size, background: Color, layers: [Layer]) {
        self.time = time
        self.canvas = canvas
        self.background = background
        self.layers = layers
    }

    /// The same frame stamped with another time.
    public func withTime(_ time: Double) -> SceneFrame {
        var copy = self
        copy.time = time
        return copy
    }
}
