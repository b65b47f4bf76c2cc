import CardGeometry
@testable import CardImaging
import Testing
@testable import CardRender
import TestSupport

/// A contact sheet draws each cell straight into the sheet: the thumbnail over a white strip with
/// the caption, cut to the cell where it does not fit, never spilling into the sheet around it.
@Suite struct ContactSheetCellTests {
    private static let padding = 12

    /// The cell as a picture of its own: the thumbnail on a white canvas one caption strip taller,
    /// the caption drawn over it 6 pixels in, centred in the strip, cut by the canvas's edges.
    private func expectedCell(_ thumbnail: VImage, index: Int, time: Double) throws -> [UInt8] {
        let caption = try Paint.fill(
            ContactSheet.ink, coverage: TextPainter.mask("#\(index)  \(ContactSheet.format(time)) s", pixelSize: 13))
        let canvas = Canvas.filled(
            .white, width: thumbnail.width, height: thumbnail.height + ContactSheet.captionHeight)
        try canvas.place(thumbnail, x: 0, y: 0)
        try canvas.over(caption, x: 6, y: thumbnail.height + (ContactSheet.captionHeight - caption.height) / 2)
        return try canvas.intoFrame(opaque: true).pixels()
    }

    /// Rows `top..<top+height`, columns `left..<left+width` of an RGB image's pixels.
    private func region(_ pixels: [UInt8], width: Int, left: Int, top: Int, regionWidth: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for y in top..<(top + height) {
            let start = (y * width + left) * 3
            out += pixels[start..<(start + regionWidth * 3)]
        }
        return out
    }

    /// A 156-pixel cell holds its caption whole; a 40-pixel one cuts it at its right edge.
    @Test(arguments: [156, 40])
    func aCellIsItsThumbnailOverACaptionedStrip(width: Int) throws {
        try VipsRuntime.start()
        let height = 30
        let pixels = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 11) }
        let thumbnail = try VImage.fromPixels(pixels, width: width, height: height, bands: 3)
        let cell = try ContactSheet.cell(ContactSheet.Thumbnail(image: thumbnail), index: 117, time: 1.95)
        let sheet = try ContactSheet(title: "t", cells: [cell]).frame().image()
        let sheetPixels = try sheet.pixels()
        let cellHeight = height + ContactSheet.captionHeight
        // One cell: it sits `padding` in from the left and bottom edges, the background around it.
        #expect(sheet.width == width + 2 * Self.padding)
        let top = sheet.height - Self.padding - cellHeight
        let drawn = region(
            sheetPixels, width: sheet.width, left: Self.padding, top: top, regionWidth: width, height: cellHeight)
        #expect(drawn == (try expectedCell(thumbnail, index: 117, time: 1.95)), "\(width) pixels wide")
        let right = region(
            sheetPixels, width: sheet.width, left: Self.padding + width, top: top, regionWidth: Self.padding,
            height: cellHeight)
        #expect(right.allSatisfy { $0 == 229 }, "nothing drawn right of the cell")
    }
}
