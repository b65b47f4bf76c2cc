import CardGeometry

/// The most pixels a frame, and each layer painted for it, may have: what keeps a render's memory
/// bounded whatever the scene's numbers (a library caller's, or a scene file's within its ranges
/// but at a large --scale). Checked on every planned frame before anything is drawn, and again
/// as each layer is painted.
public enum PixelBudget {
    /// A frame: 400 MB as 8-bit RGBA, what `--size` at `--scale` allows.
    public static let maxCanvasPixels = 100_000_000.0
    /// A layer with its shadow's margin: a card far larger than any canvas is refused.
    public static let maxLayerPixels = 100_000_000.0

    /// What is too large in `frame` at `scale` pixels per point, or nil when it fits.
    public static func problem(_ frame: SceneFrame, scale: Double) -> String? {
        let canvas = frame.canvas.width * scale * frame.canvas.height * scale
        guard canvas.isFinite, canvas <= maxCanvasPixels else {
            return "the canvas, \(NumberText.plain(frame.canvas.width))x\(NumberText.plain(frame.canvas.height)) at scale \(NumberText.plain(scale)), "
                + "is more than \(NumberText.plain(maxCanvasPixels)) pixels"
        }
        for layer in frame.layers where layer.alpha > 0 && layer.scale > 0 {
            let pixels = layerPixels(layer.look, scale: scale)
            guard pixels.isFinite, pixels <= maxLayerPixels else {
                return "a layer of \(NumberText.plain(layer.size.width))x\(NumberText.plain(layer.size.height)) points"
                    + "\(layer.shadow.map { " with a shadow of radius \(NumberText.plain($0.radius))" } ?? "") at scale \(NumberText.plain(scale)) "
                    + "is more than \(NumberText.plain(maxLayerPixels)) pixels"
            }
        }
        return nil
    }

    /// The pixels `LayerPainter` allocates for a look: its size plus the shadow's margin.
    static func layerPixels(_ look: LayerLook, scale: Double) -> Double {
        let width = max(1, look.size.width * scale), height = max(1, look.size.height * scale)
        var margin = 1.0
        if let shadow = look.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            margin = 3 * shadow.radius * scale + max(abs(shadow.offset.x), abs(shadow.offset.y)) * scale + 3
        }
        return (width + 2 * margin) * (height + 2 * margin)
    }
}
