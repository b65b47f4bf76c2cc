import CardGeometry
import Testing
import TestSupport
@testable import CardMockup
@testable import CardSettings

/// A still mockup's default moment shows the stamp at full strength where the drag stops short of
/// it to keep the card on screen; a chosen time shows the animation's own frame.
@Suite struct ShowcaseStampTests {
    static func moment(_ scene: String, format: String) throws -> MockupMoment {
        var settings = MockupSettings()
        settings.format = try #require(MockupFormat.named(format))
        settings.scene = scene
        settings.animation = "swipe-right"
        settings.sceneParameters.setStamps(true)
        return try PlannedMockup(settings).moment(settings)
    }

    static func stamp(_ frame: SceneFrame) -> Layer? {
        frame.layers.first { if case .stamp = $0.content { true } else { false } }
    }

    @Test(arguments: ["deck", "swiftui-deck"])
    func theDefaultStillShowsTheStampFullyOn(_ scene: String) throws {
        let moment = try Self.moment(scene, format: "iphone-6.9")
        let own = moment.frame(at: moment.showcaseTime), shown = moment.still(at: nil)
        let faint = try #require(Self.stamp(own)), full = try #require(Self.stamp(shown))
        #expect(faint.alpha < 0.5, "on a phone the drag stops short of the threshold")
        #expect(full.alpha == 1)
        // Only the stamp's strength differs.
        var same = shown
        same.layers = shown.layers.map { layer in
            guard case .stamp = layer.content else { return layer }
            var copy = layer
            copy.alpha = faint.alpha
            return copy
        }
        #expect(same == own)
        // A chosen time is the animation's frame as it is.
        #expect(moment.still(at: moment.showcaseTime) == own)
    }
}
