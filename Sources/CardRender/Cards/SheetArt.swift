import CardGeometry
import CardImaging

/// The bottom sheet's panel (as in the Maps bottom-sheet answer): white, a grabber centred at the
/// top, then a list of rows, each a rounded thumbnail and the photo's name (mirrored for a
/// right-to-left name), separated by hairlines. With captions a row shows what a card shows: the
/// name line ("Name, age") in place of the file's name, and the caption under it on one line, in
/// grey.
struct SheetArt {
    var scale: Double
    var rowHeight: Double
    /// The layout's direction: right to left mirrors every row, whatever its name's script.
    var rightToLeft = false
    var listTop = 24.0
    var thumbnail = 48.0
    var thumbnailRadius = 8.0
    var inset = 16.0
    var titleSize = 17.0
    var grabber = Size(width: 36, height: 5)
    var grabberTop = 6.0
    var grabberColor = Color(rgb8: 0xC7, 0xC7, 0xCC)
    var ink = Color(rgb8: 0x1C, 0x1C, 0x1E)
    var separatorColor = Color(rgb8: 0xC6, 0xC6, 0xC8)
    var captionSize = 13.0
    /// iOS's secondary label colour on white.
    var captionColor = Color(rgb8: 0x8A, 0x8A, 0x8E)

    func px(_ points: Double) -> Int { WholeNumber.clamped(points * scale) }

    func paint(rows: [PhotoLibrary.Decoded], width: Int, height: Int) throws -> VImage {
        let base = try Paint.solid(.white, width: width, height: height)
        var overlays: [(image: VImage, x: Int, y: Int)] = []

        let grabberWidth = px(grabber.width), grabberHeight = max(1, px(grabber.height))
        let grabberMask = try RoundedRect.mask(
            width: grabberWidth, height: grabberHeight, radius: Double(grabberHeight) / 2)
        overlays.append(
            (try Paint.fill(grabberColor, coverage: grabberMask), (width - grabberWidth) / 2, px(grabberTop)))

        let side = px(thumbnail), left = px(inset)
        let textLeft = left + side + px(12)
        for (index, row) in rows.enumerated() {
            let top = px(listTop + Double(index) * rowHeight)
            guard top + px(rowHeight) <= height else { break }
            let name = row.file.caption?.title ?? row.file.label
            let caption = row.file.caption?.text
            // A right-to-left name mirrors its row: the thumbnail at the right, the name from it leftwards.
            let mirrored =
                rightToLeft
                || (caption.map { CaptionLayout.isRightToLeft(title: name, text: $0) } ?? TextFit.isRightToLeft(name))
            let picture = try Paint.opaque(row.image.thumbnail(width: side, height: side, crop: true))
            let rounded = try Paint.clipped(
                picture, to: RoundedRect.mask(width: side, height: side, radius: thumbnailRadius * scale))
            overlays.append((rounded, mirrored ? width - left - side : left, top + (px(rowHeight) - side) / 2))
            if let caption {
                let layout = CaptionLayout(
                    scale: scale, titleSize: titleSize, titleColor: ink, captionColor: captionColor,
                    captionSize: captionSize, captionLines: 1, gap: 2)
                let block = try layout.block(
                    title: name, text: caption, left: mirrored ? left : textLeft,
                    right: mirrored ? width - textLeft : width - left, maxHeight: px(rowHeight), rightToLeft: mirrored)
                let blockTop = top + (px(rowHeight) - block.height) / 2
                overlays += block.overlays.map { ($0.image, $0.x, blockTop + $0.y) }
            } else if let title = try Paint.text(
                name, pixelSize: titleSize * scale, color: ink,
                maxWidth: width - textLeft - left, maxHeight: px(rowHeight),
                alignment: CaptionLayout.alignment(of: name, mirrored: mirrored))
            {
                overlays.append(
                    (
                        title, mirrored ? width - textLeft - title.width : textLeft,
                        top + (px(rowHeight) - title.height) / 2
                    ))
            }
            let hairline = try Paint.solid(separatorColor, width: max(1, width - textLeft), height: max(1, px(0.5)))
            overlays.append((hairline, mirrored ? 0 : textLeft, top + px(rowHeight) - max(1, px(0.5))))
        }
        return try Paint.over(base, overlays)
    }
}
