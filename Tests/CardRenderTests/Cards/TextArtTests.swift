import CardGeometry
@testable import CardImaging
import Testing
import TestSupport
@testable import CardRender

/// Text layers: the string in its style inside the layer's box, on a transparent layer; wrapped,
/// cut with "…" past its lines, placed by its alignment.
@Suite struct TextArtTests {
    init() throws { try VipsRuntime.start() }

    private func paint(_ text: String, _ style: TextStyle, width: Int = 200, height: Int = 40) throws -> VImage {
        try TextArt(scale: 1).paint(text, style: style, width: width, height: height)
    }

    private func box(_ image: VImage) throws -> PixelRect {
        try #require(try ContentArtFixture.inkBox(image))
    }

    @Test func textIsInkedInsideItsBoxOnATransparentLayer() throws {
        let image = try paint("Weekend in Lisbon", TextStyle(fontSize: 17))
        #expect(image.width == 200 && image.height == 40 && image.bands == 4)
        let ink = try box(image)
        #expect(ink.width > 100 && ink.height >= 12 && ink.height < 24)
        // Centred down the box.
        #expect(abs((ink.y + ink.height / 2) - 20) <= 3)
        for (x, y) in [(0, 0), (199, 0), (0, 39), (199, 39)] {
            #expect(try ContentArtFixture.pixel(image, x, y) == [0, 0, 0, 0])
        }
        #expect(!LayerPainter.isOpaque(.text("a", style: TextStyle())))
    }

    @Test func alignmentPlacesTheLineAcrossTheBox() throws {
        let leading = try box(paint("Lisbon", TextStyle(fontSize: 17, alignment: .leading)))
        let center = try box(paint("Lisbon", TextStyle(fontSize: 17, alignment: .center)))
        let trailing = try box(paint("Lisbon", TextStyle(fontSize: 17, alignment: .trailing)))
        #expect(leading.x <= 3)
        #expect(abs((center.x + center.width / 2) - 100) <= 3)
        #expect(trailing.x + trailing.width >= 197 && trailing.x + trailing.width <= 200)
        #expect(leading.width == center.width && center.width == trailing.width)
        // Right to left, leading is the right edge.
        let arabic = try box(paint("مرحبا", TextStyle(fontSize: 17, alignment: .leading)))
        #expect(arabic.x + arabic.width >= 197)
    }

    @Test func theColourAndWeightAreTheStyles() throws {
        let blue = Color(rgb8: 0x20, 0x40, 0xC0)
        let image = try paint("I", TextStyle(fontSize: 30, color: blue), height: 60)
        let ink = try box(image)
        // The middle of the stem is fully inked in the colour.
        #expect(
            try ContentArtFixture.pixel(image, ink.x + ink.width / 2, ink.y + ink.height / 2) == [0x20, 0x40, 0xC0, 255]
        )
        func mass(_ weight: FontWeight) throws -> Int {
            let pixels = try paint("Hamburg", TextStyle(fontSize: 20, weight: weight)).pixels()
            return stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) }
        }
        let masses = try FontWeight.allCases.map(mass)
        #expect(masses == masses.sorted() && Set(masses).count == 4, "\(masses)")
    }

    private let long = "A long weekend walking the hills of Lisbon, with custard tarts at every corner and trams"

    @Test func overflowingTextEndsInAnEllipsisOnItsLastLine() throws {
        let art = TextArt(scale: 1)
        let one = try #require(
            try art.fitted(long, style: TextStyle(fontSize: 15, maxLines: 1), width: 150, height: 60))
        #expect(one.shown.hasSuffix("…") && long.hasPrefix(String(one.shown.dropLast())))
        #expect(one.shown.count > 10)
        let two = try #require(
            try art.fitted(long, style: TextStyle(fontSize: 15, maxLines: 2), width: 150, height: 60))
        #expect(two.shown.hasSuffix("…") && two.shown.count > one.shown.count + 10)
        let single = try box(paint(long, TextStyle(fontSize: 15, maxLines: 1), width: 150, height: 60))
        let double = try box(paint(long, TextStyle(fontSize: 15, maxLines: 2), width: 150, height: 60))
        // A line is 1.21 em: 18 pixels.
        #expect(single.height < 19 && double.height > 24 && double.height < 38)
        #expect(single.width <= 150 && double.width <= 150)
        // Cut at a line break, the first line itself may take the ellipsis.
        let lines = try art.fitted("Lisbon\nPorto", style: TextStyle(fontSize: 15, maxLines: 1), width: 150, height: 60)
        #expect(lines?.shown == "Lisbon…")
        // Any number of lines is no more than the text takes.
        let unlimited = try art.fitted(long, style: TextStyle(fontSize: 15, maxLines: .max), width: 150, height: 60)
        #expect(unlimited?.shown == long)
        // Text that fits is drawn as it is.
        #expect(try art.fitted("Lisbon", style: TextStyle(fontSize: 15), width: 150, height: 60)?.shown == "Lisbon")
    }

    @Test func noLineLimitFillsTheHeight() throws {
        // 60 pixels hold three lines of 15-pixel text (18 pixels apart).
        let fitted = try #require(
            try TextArt(scale: 1).fitted(long, style: TextStyle(fontSize: 15, maxLines: 0), width: 150, height: 60))
        #expect(fitted.shown.hasSuffix("…"))
        let ink = try box(paint(long, TextStyle(fontSize: 15, maxLines: 0), width: 150, height: 60))
        #expect(ink.height > 40 && ink.height <= 60)
    }

    @Test func blankTextDrawsNothing() throws {
        #expect(try ContentArtFixture.inkBox(paint(" \n ", TextStyle())) == nil)
        #expect(try ContentArtFixture.inkBox(paint("", TextStyle())) == nil)
    }

    @Test func badStylesAreRefusedByName() throws {
        func problem(_ style: TextStyle) -> String? {
            do {
                _ = try paint("Hi", style)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            problem(TextStyle(fontSize: 0))
                == "cannot draw the text \"Hi\": the font size, 0, is not a positive number of points")
        #expect(
            problem(TextStyle(fontSize: 20_000))
                == "cannot draw the text \"Hi\": the font size, 20000 points at scale 1, is more than 2048 pixels")
        #expect(
            problem(TextStyle(maxLines: -1))
                == "cannot draw the text \"Hi\": the maximum number of lines, -1, is negative")
    }

    @Test func textLayersWithCharactersNoFontHasAreReported() throws {
        let frame = SceneFrame(
            time: 0, canvas: Size(width: 100, height: 100), background: .white,
            layers: [
                Layer(
                    content: .text("Hi ሀ", style: TextStyle()), size: Size(width: 50, height: 20),
                    position: .zero),
                Layer(
                    content: .text("Hi ሀ", style: TextStyle()), size: Size(width: 60, height: 20),
                    position: .zero),
                Layer(content: .text("Fine", style: TextStyle()), size: Size(width: 50, height: 20), position: .zero)
            ])
        let notices = try UndrawableTextNotices.layers([frame, frame], place: "carousel")
        #expect(
            notices.map(\.description) == [
                "carousel: the text \"Hi ሀ\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)"
            ])
    }
}
