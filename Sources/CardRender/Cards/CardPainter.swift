import CardGeometry

/// Paints a layer's look once: the photo cover-cropped into the card, the label, rounded corners,
/// border and shadow, as one premultiplied RGBA image ready to be placed on any frame.
struct CardPainter: Sendable {
    /// Pixels per point.
    var scale: Double
    var label = LabelStyle()

    /// The photo's name at the bottom-left of the card over a soft dark gradient, like a profile card.
    struct LabelStyle: Sendable {
        var fontSize = 24.0
        var inset = 16.0
        /// The gradient covers this fraction of the card's height, from clear to `scrimOpacity` black.
        var scrimHeight = 0.38
        var scrimOpacity = 0.55
    }

    func paint(_ look: LayerLook, photo: VImage, label text: String) throws -> PreparedLayer {
        let width = max(1, Int((look.size.width * scale).rounded()))
        let height = max(1, Int((look.size.height * scale).rounded()))

        let card: VImage
        switch look.content {
        case .card:
            card = try labelled(photo.thumbnail(width: width, height: height, crop: true), text: text)
        }
        let shaped = try roundCorners(card, look: look)
        return try withShadow(shaped, look: look, width: width, height: height)
    }

    /// The photo (3 bands) as opaque premultiplied RGBA with the label drawn on it.
    private func labelled(_ photo: VImage, text: String) throws -> VImage {
        let base = try photo.joined(constants: [255])
        var layers = [base]
        var offsets = [(x: 0, y: 0)]

        let scrimRows = max(1, Int((Double(photo.height) * label.scrimHeight).rounded()))
        let ramp = (0..<scrimRows).map { row -> UInt8 in
            // Smoothstep, so the gradient has no visible start line.
            let t = Double(row + 1) / Double(scrimRows)
            return UInt8((label.scrimOpacity * t * t * (3 - 2 * t) * 255).rounded())
        }
        let alpha = try VImage.fromPixels(ramp, width: 1, height: scrimRows, bands: 1).zoomed(x: photo.width, y: 1)
        // Premultiplied black is zero colour with the gradient as alpha.
        layers.append(try VImage.black(width: photo.width, height: scrimRows, bands: 3).castUChar().joined(with: alpha))
        offsets.append((0, photo.height - scrimRows))

        let inset = Int((label.inset * scale).rounded())
        if !text.isEmpty, photo.width > 2 * inset {
            let ink = try TextPainter.mask(text, pixelSize: label.fontSize * scale, maxWidth: photo.width - 2 * inset)
            let fitted = ink.height > photo.height - 2 * inset
                ? try ink.cropped(left: 0, top: 0, width: min(ink.width, photo.width - 2 * inset), height: photo.height - 2 * inset)
                : ink
            // Premultiplied white: every band equals the coverage.
            layers.append(try fitted.joined(with: fitted).joined(with: fitted).joined(with: fitted))
            offsets.append((inset, photo.height - inset - fitted.height))
        }
        return try VImage.compositeOver(layers, offsets: offsets).castUChar()
    }

    /// Clips to the rounded rectangle and draws the border, staying premultiplied.
    private func roundCorners(_ card: VImage, look: LayerLook) throws -> VImage {
        let radius = look.cornerRadius * scale
        var shaped = card
        if let border = look.border, border.width > 0 {
            let stroke = try RoundedRect.strokeMask(width: card.width, height: card.height, radius: radius, lineWidth: border.width * scale)
            let colour = try premultipliedFill(border.color, coverage: stroke)
            shaped = try VImage.compositeOver([shaped, colour], offsets: [(0, 0), (0, 0)]).castUChar()
        }
        guard radius > 0 else { return shaped }
        let mask = try RoundedRect.mask(width: card.width, height: card.height, radius: radius)
        return try shaped.multiplied(by: mask).linear([1 / 255.0], [0]).castUChar()
    }

    private func withShadow(_ card: VImage, look: LayerLook, width: Int, height: Int) throws -> PreparedLayer {
        guard let shadow = look.shadow, shadow.opacity > 0, shadow.color.alpha > 0 else {
            // One transparent pixel around the card keeps its edges smooth under bilinear resampling.
            return PreparedLayer(image: try card.embedded(x: 1, y: 1, width: width + 2, height: height + 2).materialized("preparing a card"),
                                 padding: 1, width: width, height: height)
        }
        // CALayer's shadowRadius is the blur radius of a Gaussian whose sigma equals it,
        // as in CSS, where a blur radius B has sigma B/2 and UIKit's shadowRadius is B/2.
        let sigma = shadow.radius * scale
        let dx = Int((shadow.offset.x * scale).rounded()), dy = Int((shadow.offset.y * scale).rounded())
        let padding = Int((3 * sigma).rounded(.up)) + max(abs(dx), abs(dy)) + 2
        let outer = (width: width + 2 * padding, height: height + 2 * padding)

        let silhouette = try card.bands(3).embedded(x: padding + dx, y: padding + dy, width: outer.width, height: outer.height)
        let blurred = sigma > 0 ? try silhouette.blurred(sigma: sigma) : silhouette
        let shadowLayer = try premultipliedFill(shadow.color, coverage: blurred, opacity: shadow.opacity)
        let image = try VImage.compositeOver([shadowLayer, card], offsets: [(0, 0), (padding, padding)])
            .castUChar().materialized("preparing a card")
        return PreparedLayer(image: image, padding: padding, width: width, height: height)
    }

    /// A premultiplied RGBA image of `color` wherever `coverage` (one band, 0–255) is.
    private func premultipliedFill(_ color: Color, coverage: VImage, opacity: Double = 1) throws -> VImage {
        let a = color.alpha * opacity
        let rgba = [color.red * a, color.green * a, color.blue * a, a]
        let bands = try coverage.joined(with: coverage).joined(with: coverage).joined(with: coverage)
        return try bands.linear(rgba, [0, 0, 0, 0])
    }
}
