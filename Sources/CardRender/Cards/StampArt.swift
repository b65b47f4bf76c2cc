import CardGeometry
import CardImaging

/// A LIKE / NOPE stamp's text, centred on a transparent layer; the layer's border draws the
/// rounded outline in the same colour. The text is as large as fits: 60 % of the height, smaller
/// when a long word would not fit the width.
struct StampArt {
    var heightFraction = 0.6
    /// Room kept free on each side of the text, as a fraction of the height.
    var sideMargin = 0.22

    func paint(text: String, color: Color, width: Int, height: Int) throws -> VImage {
        let clear = try Paint.solid(Color(red: 0, green: 0, blue: 0, alpha: 0), width: width, height: height)
        let room = width - 2 * WholeNumber.clamped(Double(height) * sideMargin)
        guard !text.isEmpty, room > 0 else { return clear }
        var size = Double(height) * heightFraction
        // A stamp is a word or two: what could not show even a fifth as large is not drawn.
        let text = TextFit.cut(text, pixelSize: size, minimumScale: 0.2, maxWidth: room, maxHeight: nil)
        guard TextFit.hasInk(text) else { return clear }
        let inkWidth = try TextPainter.imageSize(text, pixelSize: size).width
        if inkWidth > room {
            size *= Double(room) / Double(inkWidth)
        }
        let ink = try TextPainter.image(text, pixelSize: size, color: color)
        return try Paint.over(clear, [(ink, (width - ink.width) / 2, (height - ink.height) / 2)])
    }
}
