import CardGeometry

/// What decides a frame's pixels, its time aside: the canvas, the background, the layers (all
/// of them, or the bottom ones a shared base is made of), the direction they read in and the
/// zoom of their content. Two frames with equal content draw the
/// same bytes.
struct FrameContent: Hashable, Sendable {
    var canvas: Size
    var background: Color
    var layers: [Layer]
    var layoutDirection: LayoutDirection
    var contentZoom: Double

    init(_ frame: SceneFrame, bottomLayers count: Int? = nil) {
        canvas = frame.canvas
        background = frame.background
        layers = count.map { Array(frame.layers.prefix($0)) } ?? frame.layers
        layoutDirection = frame.layoutDirection
        contentZoom = frame.contentZoom
    }
}
