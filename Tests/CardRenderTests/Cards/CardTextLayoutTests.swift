import CardGeometry
@testable import CardImaging
import Foundation
import Testing
@testable import CardRender
@testable import CardSettings
import TestSupport

/// Card text stays legible over any photo, and right-to-left cards mirror their layout.
@Suite struct CardTextLayoutTests {
    /// WCAG 2 relative luminance of an 8-bit sRGB grey.
    static func luminance(_ value: UInt8) -> Double {
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func contrast(_ a: UInt8, _ b: UInt8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test(arguments: [
        Caption(
            name: "Bartholomew", age: "41", text: "Long walks, white walls and snowfields, all day and night long."),
        Caption(name: "ليلى", age: "31", text: "أحب التصوير والقهوة والكتب القديمة"),
        Caption(name: "김민지", age: "25", text: "주말에는 친구들과 산에 가요")
    ])
    func whiteTextOverAWhitePhotoHasAContrastOfAtLeast4_5(caption: Caption) throws {
        try VipsRuntime.start()
        let width = 360, height = 500
        let white = try TestImages.solid(width: width, height: height, [255, 255, 255])
        let card = try DeckCardArt(scale: 1).paint(on: Canvas.copying(white), label: "x", caption: caption)
        let pixels = try card.pixels()
        try #require(
            pixels.count == width * height * 4, "\(card.width)×\(card.height)×\(card.bands), \(pixels.count) bytes")
        // The gradient is the same across a row and the text is white: in a row with text, the
        // darkest pixel is what lies right behind the text.
        var textRows = 0
        for y in 0..<height {
            let row = (0..<width).map { pixels[(y * width + $0) * 4] }
            guard let darkest = row.min(), let brightest = row.max(), Int(brightest) > Int(darkest) + 40 else {
                continue
            }
            textRows += 1
            let ratio = Self.contrast(255, darkest)
            #expect(ratio >= 4.5, "row \(y): white on \(darkest) is \(ratio) : 1")
        }
        #expect(textRows > 30, "the caption is drawn: \(textRows) rows")
    }

    /// Columns of the band under the photo that hold pixels of `color` (within 4 per channel).
    private func columns(of color: Color, in card: VImage, from top: Int) throws -> [Int] {
        let pixels = try card.pixels(), bands = card.bands
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        return (0..<card.width).filter { x in
            (top..<card.height).contains { y in
                let i = (y * card.width + x) * bands
                return (0..<3).allSatisfy { abs(Int(pixels[i + $0]) - target[$0]) <= 4 }
            }
        }
    }

    @Test func aRightToLeftProfileCardMirrors() throws {
        try VipsRuntime.start()
        // Colours that anti-aliasing of one over white never gives the other.
        let art = ProfileCardArt(
            scale: 1, ink: Color(red: 0, green: 0, blue: 1), buttonColor: Color(red: 1, green: 0, blue: 0))
        let width = 320, height = 440
        let photoHeight = ProfileCardArt.photoHeight(cardHeight: height)
        let photo = try TestImages.solid(width: width, height: photoHeight, [90, 140, 200])
        let margin = Int(art.inset), diameter = Int(art.buttonDiameter)
        for (name, mirrored) in [("ليلى", true), ("שרה", true), ("Chelsea", false)] {
            let canvas = Canvas.filled(.white, width: width, height: height)
            try canvas.place(photo, x: 0, y: 0)
            let card = try art.paint(
                on: canvas, photoHeight: photoHeight, name: name, caption: Caption(name: name, age: "31"))
            let button = try columns(of: art.buttonColor, in: card, from: photoHeight)
            let ink = try columns(of: art.ink, in: card, from: photoHeight)
            let (buttonMin, buttonMax) = (try #require(button.min()), try #require(button.max()))
            let (inkMin, inkMax) = (try #require(ink.min()), try #require(ink.max()))
            if mirrored {
                #expect(
                    buttonMin >= margin - 1 && buttonMax <= margin + diameter, "\(name): ⓘ at \(buttonMin)–\(buttonMax)"
                )
                #expect(inkMax >= width - margin - 3 && inkMax < width - margin + 1, "\(name): text ends at \(inkMax)")
                #expect(inkMin > buttonMax + margin - 1, "\(name): text clear of ⓘ")
            } else {
                #expect(
                    buttonMin >= width - margin - diameter && buttonMax <= width - margin,
                    "\(name): ⓘ at \(buttonMin)–\(buttonMax)")
                #expect(inkMin >= margin && inkMin <= margin + 3, "\(name): text starts at \(inkMin)")
                #expect(inkMax < buttonMin - margin + 1, "\(name): text clear of ⓘ")
            }
        }
    }

    @Test func aRightToLeftCaptionBlockIsRightAligned() throws {
        try VipsRuntime.start()
        let layout = CaptionLayout(scale: 1, titleSize: 24, titleColor: .white, captionColor: .white)
        // An Arabic name with a Latin caption: the whole block follows the name, from the right.
        let block = try layout.block(
            title: "ليلى، 31", text: "Loves old books and coffee, every morning", left: 20, right: 220, maxHeight: 300)
        #expect(block.overlays.count == 2)
        for overlay in block.overlays { #expect(overlay.x + overlay.image.width == 220) }
        let latin = try layout.block(
            title: "Ann, 31", text: "أحب التصوير والقهوة والكتب القديمة", left: 20, right: 220, maxHeight: 300)
        for overlay in latin.overlays { #expect(overlay.x == 20) }
    }

    @Test func aRightToLeftSheetRowIsMirrored() throws {
        try VipsRuntime.start()
        // A red thumbnail: where it lands says which side the row starts from.
        let red = try TestImages.solid(width: 60, height: 60, [255, 0, 0])
        let rows = [
            PhotoLibrary.Decoded(file: PhotoFile(path: "/a/ليلى.png", label: "ليلى"), image: red),
            PhotoLibrary.Decoded(file: PhotoFile(path: "/a/ann.png", label: "Ann"), image: red)
        ]
        let art = SheetArt(scale: 1, rowHeight: 64)
        let width = 300
        let sheet = try art.paint(rows: rows, width: width, height: 200)
        let pixels = try sheet.pixels()
        func redColumns(row: Int) -> [Int] {
            let y = Int(art.listTop) + row * 64 + 32
            return (0..<width).filter { x in
                let i = (y * width + x) * 4
                return pixels[i] > 200 && pixels[i + 1] < 60 && pixels[i + 2] < 60
            }
        }
        let inset = Int(art.inset), side = Int(art.thumbnail)
        #expect(redColumns(row: 0).min() == width - inset - side && redColumns(row: 0).max() == width - inset - 1)
        #expect(redColumns(row: 1).min() == inset && redColumns(row: 1).max() == inset + side - 1)
    }

    @Test func aRightToLeftDeckLabelSitsAtTheRightMargin() throws {
        try VipsRuntime.start()
        let width = 300, height = 400, margin = 16
        let black = try TestImages.solid(width: width, height: height, [0, 0, 0])
        for (label, rightToLeft) in [("ليلى في الحديقة", true), ("Ann", false)] {
            let card = try DeckCardArt(scale: 1).paint(on: Canvas.copying(black), label: label)
            let pixels = try card.pixels()
            let inked = (0..<width).filter { x in
                (height / 2..<height).contains { y in pixels[(y * width + x) * 4] > 128 }
            }
            let (first, last) = (try #require(inked.min()), try #require(inked.max()))
            if rightToLeft {
                #expect(last >= width - margin - 3 && last < width - margin, "\(label): ends at \(last)")
                #expect(first > width / 3, "\(label): starts at \(first)")
            } else {
                #expect(first >= margin && first <= margin + 3, "\(label): starts at \(first)")
            }
        }
    }
}
