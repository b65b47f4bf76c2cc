import CardGeometry
import CardImaging
import CardSettings

/// The SwiftUI deck article's card: white, the photo filling the top 75 %, below it the name in
/// bold and an info button at the right (at the left for a right-to-left name).
struct ProfileCardArt {
    var scale: Double
    /// The layout's direction: right to left mirrors the band whatever the name's script.
    var rightToLeft = false
    var nameSize = 22.0
    var inset = 16.0
    var buttonDiameter = 26.0
    var ink = Color(rgb8: 0x1C, 0x1C, 0x1E)
    var buttonColor = Color(rgb8: 0x8E, 0x8E, 0x93)

    static let photoFraction = 0.75

    /// The height of the photo at the top of a card `cardHeight` pixels tall.
    static func photoHeight(cardHeight: Int) -> Int {
        max(1, WholeNumber.clamped(Double(cardHeight) * photoFraction))
    }

    /// The card on `canvas` (white, at the card's pixel size), which holds the photo, cover-cropped,
    /// in its top `photoHeight(cardHeight:)` rows. A name in Arabic or Hebrew mirrors the band: the
    /// info button at the left, the text from the right.
    func paint(on canvas: Canvas, photoHeight: Int, name: String, caption: Caption? = nil) throws -> VImage {
        let width = canvas.width, height = canvas.height
        var overlays: [(image: VImage, x: Int, y: Int)] = []
        let margin = WholeNumber.clamped(inset * scale)
        let diameter = max(2, WholeNumber.clamped(buttonDiameter * scale))
        let band = height - photoHeight
        let title = caption?.title ?? name
        let mirrored = rightToLeft || CaptionLayout.isRightToLeft(title: title, text: caption?.text)
        let buttonX = mirrored ? margin : width - margin - diameter
        if diameter < band, width - margin - diameter > margin {
            let button = try infoButton(diameter: diameter)
            overlays.append((button.ring, buttonX, photoHeight + (band - diameter) / 2))
            if let glyph = button.glyph {
                overlays.append(
                    (glyph, buttonX + (diameter - glyph.width) / 2, photoHeight + (band - glyph.height) / 2))
            }
        }
        // The text keeps clear of the button: from the margin to the button, or from the button
        // to the margin when mirrored.
        let textLeft = mirrored ? margin + diameter + margin : margin
        let textRight = mirrored ? width - margin : width - margin - diameter - margin
        if let caption {
            // "Name, age" and the caption, centred in the band below the photo.
            let block = try CaptionLayout(
                scale: scale, titleSize: nameSize, titleColor: ink, captionColor: buttonColor, captionLines: 2
            )
            .block(
                title: title, text: caption.text, left: textLeft, right: textRight, maxHeight: band,
                rightToLeft: rightToLeft)
            overlays += block.overlays.map { ($0.image, $0.x, photoHeight + (band - block.height) / 2 + $0.y) }
        } else if let text = try Paint.text(
            name, pixelSize: nameSize * scale, color: ink, maxWidth: textRight - textLeft, maxHeight: band,
            alignment: CaptionLayout.alignment(of: name, mirrored: mirrored))
        {
            overlays.append(
                (text, mirrored ? textRight - text.width : textLeft, photoHeight + (band - text.height) / 2))
        }
        for overlay in overlays { try canvas.over(overlay.image, x: overlay.x, y: overlay.y) }
        return try canvas.intoImage()
    }

    private struct ButtonLook: Hashable, Sendable {
        var diameter: Int
        var lineWidth: Double
        var color: Color
    }

    /// The info button's ring and "i", drawn once per size: the deck repaints a card at a new
    /// width every frame while it re-lays out, with the same button.
    private static let buttons = RecentCache<ButtonLook, InfoButton>(capacity: 8)

    private struct InfoButton: @unchecked Sendable {
        var ring: VImage
        var glyph: VImage?
    }

    private func infoButton(diameter: Int) throws -> InfoButton {
        try Self.buttons.value(for: ButtonLook(diameter: diameter, lineWidth: 2 * scale, color: buttonColor)) { look in
            let ring = try Paint.fill(
                look.color, coverage: Paint.circle(diameter: look.diameter, lineWidth: look.lineWidth))
            let glyph = try Paint.text(
                "i", pixelSize: Double(look.diameter) * 0.62, color: look.color, maxWidth: look.diameter)
            return InfoButton(
                ring: try ring.inMemory("drawing a button"), glyph: try glyph?.inMemory("drawing a button"))
        }
    }
}
