import CardGeometry

/// The UIKit deck's card: the photo cover-cropped to the card, its name at the bottom left over a
/// soft dark gradient, like a profile card.
struct DeckCardArt {
    var scale: Double
    var fontSize = 24.0
    var inset = 16.0
    /// The gradient covers this fraction of the card's height, from clear to `scrimOpacity` black.
    var scrimHeight = 0.38
    var scrimOpacity = 0.55

    /// `photo`: already cover-cropped to the card's pixel size.
    func paint(photo: VImage, label: String, caption: Caption? = nil) throws -> VImage {
        let width = photo.width, height = photo.height
        let base = try Paint.opaque(photo)
        // No text (--labels none): the photo alone, without the gradient that carries the text.
        if label.isEmpty && caption == nil { return try Paint.over(base, []) }
        let scrimRows = max(1, Int((Double(height) * scrimHeight).rounded()))
        let ramp = (0..<scrimRows).map { row -> UInt8 in
            // Smoothstep, so the gradient has no visible start line.
            let t = Double(row + 1) / Double(scrimRows)
            return UInt8((scrimOpacity * t * t * (3 - 2 * t) * 255).rounded())
        }
        let alpha = try VImage.fromPixels(ramp, width: 1, height: scrimRows, bands: 1).zoomed(x: width, y: 1)
        // Premultiplied black is zero colour with the gradient as alpha.
        let scrim = try VImage.black(width: width, height: scrimRows, bands: 3).castUChar().joined(with: alpha)
        var overlays: [(image: VImage, x: Int, y: Int)] = [(scrim, 0, height - scrimRows)]

        let margin = Int((inset * scale).rounded())
        if let caption {
            // Name line and caption stacked up from the bottom margin.
            let block = try CaptionLayout(scale: scale, titleSize: fontSize, titleColor: .white, captionColor: .white)
                .block(title: caption.title ?? label, text: caption.text, left: margin, right: width - margin, maxHeight: height / 2)
            overlays += block.overlays.map { ($0.image, $0.x, height - margin - block.height + $0.y) }
        } else if let text = try Paint.text(label, pixelSize: fontSize * scale, color: .white,
                                     maxWidth: width - 2 * margin, maxHeight: height - 2 * margin) {
            overlays.append((text, margin, height - margin - text.height))
        }
        return try Paint.over(base, overlays)
    }
}
