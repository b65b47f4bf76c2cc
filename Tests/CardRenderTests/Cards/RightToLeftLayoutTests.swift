import CardGeometry
@testable import CardImaging
import Testing
@testable import CardRender
@testable import CardSettings
import TestSupport

/// A right-to-left layout mirrors what a card and a sheet show even when their text is Latin,
/// as iOS does under an Arabic or Hebrew locale; a left-to-right one leaves Latin text at the left.
@Suite struct RightToLeftLayoutTests {
    @Test func aRightToLeftLayoutMirrorsEveryRowOfTheSheet() throws {
        try VipsRuntime.start()
        let red = try TestImages.solid(width: 60, height: 60, [255, 0, 0])
        let rows = ["Ann", "Bo", "Chelsea"].map {
            PhotoLibrary.Decoded(file: PhotoFile(path: "/a/\($0).png", label: $0), image: red)
        }
        let width = 300
        for rightToLeft in [false, true] {
            let art = SheetArt(scale: 1, rowHeight: 64, rightToLeft: rightToLeft)
            let pixels = try art.paint(rows: rows, width: width, height: 240).pixels()
            let inset = Int(art.inset), side = Int(art.thumbnail)
            for row in rows.indices {
                let y = Int(art.listTop) + row * 64 + 32
                let red = (0..<width).filter { x in
                    let i = (y * width + x) * 4
                    return pixels[i] > 200 && pixels[i + 1] < 60 && pixels[i + 2] < 60
                }
                // The name's ink: dark pixels outside the thumbnail.
                let ink = (0..<width).filter { x in
                    let i = (y * width + x) * 4
                    return pixels[i] < 100 && pixels[i + 1] < 100 && pixels[i + 2] < 100
                }
                let (inkMin, inkMax) = (try #require(ink.min()), try #require(ink.max()))
                if rightToLeft {
                    #expect(red.min() == width - inset - side && red.max() == width - inset - 1, "row \(row)")
                    #expect(inkMax >= width - inset - side - 12 - 4 && inkMax < width - inset - side - 12 + 1)
                    #expect(inkMin > width / 2, "row \(row): a short name sits at the right")
                } else {
                    #expect(red.min() == inset && red.max() == inset + side - 1, "row \(row)")
                    #expect(inkMin >= inset + side + 12 && inkMin <= inset + side + 12 + 3)
                }
            }
        }
    }

    @Test func aRightToLeftLayoutPutsALatinDeckLabelAtTheRight() throws {
        try VipsRuntime.start()
        let width = 300, height = 400, margin = 16
        let black = try TestImages.solid(width: width, height: height, [0, 0, 0])
        let card = try DeckCardArt(scale: 1, rightToLeft: true).paint(on: Canvas.copying(black), label: "Ann")
        let pixels = try card.pixels()
        let inked = (0..<width).filter { x in
            (height / 2..<height).contains { y in pixels[(y * width + x) * 4] > 128 }
        }
        let (first, last) = (try #require(inked.min()), try #require(inked.max()))
        #expect(last >= width - margin - 3 && last < width - margin, "ends at \(last)")
        #expect(first > width / 2, "starts at \(first)")
    }

    @Test func aRightToLeftLayoutMirrorsALatinProfileCard() throws {
        try VipsRuntime.start()
        let art = ProfileCardArt(
            scale: 1, rightToLeft: true, ink: Color(red: 0, green: 0, blue: 1),
            buttonColor: Color(red: 1, green: 0, blue: 0))
        let width = 320, height = 440
        let photoHeight = ProfileCardArt.photoHeight(cardHeight: height)
        let canvas = Canvas.filled(.white, width: width, height: height)
        try canvas.place(try TestImages.solid(width: width, height: photoHeight, [90, 140, 200]), x: 0, y: 0)
        let card = try art.paint(
            on: canvas, photoHeight: photoHeight, name: "Ann", caption: Caption(name: "Ann", age: "31"))
        let pixels = try card.pixels()
        func columns(near color: Color) -> [Int] {
            let target = [color.red, color.green, color.blue].map { Int($0 * 255) }
            return (0..<width).filter { x in
                (photoHeight..<height).contains { y in
                    let i = (y * width + x) * 4
                    return (0..<3).allSatisfy { abs(Int(pixels[i + $0]) - target[$0]) < 40 }
                }
            }
        }
        let margin = Int(art.inset), diameter = Int(art.buttonDiameter)
        let button = columns(near: art.buttonColor), ink = columns(near: art.ink)
        #expect(try #require(button.max()) <= margin + diameter, "ⓘ at the left")
        #expect(try #require(ink.max()) >= width - margin - 3, "the name ends at the right margin")
        #expect(try #require(ink.min()) > width / 2, "a short name sits at the right")
    }

    @Test func aLeadingTextLayerAlignsRightInARightToLeftLayout() throws {
        try VipsRuntime.start()
        let style = TextStyle(fontSize: 20, color: .black, alignment: .leading)
        let width = 300, height = 40
        for direction in LayoutDirection.allCases {
            let image = try TextArt(scale: 1, layoutDirection: direction).paint(
                "Hi there", style: style, width: width, height: height)
            let pixels = try image.pixels()
            let inked = (0..<width).filter { x in (0..<height).contains { y in pixels[(y * width + x) * 4 + 3] > 128 } }
            let (first, last) = (try #require(inked.min()), try #require(inked.max()))
            if direction == .rightToLeft {
                #expect(last >= width - 4 && first > width / 2, "\(first)–\(last)")
            } else {
                #expect(first <= 3 && last < width / 2, "\(first)–\(last)")
            }
        }
    }

    @Test func aFrameDrawnRightToLeftDiffersOnlyWhereItsLabelsAre() throws {
        // The same layers in both directions from one renderer: it must not hand one direction's
        // painted card to the other (its layer cache and shared bases key on the direction).
        let renderer = try FrameRenderer(input: Repository.photos, settings: RenderSettings())
        var still = DeckScene(photoCount: renderer.photoNames.count).still()
        let leftToRight = try renderer.image(still)
        still.layoutDirection = .rightToLeft
        let rightToLeft = try renderer.image(still)
        let rowBytes = leftToRight.width * leftToRight.channels
        // Above the cards' labels (the top 40 % holds photos only) both are the same.
        let top = rowBytes * leftToRight.height * 2 / 5
        #expect(leftToRight.bytes[..<top] == rightToLeft.bytes[..<top])
        #expect(leftToRight.bytes[top...] != rightToLeft.bytes[top...])
        // And the left-to-right frame drawn again is the same bytes.
        still.layoutDirection = .leftToRight
        #expect(try renderer.image(still).bytes == leftToRight.bytes)
    }
}
