/// A scene at one instant: the canvas and its layers, back to front.
public struct SceneFrame: Hashable, Sendable, Codable {
    /// Seconds from the start of the animation (0 for a still).
    public var time: Double
    /// The canvas in points; the renderer multiplies by its scale.
    public var canvas: Size
    /// What shows where no layer covers the canvas.
    public var background: Color
    /// The layers, back to front.
    public var layers: [Layer]

    /// `time` 0: a still, or the start of an animation (an animation's frames are stamped with their time).
    public init(time: Double = 0, canvas: Size, background: Color, layers: [Layer]) {
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
