import CardGeometry
import CardImaging

extension MockupRenderer {
    /// `TextFit.paragraph`, the mockup's own text drawn before anything is written: a text that
    /// cannot be drawn in the user's font but can be without it stops the mockup as
    /// `MockupFailure.unusableFont`, naming the file, rather than as a drawing error.
    func paragraph(
        _ text: String, pixelSize: Double, color: Color, maxWidth: Int, maxHeight: Int,
        alignment: TextPainter.Alignment, balanced: Bool, font: FontFile?
    ) throws -> VImage? {
        do {
            return try TextFit.paragraph(
                text, pixelSize: pixelSize, color: color, maxWidth: maxWidth, maxHeight: maxHeight,
                alignment: alignment, balanced: balanced, font: font)
        } catch let failure as GlyphText.Failure {
            guard let font else { throw failure }
            // Not the font's doing if the text fails without it too: that error stands.
            _ = try TextFit.paragraph(
                text, pixelSize: pixelSize, color: color, maxWidth: maxWidth, maxHeight: maxHeight,
                alignment: alignment, balanced: balanced)
            throw MockupFailure.unusableFont(path: font.path, problem: .cannotDraw(text, failure))
        }
    }
}
