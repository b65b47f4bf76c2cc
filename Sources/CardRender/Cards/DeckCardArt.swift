import CardGeometry
import CardImaging
import CardSettings

/// The UIKit deck's card: the photo cover-cropped to the card, its name at the bottom left (right
/// for Arabic or Hebrew, or in a right-to-left layout) over a dark gradient that keeps white text
/// legible over any photo.
struct DeckCardArt {
    var scale: Double
    /// The layout's direction: right to left puts the text at the right.
    var rightToLeft = false
    var fontSize = 24.0
    var inset = 16.0
    /// The gradient covers at least this fraction of the card's height, and reaches from the
    /// bottom to `fade` above the text.
    var scrimHeight = 0.38
    /// Black at this opacity from just above the text down: white text on it has a contrast of
    /// at least 5.7 : 1 even over a white photo (WCAG asks 4.5 : 1).
    var scrimOpacity = 0.6
    /// The gradient rises from clear to `scrimOpacity` over this many points above the text.
    var fade = 48.0

    /// The card on `canvas`, which holds the photo cover-cropped to the card's pixel size.
    func paint(on canvas: Canvas, label: String, caption: Caption? = nil) throws -> VImage {
        let width = canvas.width, height = canvas.height
        // No text (labels `none`): the photo alone, without the gradient that carries the text.
        if label.isEmpty && caption == nil { return try canvas.intoImage() }

        let margin = WholeNumber.clamped(inset * scale)
        var texts: [(image: VImage, x: Int, y: Int)] = []
        if let caption {
            // Name line and caption stacked up from the bottom margin.
            let block = try CaptionLayout(scale: scale, titleSize: fontSize, titleColor: .white, captionColor: .white)
                .block(
                    title: caption.title ?? label, text: caption.text, left: margin, right: width - margin,
                    maxHeight: height / 2, rightToLeft: rightToLeft)
            texts += block.overlays.map { ($0.image, $0.x, height - margin - block.height + $0.y) }
        } else if let text = try Paint.text(
            label, pixelSize: fontSize * scale, color: .white,
            maxWidth: width - 2 * margin, maxHeight: height - 2 * margin,
            alignment: CaptionLayout.alignment(of: label, mirrored: rightToLeft || TextFit.isRightToLeft(label)))
        {
            let x = rightToLeft || TextFit.isRightToLeft(label) ? width - margin - text.width : margin
            texts.append((text, x, height - margin - text.height))
        }
        let textTop = texts.map(\.y).min() ?? height
        for overlay in [try scrim(width: width, height: height, solidFrom: textTop - margin / 2)] + texts {
            try canvas.over(overlay.image, x: overlay.x, y: overlay.y)
        }
        return try canvas.intoImage()
    }

    /// The gradient: clear at its top, rising (smoothstep, so it has no visible start line) to
    /// `scrimOpacity` at row `solidFrom` and staying there to the bottom.
    func scrim(width: Int, height: Int, solidFrom: Int) throws -> (image: VImage, x: Int, y: Int) {
        let solid = min(max(0, solidFrom), height - 1)
        let fadeRows = max(1, WholeNumber.clamped(fade * scale))
        let top = max(0, min(height - WholeNumber.clamped(Double(height) * scrimHeight), solid - fadeRows))
        let ramp = (top..<height).map { row -> UInt8 in
            let t = row >= solid ? 1 : Double(row - top + 1) / Double(solid - top + 1)
            return WholeNumber.byte(scrimOpacity * t * t * (3 - 2 * t) * 255)
        }
        let alpha = try VImage.fromPixels(ramp, width: 1, height: ramp.count, bands: 1).zoomed(x: width, y: 1)
        // Premultiplied black is zero colour with the gradient as alpha.
        let image = try VImage.black(width: width, height: ramp.count, bands: 3).castUChar().joined(with: alpha)
        return (image, 0, top)
    }
}
