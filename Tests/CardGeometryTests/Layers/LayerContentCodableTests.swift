import Foundation
import Testing
@testable import CardGeometry

/// The layer contents an app's own scene is built from, in JSON: each kind by its name, with stable
/// keys, decoded back to the same value.
@Suite struct LayerContentCodableTests {
    private func json(_ content: LayerContent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(content), as: UTF8.self)
    }

    private func decoded(_ json: String) throws -> LayerContent {
        try JSONDecoder().decode(LayerContent.self, from: Data(json.utf8))
    }

    static let gradient = LinearGradient(
        stops: [
            GradientStop(color: Color(red: 1, green: 0, blue: 0), location: 0),
            GradientStop(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), location: 1)
        ], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))

    static let contents: [LayerContent] = [
        .image(.photo(2), fit: .cover),
        .image(.photoNamed("chelsea.png"), fit: .fit),
        .image(.file("/app/icons/heart.png"), fit: .fit),
        .text(
            "Lisbon, 3 days",
            style: TextStyle(
                fontSize: 15, weight: .medium, color: .white, alignment: .center, maxLines: 2)),
        .linearGradient(gradient),
        .photo(1), .fill(.groupedBackground), .stamp(text: "LIKE", color: .black)
    ]

    @Test(arguments: contents) func roundTrips(_ content: LayerContent) throws {
        #expect(try decoded(json(content)) == content)
    }

    @Test func imagesNameTheirSourceByKey() throws {
        #expect(try json(.image(.photo(2), fit: .cover)) == #"{"fit":"cover","kind":"image","photo":2}"#)
        #expect(
            try json(.image(.photoNamed("a.png"), fit: .fit)) == #"{"fit":"fit","kind":"image","photoName":"a.png"}"#)
        #expect(try json(.image(.file("/i.png"), fit: .fit)) == #"{"file":"\/i.png","fit":"fit","kind":"image"}"#)
    }

    @Test func textAndGradientKeys() throws {
        let text = try json(.text("Hi", style: TextStyle(fontSize: 12, weight: .bold)))
        #expect(
            text == #"{"kind":"text","style":{"alignment":"leading","color":{"alpha":1,"blue":0,"green":0,"red":0},"#
                + #""fontSize":12,"maxLines":1,"weight":"bold"},"text":"Hi"}"#)
        let gradient = try json(.linearGradient(Self.gradient))
        #expect(
            gradient.hasPrefix(#"{"endPoint":{"x":1,"y":0.5},"kind":"linearGradient","startPoint":{"x":0,"y":0.5},"#))
        #expect(gradient.contains(#""stops":[{"color":{"alpha":1,"blue":0,"green":0,"red":1},"location":0},"#))
    }

    @Test func anImageNamesExactlyOneSource() {
        #expect(throws: DecodingError.self) { try decoded(#"{"kind":"image","fit":"cover"}"#) }
        #expect(throws: DecodingError.self) {
            try decoded(#"{"kind":"image","fit":"cover","photo":1,"file":"/a.png"}"#)
        }
        #expect(throws: DecodingError.self) { try decoded(#"{"kind":"image","fit":"stretch","photo":1}"#) }
    }

    @Test func photosListsOnlyPhotosGivenByIndex() {
        #expect(LayerContent.image(.photo(3), fit: .fit).photos == [3])
        #expect(LayerContent.image(.photoNamed("a"), fit: .cover).photos.isEmpty)
        #expect(LayerContent.image(.file("/a.png"), fit: .cover).photos.isEmpty)
        #expect(LayerContent.text("a", style: TextStyle()).photos.isEmpty)
        #expect(LayerContent.linearGradient(Self.gradient).photos.isEmpty)
    }

    @Test func evenlySpreadColours() {
        let gradient = LinearGradient(colors: [.black, .white, .black])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.startPoint == Point(x: 0.5, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
        #expect(LinearGradient(colors: [.white]).stops.map(\.location) == [0])
    }
}
