import CardGeometry
import Foundation
import Testing
import TestSupport
@testable import CardMockup
@testable import CardRender
@testable import CardSettings

/// In a mockup set, the screen sits at the same place in every shot of a format and language:
/// the text block is as tall as the tallest text among them.
@Suite struct MockupSetLineUpTests {
    private func set() -> MockupSet {
        var base = MockupSettings()
        base.density = 1
        base.layout.device = .suited(to: Size(width: 440, height: 956))
        func shot(_ scene: String, _ title: String?, _ subtitle: String? = nil) -> MockupSet.Shot {
            var shot = MockupSet.Shot(scene: scene)
            if let title { shot.titles["en-US"] = title }
            if let subtitle { shot.subtitles["en-US"] = subtitle }
            return shot
        }
        return MockupSet(
            formats: ["iphone-6.9", "ipad-13"].compactMap(MockupFormat.named), languages: ["en-US"],
            shots: [
                shot("deck", "Everything"),
                shot(
                    "sheet", "Swipe right on a good photo near you tonight",
                    "Captions in any script, stamps that follow your finger"),
                shot("photostack", nil)
            ], base: base)
    }

    /// Where each image's screen lands, in mockup points.
    private func screens(_ images: [MockupSet.Image]) throws -> [Rect] {
        let photos = try MockupPhotos.load(Repository.photos, captions: CaptionSet(), limit: PixelLimit())
        return try images.map { image in
            let library = PhotoLibrary(
                files: photos.photos, cover: image.settings.format.pixels(density: 1),
                limit: image.settings.inputPixelLimit)
            let renderer = MockupRenderer(settings: image.settings, photos: library)
            let plan = try renderer.plan()
            return plan.layout.place(
                canvas: image.settings.format.points, scene: plan.canvas, textHeight: plan.textHeight
            )
            .scene
        }
    }

    @Test func everyShotOfAFormatPutsTheScreenInOnePlace() throws {
        var images = set().images
        let before = try screens(images)
        let photos = try MockupPhotos.load(Repository.photos, captions: CaptionSet(), limit: PixelLimit())
        try MockupSetJob.lineUp(&images, photos: photos.photos)
        let after = try screens(images)
        for format in ["iphone-6.9", "ipad-13"] {
            let indices = images.indices.filter { images[$0].format.name == format }
            #expect(Set(indices.map { before[$0] }).count > 1, "\(format): the texts differ in height")
            #expect(Set(indices.map { after[$0] }).count == 1, "\(format): \(indices.map { after[$0] })")
            let heights = Set(indices.map { images[$0].settings.textAreaHeight })
            #expect(heights.count == 1 && heights.first! != nil)
        }
    }

    @Test func aTextAreaTallerThanTheFormatIsRefused() throws {
        var settings = MockupSettings()
        settings.textAreaHeight = settings.format.points.height + 1
        #expect(throws: InvalidSetting.self) { try settings.validate() }
        settings.textAreaHeight = .nan
        #expect(throws: InvalidSetting.self) { try settings.validate() }
        settings.textAreaHeight = 100
        try settings.validate()
    }
}
