import CardGeometry

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
            throw VipsFailure(step: "preparing a layer", detail: "\(formatNumber(look.size.width))x\(formatNumber(look.size.height)) points at scale "
                                  + "\(formatNumber(scale)) is more than \(formatNumber(PixelBudget.maxLayerPixels)) pixels")
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
        (max(1, Int((look.size.width * scale).rounded())), max(1, Int((look.size.height * scale).rounded())))
    }

    private func paint(_ look: LayerLook, width: Int, height: Int) throws -> PreparedLayer {
        let content = try ContentArt(scale: scale, photos: photos, covers: covers).paint(look.content, width: width, height: height)
        let shaped = try roundCorners(content, look: look)
        return try withShadow(shaped, look: look, width: width, height: height)
    }

    /// Draws the border and clips to the rounded rectangle, staying premultiplied.
    private func roundCorners(_ image: VImage, look: LayerLook) throws -> VImage {
        let radius = look.cornerRadius * scale
        let border = look.border.flatMap { $0.width > 0 ? $0 : nil }
        guard border != nil || radius > 0 else { return image }
        let canvas = try Canvas.copying(image)
        if let border {
            try canvas.over(border.color, coverage: shapes.stroke(width: image.width, height: image.height, radius: radius,
                                                                  lineWidth: border.width * scale))
        }
        if radius > 0 { try canvas.multiply(by: shapes.mask(width: image.width, height: image.height, radius: radius)) }
        return try canvas.intoImage()
    }

    /// Content that covers every pixel of its layer, so the layer's alpha is its rounded shape.
    static func isOpaque(_ content: LayerContent) -> Bool {
        switch content {
        case .card, .profileCard, .photo, .blurredPhoto, .sheet: true
        case let .fill(color): color.alpha >= 1
        case .cameraControls, .stamp: false
        }
    }

    private func withShadow(_ image: VImage, look: LayerLook, width: Int, height: Int) throws -> PreparedLayer {
        guard let shadow = look.shadow, shadow.opacity > 0, shadow.color.alpha > 0 else {
            // One transparent pixel around the layer keeps its edges smooth under bilinear resampling.
            return try PreparedLayer(image: try image.embedded(x: 1, y: 1, width: width + 2, height: height + 2).materialized("preparing a layer"),
                                     padding: 1, width: width, height: height)
        }
        // CALayer's shadowRadius is the blur radius of a Gaussian whose sigma equals it,
        // as in CSS, where a blur radius B has sigma B/2 and UIKit's shadowRadius is B/2.
        let sigma = shadow.radius * scale
        let dx = Int((shadow.offset.x * scale).rounded()), dy = Int((shadow.offset.y * scale).rounded())
        let padding = Int((3 * sigma).rounded(.up)) + max(abs(dx), abs(dy)) + 2
        let outer = (width: width + 2 * padding, height: height + 2 * padding)

        // The shadow takes the layer's shape: its alpha, as CALayer does without a shadowPath. For
        // opaque content that is the rounded rectangle itself, whose shadow is cached by size.
        let blurred: VImage
        if Self.isOpaque(look.content) {
            blurred = try shapes.shadow(width: width, height: height, radius: look.cornerRadius * scale, sigma: sigma,
                                        padding: padding, dx: dx, dy: dy)
        } else {
            let silhouette = try image.bands(3).embedded(x: padding + dx, y: padding + dy, width: outer.width, height: outer.height)
            blurred = sigma > 0 ? try silhouette.blurred(sigma: sigma) : silhouette
        }
        let canvas = try Canvas.coverage(blurred, color: shadow.color, opacity: shadow.opacity)
        try canvas.over(image, x: padding, y: padding)
        return try PreparedLayer(image: canvas.intoImage(), padding: padding, width: width, height: height)
    }
}
