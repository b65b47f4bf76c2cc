import Foundation
import CardGeometry

/// Where a prepared layer's pixels land on the canvas: the affine map from the prepared image's
/// pixel grid to canvas pixels, exact to a fraction of a pixel.
package struct LayerPlacement: Equatable {
    /// X = a·x + b·y + tx, Y = c·x + d·y + ty, for continuous coordinates (a pixel's centre is at +0.5).
    var a, b, c, d, tx, ty: Double

    package init(layer: Layer, prepared: PreparedLayer, scale k: Double) {
        let s = layer.scale
        let cosine = cos(layer.rotation), sine = sin(layer.rotation)
        // The prepared pixel size is the point size rounded; stretch by the remainder so the
        // layer keeps its exact size in points.
        let sx = layer.size.width * k / Double(prepared.width)
        let sy = layer.size.height * k / Double(prepared.height)
        a = s * cosine * sx
        b = -s * sine * sy
        c = s * sine * sx
        d = s * cosine * sy
        // The prepared image's origin, in points, relative to the anchor.
        let qx = -Double(prepared.padding) * sx / k - layer.anchor.x * layer.size.width
        let qy = -Double(prepared.padding) * sy / k - layer.anchor.y * layer.size.height
        tx = k * (layer.position.x + s * (cosine * qx - sine * qy))
        ty = k * (layer.position.y + s * (sine * qx + cosine * qy))
    }

    /// The smallest whole-pixel rectangle holding the transformed image.
    package func bounds(width: Int, height: Int) -> PixelRect {
        // Clamped far beyond any canvas, so absurd geometry cannot trap the Int conversions.
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -1e9), 1e9) }
        let corners = [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))]
            .map { (clamp(a * $0.0 + b * $0.1 + tx), clamp(c * $0.0 + d * $0.1 + ty)) }
        let left = WholeNumber.clamped(corners.map(\.0).min()!, .down) - 1
        let top = WholeNumber.clamped(corners.map(\.1).min()!, .down) - 1
        let right = WholeNumber.clamped(corners.map(\.0).max()!, .up) + 1
        let bottom = WholeNumber.clamped(corners.map(\.1).max()!, .up) + 1
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The map back from canvas to prepared-image coordinates (both continuous), as
    /// `fk_draw_layer` takes it: [a, b, c, d, e, f] for u = a·X + b·Y + c, v = d·X + e·Y + f.
    /// Nil when the layer is squashed to nothing.
    package var inverse: [Double]? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return [
            d / determinant, -b / determinant, (b * ty - d * tx) / determinant,
            -c / determinant, a / determinant, (c * tx - a * ty) / determinant
        ]
    }
}
