import CardGeometry
@testable import CardImaging
import Testing

/// Sizing a text without drawing it (`GlyphText.size`, `TextPainter.imageSize`) gives what
/// drawing it gives: the fitting code tries sizes by it and draws only the one it keeps, so any
/// difference would move a line break or a cut.
@Suite struct TextSizeTests {
    init() throws { try VipsRuntime.start() }

    static let texts = [
        "Ann, 29", "Ann, 29 · مرحبا · 喜欢摄影 · 안녕하세요 · שלום", "😀👨‍👩‍👧 and more 🎉", "e\u{301}\u{302}\u{303}",
        "A caption long enough to wrap over several lines at the narrower of the widths tried here",
        "   ", "\u{FDFD}\u{FDFD}", "Ann\n\nBen", "\u{10FFFD} missing",
        String(repeating: "😀", count: 12)
    ]

    @Test(arguments: [1.0, 13.0, 40.0, 300.0])
    func aSizeIsTheDrawingsLessItsPixels(_ pixelSize: Double) throws {
        for text in Self.texts {
            for maxWidth in [nil, 120, 600] as [Int?] {
                for weight in [FontWeight.semibold, .bold] {
                    let drawn = try GlyphText.mask(text, pixelSize: pixelSize, maxWidth: maxWidth, weight: weight)
                    var sized = try GlyphText.size(text, pixelSize: pixelSize, maxWidth: maxWidth, weight: weight)
                    #expect(sized.pixels.isEmpty)
                    sized.pixels = drawn.pixels
                    #expect(sized == drawn, "\(text) at \(pixelSize), width \(String(describing: maxWidth))")
                }
            }
        }
    }

    /// Below a pixel per em, within the drawn sizes, and past the largest (drawn there and
    /// enlarged by libvips: by a little and by a third).
    @Test(arguments: [0.5, 17.0, 2_048.0, 2_100.0, 2_731.0])
    func anImageSizeIsThatOfTheImage(_ pixelSize: Double) throws {
        // At the largest size and past it, small ink: the drawing is whole and large.
        let texts = pixelSize >= TextPainter.largestDrawnSize ? [".", "   ", ".\n."] : ["Ab", "😀", "   ", "A\nB"]
        for text in texts {
            for maxWidth in [nil, 900] as [Int?] {
                let image = try TextPainter.image(text, pixelSize: pixelSize, color: .white, maxWidth: maxWidth)
                let size = try TextPainter.imageSize(text, pixelSize: pixelSize, maxWidth: maxWidth)
                #expect(
                    size.width == image.width && size.height == image.height,
                    "\(text) at \(pixelSize): \(size) against \(image.width)x\(image.height)")
            }
        }
    }
}
