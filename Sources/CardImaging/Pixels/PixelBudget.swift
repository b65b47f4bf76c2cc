import CardFoundation
import CardGeometry
import CardSettings

/// The most pixels a frame, and each layer painted for it, may have: what keeps a render's memory
/// bounded whatever the scene's numbers (a library caller's, or a scene file's within its ranges
/// but at a large scale). Checked on every planned frame before anything is drawn, and again
/// as each layer is painted.
public enum PixelBudget {
    /// A frame: 400 MB as 8-bit RGBA, what the largest canvas size at the largest scale allows.
    public static let maxCanvasPixels = SettingLimits.framePixels
    /// A layer with its shadow's margin: a card far larger than any canvas is refused.
    public static let maxLayerPixels = 100_000_000.0

    /// What is too large for the budget: a planned frame's canvas or layer, or a layer or frame
    /// found too large as it is drawn. Sizes are in points, at `scale` pixels per point.
    public enum Overrun: Error, Sendable, Equatable, CustomStringConvertible {
        /// A planned frame's canvas.
        case canvas(width: Double, height: Double, scale: Double)
        /// A planned frame's layer with its shadow's margin; `shadowRadius` when it has a shadow.
        case layer(width: Double, height: Double, shadowRadius: Double?, scale: Double)
        /// A layer being painted.
        case paintedLayer(width: Double, height: Double, scale: Double)
        /// A frame being composed.
        case composedFrame(width: Double, height: Double, scale: Double)

        /// What is too large, its size and scale, and the pixel limit.
        public var description: String {
            switch self {
            case let .canvas(width, height, scale):
                "the canvas, \(NumberText.plain(width))x\(NumberText.plain(height)) at scale \(NumberText.plain(scale)), "
                    + "is more than \(NumberText.plain(maxCanvasPixels)) pixels"
            case let .layer(width, height, shadowRadius, scale):
                "a layer of \(NumberText.plain(width))x\(NumberText.plain(height)) points"
                    + "\(shadowRadius.map { " with a shadow of radius \(NumberText.plain($0))" } ?? "") at scale \(NumberText.plain(scale)) "
                    + "is more than \(NumberText.plain(maxLayerPixels)) pixels"
            case let .paintedLayer(width, height, scale):
                "preparing a layer: \(NumberText.plain(width))x\(NumberText.plain(height)) points at scale "
                    + "\(NumberText.plain(scale)) is more than \(NumberText.plain(maxLayerPixels)) pixels"
            case let .composedFrame(width, height, scale):
                "rendering a frame: \(NumberText.plain(width))x\(NumberText.plain(height)) points at scale "
                    + "\(NumberText.plain(scale)) is more than \(NumberText.plain(maxCanvasPixels)) pixels"
            }
        }
    }

    /// What is too large in `frame` at `scale` pixels per point, or nil when it fits.
    public static func problem(_ frame: SceneFrame, scale: Double) -> Overrun? {
        let canvas = frame.canvas.width * scale * frame.canvas.height * scale
        guard canvas.isFinite, canvas <= maxCanvasPixels else {
            return .canvas(width: frame.canvas.width, height: frame.canvas.height, scale: scale)
        }
        for layer in frame.layers where layer.alpha > 0 && layer.scale > 0 {
            let pixels = layerPixels(layer.look, scale: scale)
            guard pixels.isFinite, pixels <= maxLayerPixels else {
                return .layer(
                    width: layer.size.width, height: layer.size.height, shadowRadius: layer.shadow?.radius, scale: scale
                )
            }
        }
        return nil
    }

    /// The pixels `LayerPainter` allocates for a look: its size plus the shadow's margin.
    package static func layerPixels(_ look: LayerLook, scale: Double) -> Double {
        let width = max(1, look.size.width * scale), height = max(1, look.size.height * scale)
        var margin = 1.0
        if let shadow = look.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            margin = 3 * shadow.radius * scale + max(abs(shadow.offset.x), abs(shadow.offset.y)) * scale + 3
        }
        return (width + 2 * margin) * (height + 2 * margin)
    }
}
