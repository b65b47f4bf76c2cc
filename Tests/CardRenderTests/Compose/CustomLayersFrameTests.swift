import CardGeometry
import Testing
import TestSupport
@testable import CardRender

/// A frame an app could describe with public layers alone: a carousel of rounded photo cards with
/// captions over a gradient, a badge with its word, and an icon with transparency.
@Suite struct CustomLayersFrameTests {
    static let badgeRed = Color(rgb8: 0xFF, 0x3B, 0x30)
    static let top = Color(rgb8: 0xF2, 0xF2, 0xF7)
    static let bottom = Color(rgb8: 0xD1, 0xD1, 0xD6)

    static func frame(icon: String) -> SceneFrame {
        let card = Size(width: 120, height: 160)
        var layers = [
            Layer(
                content: .linearGradient(LinearGradient(colors: [top, bottom])), size: Size(width: 390, height: 300),
                position: Point(x: 195, y: 150))
        ]
        for (index, x) in [70.0, 200, 330].enumerated() {
            layers.append(
                Layer(
                    content: .image(index == 1 ? .photoNamed("blue.png") : .photo(0), fit: .cover), size: card,
                    position: Point(x: x, y: 120), cornerRadius: 16,
                    shadow: Shadow(opacity: 0.2, radius: 6, offset: Point(x: 0, y: 3))))
            layers.append(
                Layer(
                    content: .linearGradient(
                        LinearGradient(colors: [.clear, Color(red: 0, green: 0, blue: 0, alpha: 0.6)])),
                    size: Size(width: 120, height: 60), position: Point(x: x, y: 170), cornerRadius: 16))
            layers.append(
                Layer(
                    content: .text(
                        ["Red rocks at dawn", "Blue", "A very long caption that goes on and on"][index],
                        style: TextStyle(fontSize: 14, weight: .semibold, color: .white, maxLines: 2)),
                    size: Size(width: 104, height: 40), position: Point(x: x, y: 175)))
        }
        layers += [
            Layer(
                content: .fill(badgeRed), size: Size(width: 52, height: 24), position: Point(x: 240, y: 52),
                cornerRadius: 12, border: Border(width: 1.5, color: .white)),
            Layer(
                content: .text("NEW", style: TextStyle(fontSize: 12, weight: .bold, color: .white, alignment: .center)),
                size: Size(width: 52, height: 24), position: Point(x: 240, y: 52)),
            Layer(
                content: .image(.file(icon), fit: .fit), size: Size(width: 40, height: 40),
                position: Point(x: 195, y: 260)),
            Layer(
                content: .text("Trips", style: TextStyle(fontSize: 22, weight: .bold, alignment: .leading)),
                size: Size(width: 200, height: 30), position: Point(x: 115, y: 22))
        ]
        return SceneFrame(time: 0, canvas: Size(width: 390, height: 300), background: .white, layers: layers)
    }

    @Test func aCarouselFrameOfPublicLayers() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        let image = try FrameCompositor(scale: 2, photos: fixture.photos).render(Self.frame(icon: fixture.icon))
        #expect(image.width == 780 && image.height == 600)
        func pixel(_ x: Double, _ y: Double) throws -> [UInt8] {
            Array(try TestImages.pixel(image, Int(x * 2), Int(y * 2)).prefix(3))
        }
        // The background gradient at its top and bottom rows.
        #expect(try pixel(0, 0) == [0xF2, 0xF2, 0xF7])
        #expect(try pixel(389.9, 299.9) == [0xD1, 0xD1, 0xD6])
        // The cards' photos: red by index, blue by name, above their darkened bottoms.
        #expect(try pixel(70, 80) == [200, 60, 40])
        #expect(try pixel(200, 80) == [30, 60, 220])
        let darkened = try pixel(200, 195)
        #expect(darkened[2] < 150 && darkened[2] > 60)
        // The badge: red fill inside its white border.
        #expect(try pixel(218, 52) == [0xFF, 0x3B, 0x30])
        // The icon's green middle; its transparent sides show the background.
        #expect(try pixel(195, 260) == [0, 200, 0])
        let side = try pixel(178, 260)
        #expect(side[0] > 200 && side[1] > 200)
    }

    /// A vertical swiper's top card: a photo fitted on a dark card, a two-line caption cut short,
    /// a capsule badge, a right-to-left title at its leading (right) edge.
    static func swiper(icon: String) -> SceneFrame {
        SceneFrame(
            time: 0, canvas: Size(width: 240, height: 320), background: .groupedBackground,
            layers: [
                Layer(
                    content: .fill(Color(rgb8: 0x1C, 0x1C, 0x1E)), size: Size(width: 200, height: 280),
                    position: Point(x: 120, y: 160), cornerRadius: 20,
                    shadow: Shadow(opacity: 0.25, radius: 8, offset: Point(x: 0, y: 4))),
                Layer(
                    content: .image(.photo(0), fit: .fit), size: Size(width: 200, height: 200),
                    position: Point(x: 120, y: 120), cornerRadius: 20),
                Layer(
                    content: .text(
                        "مرحبا بالعالم",
                        style: TextStyle(fontSize: 18, weight: .bold, color: .white, alignment: .leading)),
                    size: Size(width: 176, height: 24), position: Point(x: 120, y: 236)),
                Layer(
                    content: .text(
                        "Two lines of caption at most, then an ellipsis where the words go on past the card",
                        style: TextStyle(
                            fontSize: 13, weight: .regular, color: Color(red: 0.8, green: 0.8, blue: 0.8), maxLines: 2)),
                    size: Size(width: 176, height: 36), position: Point(x: 120, y: 270)),
                Layer(
                    content: .linearGradient(
                        LinearGradient(
                            colors: [Color(rgb8: 0xFF, 0x95, 0x00), Color(rgb8: 0xFF, 0x2D, 0x55)],
                            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))),
                    size: Size(width: 64, height: 22), position: Point(x: 176, y: 42), cornerRadius: 11),
                Layer(
                    content: .text(
                        "TOP 10", style: TextStyle(fontSize: 11, weight: .semibold, color: .white, alignment: .center)),
                    size: Size(width: 64, height: 22), position: Point(x: 176, y: 42)),
                Layer(
                    content: .image(.file(icon), fit: .cover), size: Size(width: 22, height: 22),
                    position: Point(x: 44, y: 42), cornerRadius: 11, border: Border(width: 2, color: .white))
            ])
    }

    @Test func aSwiperCardOfPublicLayers() throws {
        let fixture = try ContentArtFixture(); defer { fixture.folder.remove() }
        let image = try FrameCompositor(scale: 2, photos: fixture.photos).render(Self.swiper(icon: fixture.icon))
        func pixel(_ x: Double, _ y: Double) throws -> [UInt8] {
            Array(try TestImages.pixel(image, Int(x * 2), Int(y * 2)).prefix(3))
        }
        // The fitted photo (4:3 in a square) leaves the dark card showing above and below it.
        #expect(try pixel(120, 120) == [200, 60, 40])
        #expect(try pixel(120, 30) == [0x1C, 0x1C, 0x1E])
        // The badge's gradient runs orange to pink, left to right.
        let left = try pixel(146, 42), right = try pixel(206, 42)
        #expect(left[1] > 130 && right[1] < 70)
        // The right-to-left title ends at the card's right margin, not its left.
        let titleRow = try (30..<100).map { try pixel(Double($0), 236) }
        #expect(titleRow.allSatisfy { $0 == [0x1C, 0x1C, 0x1E] })
        #expect(try (100..<208).map { try pixel(Double($0), 236) }.contains { $0 != [0x1C, 0x1C, 0x1E] })
    }
}
