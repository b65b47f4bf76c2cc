import CardGeometry
import CardRender
import CardRenderTesting
import CardSettings
import CardUI
import Testing

/// A scene without photos, drawn by a renderer that has none: no photos folder needed.
@Suite struct TitleCardTests {
    private func renderer() throws -> FrameRenderer {
        var settings = RenderSettings()
        settings.scale = 0.5
        return try FrameRenderer(settings: settings)
    }

    @Test func titleCard() throws {
        let card = TitleCard(title: "Welcome to Cards", subtitle: "Swipe right to keep a card, left to pass")
        assertCardSnapshot(of: card, renderer: try renderer())
        assertCardSnapshot(of: card, .animation("badge-pop", fps: 10), renderer: try renderer())
    }

    /// The carousel's cards are photos: a renderer without photos names the first layer that asks.
    @Test func aSceneThatAsksForAPhotoIsRefusedByLayer() throws {
        let renderer = try renderer()
        let failure = try #require(throws: RenderJob.Failure.self) {
            _ = try renderer.png(Carousel(photoCount: 2, titles: ["Astronaut"]).still())
        }
        guard case let .layerNeedsPhoto(layer, name, content) = failure.reason else {
            Issue.record("expected layerNeedsPhoto, got \(failure.reason)")
            return
        }
        #expect(layer == 0 && name == "photo 0" && content == .photo(0))
        #expect(failure.description.hasPrefix("layer 0 (photo 0) asks for photo 0, but this renderer has no photos"))
    }
}
