import CardGeometry

/// A name line ("Name, age") over a caption of up to `captionLines` wrapped lines. The block
/// takes the direction of its first letter: left-aligned, or right-aligned for Arabic or Hebrew.
/// Long names shrink to fit the width, long captions shrink and then lose their last lines.
struct CaptionLayout {
    var scale: Double
    var titleSize: Double
    var titleColor: Color
    var captionColor: Color
    var captionSize = 15.0
    var captionLines = 3.0
    var gap = 4.0

    func px(_ points: Double) -> Int { Int((points * scale).rounded()) }

    /// True when a card with this name line and caption reads right to left, by the first letter
    /// with a direction: its layout mirrors.
    static func isRightToLeft(title: String, text: String?) -> Bool {
        TextFit.isRightToLeft(title + "\n" + (text ?? ""))
    }

    /// The block for text between x = `left` and x = `right`, at most `maxHeight` tall: its
    /// overlays (y from the block's top) and its height.
    func block(
        title: String, text: String?, left: Int, right: Int, maxHeight: Int
    ) throws -> (overlays: [(image: VImage, x: Int, y: Int)], height: Int) {
        let room = right - left
        guard room > 0, maxHeight > 0 else { return ([], 0) }
        let mirrored = Self.isRightToLeft(title: title, text: text)
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
        let alignment: TextPainter.Alignment =
            text.map { TextFit.isRightToLeft($0) == mirrored ? .start : .end } ?? .start
        if let text, left > 0,
            let paragraph = try TextFit.paragraph(
                text, pixelSize: captionSize * scale, color: captionColor, maxWidth: room,
                maxHeight: min(left, Int((captionSize * 1.3 * captionLines * scale).rounded())), alignment: alignment)
        {
            let top = height > 0 ? height + px(gap) : 0
            overlays.append((paragraph, x(paragraph), top))
            height = top + paragraph.height
        }
        return (overlays, height)
    }
}
