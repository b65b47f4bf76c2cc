import CardFoundation
import CardGeometry
import CardImaging

/// Prepares a layer's look once: its content at the layer's pixel size, then the generic parts of
/// a CALayer — border, rounded anti-aliased corners and shadow — as one premultiplied RGBA image
/// that any frame can place.
struct LayerPainter: Sendable {
    /// Pixels per point.
    var scale: Double
    var photos: PhotoLibrary
    let shapes = ShapeCache()
    let covers = CoverCrop()

    func paint(_ look: LayerLook) throws -> PreparedLayer {
        let pixels = PixelBudget.layerPixels(look, scale: scale)
        guard pixels.isFinite, pixels <= PixelBudget.maxLayerPixels else {
            throw PixelBudget.Overrun.paintedLayer(width: look.size.width, height: look.size.height, scale: scale)
        }
        let (width, height) = Self.pixelSize(look, scale: scale)
        return try Trace.span(.prepare, "\(String(describing: look.content).prefix(80)) \(width)×\(height)") {
            var prepared = try paint(look, width: width, height: height)
            if Self.isOpaque(look.content) { prepared.findOpaqueBoxes(cornerRadius: look.cornerRadius * scale) }
            return prepared
        }
    }

    /// The pixels a look is painted at: its size in points, rounded.
    static func pixelSize(_ look: LayerLook, scale: Double) -> (width: Int, height: Int) {
        (max(1, WholeNumber.clamped(look.size.width * scale)), max(1, WholeNumber.clamped(look.size.height * scale)))
    }

    /// The content, border, corners and shadow painted on one canvas: the content copied into
    /// the middle of the padded layer, shaped there, and its shadow laid under it.
    private func paint(_ look: LayerLook, width: Int, height: Int) throws -> PreparedLayer {
        let content = try ContentArt(
            scale: scale, photos: photos, covers: covers, layoutDirection: look.layoutDirection,
            contentZoom: look.contentZoom
        ).paint(look.content, width: width, height: height)
        let shadow = Shadow(look, scale: scale)
        // One transparent pixel around a layer without a shadow keeps its edges smooth under
        // bilinear resampling.
        let padding = shadow?.padding ?? 1
        // Content of the layer's size replaces every pixel inside the padding: only the padding
        // is cleared first.
        let fills = content.width == width && content.height == height
        let layer = Canvas.filled(
            .clear, width: width + 2 * padding, height: height + 2 * padding,
            except: PixelRect(x: padding, y: padding, width: fills ? width : 0, height: fills ? height : 0))
        try layer.place(content, x: padding, y: padding)
        try roundCorners(layer, x: padding, y: padding, width: width, height: height, look: look)
        if let shadow { try drawShadow(shadow, under: layer, look: look, width: width, height: height) }
        return try PreparedLayer(image: layer.intoImage(), padding: padding, width: width, height: height)
    }

    /// Draws the border and clips to the rounded rectangle the width × height pixels of `canvas`
    /// from (x, y), staying premultiplied.
    private func roundCorners(_ canvas: Canvas, x: Int, y: Int, width: Int, height: Int, look: LayerLook) throws {
        let radius = look.cornerRadius * scale
        if let border = look.border, border.width > 0 {
            try canvas.over(
                border.color,
                coverage: shapes.stroke(width: width, height: height, radius: radius, lineWidth: border.width * scale),
                x: x, y: y)
        }
        if radius > 0 { try canvas.multiply(by: shapes.mask(width: width, height: height, radius: radius), x: x, y: y) }
    }

    /// A CALayer shadow in pixels.
    private struct Shadow {
        var color: Color
        var opacity: Double
        var sigma: Double
        var dx: Int
        var dy: Int
        /// Room around the layer for the blur and the offset.
        var padding: Int

        init?(_ look: LayerLook, scale: Double) {
            guard let shadow = look.shadow, shadow.opacity > 0, shadow.color.alpha > 0 else { return nil }
            color = shadow.color
            opacity = shadow.opacity
            // CALayer's shadowRadius is the blur radius of a Gaussian whose sigma equals it,
            // as in CSS, where a blur radius B has sigma B/2 and UIKit's shadowRadius is B/2.
            sigma = shadow.radius * scale
            dx = WholeNumber.clamped(shadow.offset.x * scale)
            dy = WholeNumber.clamped(shadow.offset.y * scale)
            padding = WholeNumber.clamped(3 * sigma, .up) + max(abs(dx), abs(dy)) + 2
        }
    }

    /// The shadow laid under the painted layer (width × height pixels in the middle of `layer`).
    private func drawShadow(_ shadow: Shadow, under layer: Canvas, look: LayerLook, width: Int, height: Int) throws {
        // The shadow takes the layer's shape: its alpha, as CALayer does without a shadowPath. For
        // opaque content that is the rounded rectangle itself, whose shadow is cached by size.
        let blurred: VImage
        if Self.isOpaque(look.content) {
            blurred = try shapes.shadow(
                width: width, height: height, radius: look.cornerRadius * scale, sigma: shadow.sigma,
                padding: shadow.padding, dx: shadow.dx, dy: shadow.dy)
        } else {
            let silhouette = try layer.alpha(x: shadow.padding, y: shadow.padding, width: width, height: height)
                .embedded(
                    x: shadow.padding + shadow.dx, y: shadow.padding + shadow.dy, width: layer.width,
                    height: layer.height)
            blurred = shadow.sigma > 0 ? try silhouette.blurred(sigma: shadow.sigma) : silhouette
        }
        try layer.under(shadow.color, coverage: blurred, opacity: shadow.opacity)
    }

    /// Content that covers every pixel of its layer, so the layer's alpha is its rounded shape.
    static func isOpaque(_ content: LayerContent) -> Bool {
        switch content {
        case .card, .profileCard, .photo, .blurredPhoto, .sheet: true
        case let .fill(color): color.alpha >= 1
        // Photos are decoded opaque; an app's image file may have transparency.
        case .image(.photo, .cover), .image(.photoNamed, .cover): true
        case let .linearGradient(gradient): !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        case .cameraControls, .stamp, .image, .text: false
        }
    }
}
