extension Layer {
    /// The corners of the layer's bounds on the canvas, scaled and rotated about its anchor:
    /// top-left, top-right, bottom-right and bottom-left of the unturned layer.
    public var corners: [Point] {
        let width = size.width * scale, height = size.height * scale
        let c = mathCos(rotation), s = mathSin(rotation)
        return [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { u, v in
            let dx = (u - anchor.x) * width, dy = (v - anchor.y) * height
            // Clockwise on screen, as y points down.
            return Point(x: position.x + dx * c - dy * s, y: position.y + dx * s + dy * c)
        }
    }
}
