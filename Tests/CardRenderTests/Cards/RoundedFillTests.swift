import CardGeometry
@testable import CardImaging
import Testing
import TestSupport
@testable import CardRender

/// A rounded rectangle is a `.fill` layer with a corner radius, outlined by its border: a badge's
/// background, a button.
@Suite struct RoundedFillTests {
    init() throws { try VipsRuntime.start() }

    @Test func aFillWithCornersAndBorderIsAnOutlinedRoundedRectangle() throws {
        let photos = PhotoLibrary(files: [], cover: (1, 1))
        let look = Layer(
            content: .fill(Color(rgb8: 0xFF, 0x3B, 0x30)), size: Size(width: 60, height: 30), position: .zero,
            cornerRadius: 10, border: Border(width: 2, color: .white)
        ).look
        let prepared = try LayerPainter(scale: 2, photos: photos).paint(look)
        #expect(prepared.width == 120 && prepared.height == 60)
        let image = prepared.image
        let p = prepared.padding
        // The corner outside the 20-pixel radius is transparent; the middle is the fill; the middle of
        // each edge is the 4-pixel white border.
        #expect(try TestImages.pixel(image, p, p) == [0, 0, 0, 0])
        #expect(try TestImages.pixel(image, p + 119, p + 59) == [0, 0, 0, 0])
        #expect(try TestImages.pixel(image, p + 60, p + 30) == [0xFF, 0x3B, 0x30, 255])
        #expect(try TestImages.pixel(image, p + 60, p + 1) == [255, 255, 255, 255])
        #expect(try TestImages.pixel(image, p + 118, p + 30) == [255, 255, 255, 255])
        #expect(try TestImages.pixel(image, p + 60, p + 5) == [0xFF, 0x3B, 0x30, 255])
        // Along the diagonal, the corner's curve: clear outside it, the border on it.
        #expect(try TestImages.pixel(image, p + 3, p + 3)[3] < 20)
        #expect(try TestImages.pixel(image, p + 7, p + 7) == [255, 255, 255, 255])
    }
}
