import CardGeometry
import CardImaging

/// A name line ("Name, age") over a caption of up to `captionLines` wrapped lines. The block
/// takes the direction of its first letter: left-aligned, or right-aligned for Arabic or Hebrew;
/// in a right-to-left layout it is right-aligned whatever its script.
/// Long names shrink to fit the width, long captions shrink and then lose their last lines.
struct CaptionLayout {
    var scale: Double
    var titleSize: Double
    var titleColor: Color
    var captionColor: Color
    var captionSize = 15.0
    var captionLines = 3.0
    var gap = 4.0

    func px(_ points: Double) -> Int { WholeNumber.clamped(points * scale) }

    /// True when a card with this name line and caption reads right to left, by the first letter
    /// with a direction: its layout mirrors.
    static func isRightToLeft(title: String, text: String?) -> Bool {
        TextFit.isRightToLeft(title + "\n" + (text ?? ""))
    }

    /// How a line of `text` aligns when its block sits at the right (`mirrored`) or the left:
    /// to the block's side, whichever edge its paragraph starts from.
    static func alignment(of text: String, mirrored: Bool) -> TextPainter.Alignment {
        TextFit.isRightToLeft(text) == mirrored ? .start : .end
    }

    /// The block for text between x = `left` and x = `right`, at most `maxHeight` tall: its
    /// overlays (y from the block's top) and its height.
    /// `rightToLeft`: the layout's direction.
    func block(
        title: String, text: String?, left: Int, right: Int, maxHeight: Int, rightToLeft: Bool = false
    ) throws -> (overlays: [(image: VImage, x: Int, y: Int)], height: Int) {
        let room = right - left
        guard room > 0, maxHeight > 0 else { return ([], 0) }
        let mirrored = rightToLeft || Self.isRightToLeft(title: title, text: text)
        func x(_ image: VImage) -> Int { mirrored ? right - image.width : left }
        var overlays: [(image: VImage, x: Int, y: Int)] = []
        var height = 0
        if let line = try TextFit.line(title, pixelSize: titleSize * scale, color: titleColor, maxWidth: room),
            line.height <= maxHeight
        {
            overlays.append((line, x(line), 0))
            height = line.height
        }
        let left = maxHeight - height - (height > 0 ? px(gap) : 0)
        // Each paragraph is laid out from its own start edge (the right one for Arabic): the
        // wrapped lines sit at the block's side whatever the caption's own direction.
        let alignment = text.map { Self.alignment(of: $0, mirrored: mirrored) } ?? .start
        if let text, left > 0,
            let paragraph = try TextFit.paragraph(
                text, pixelSize: captionSize * scale, color: captionColor, maxWidth: room,
                maxHeight: min(left, WholeNumber.clamped(captionSize * 1.3 * captionLines * scale)),
                alignment: alignment)
        {
            let top = height > 0 ? height + px(gap) : 0
            overlays.append((paragraph, x(paragraph), top))
            height = top + paragraph.height
        }
        return (overlays, height)
    }
}
