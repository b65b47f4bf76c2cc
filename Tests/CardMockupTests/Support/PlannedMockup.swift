@testable import CardImaging
import TestSupport
@testable import CardMockup
@testable import CardRender
@testable import CardSettings

/// A mockup of the sample photos, planned at 1x as a run plans it: its photos, renderer and plan.
struct PlannedMockup {
    let photos: [PhotoFile]
    let renderer: MockupRenderer
    let plan: MockupRenderer.Plan

    init(_ settings: MockupSettings) throws {
        photos = try MockupPhotos.load(Repository.photos, captions: settings.captions, limit: settings.inputPixelLimit)
            .photos
        let library = PhotoLibrary(
            files: photos, cover: settings.format.pixels(density: 1), limit: settings.inputPixelLimit)
        renderer = MockupRenderer(settings: settings, photos: library, font: nil)
        plan = try renderer.plan()
    }

    /// The scene on the planned screen, with the chosen animation.
    func moment(_ settings: MockupSettings) throws -> MockupMoment {
        try MockupMoment(settings: settings, photos: photos, plan: plan)
    }
}
