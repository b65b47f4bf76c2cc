@testable import CardFormats
import CardGeometry
import Testing

/// The words motion.json gives an app's own layer contents: each layer's id, and its content with
/// every parameter that changes its pixels, so a comparison sees any change.
@Suite struct MotionContentWordsTests {
    private let gradient = LinearGradient(
        stops: [
            GradientStop(color: .black, location: 0),
            GradientStop(color: Color(red: 1, green: 1, blue: 1, alpha: 0.5), location: 1)
        ], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))

    @Test func contentsInWords() {
        let describe = MotionTrack.Look.describe
        #expect(describe(.image(.photo(2), fit: .cover)) == "image photo 2 cover")
        #expect(describe(.image(.photoNamed("chelsea.png"), fit: .fit)) == "image photo \"chelsea.png\" fit")
        #expect(describe(.image(.file("/app/heart.png"), fit: .fit)) == "image file \"/app/heart.png\" fit")
        #expect(
            describe(.text("Lisbon", style: TextStyle(fontSize: 15.5, weight: .bold, color: .white, maxLines: 2)))
                == "text \"Lisbon\" 15.5 pt bold #FFFFFF leading at most 2 lines")
        #expect(
            describe(.linearGradient(gradient))
                == "linear gradient #000000 at 0, #FFFFFF80 at 1 from (0, 0.5) to (1, 0.5)")
    }

    @Test func layerIds() {
        let layers = [
            LayerContent.image(.photo(1), fit: .cover), .image(.photoNamed("a.png"), fit: .fit),
            .image(.file("/app/icons/heart.png"), fit: .fit), .text("Hello", style: TextStyle()),
            .text("Hello", style: TextStyle(weight: .bold)), .linearGradient(gradient)
        ].map { Layer(content: $0, size: Size(width: 10, height: 10), position: .zero) }
        #expect(
            MotionTrack.identified(layers).map(\.0) == [
                "image 1", "image a.png", "image heart.png", "text Hello", "text Hello #2", "gradient"
            ])
    }
}
