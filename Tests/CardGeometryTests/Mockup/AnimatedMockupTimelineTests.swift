import Testing
@testable import CardGeometry

/// The moments an animated mockup plays, and the App Preview's sizes.
@Suite struct AnimatedMockupTimelineTests {
    @Test func oneCycleHoldsTheStartPlaysTheAnimationAndHoldsTheEnd() {
        let timeline = AnimatedMockupTimeline(duration: 0.7, fps: 30)
        let hold = Int(AnimatedMockupTimeline.hold * 30)
        #expect(timeline.times.prefix(hold).allSatisfy { $0 == 0 })
        #expect(timeline.times.suffix(hold).allSatisfy { $0 == 0.7 })
        // 0, 1/30, … 0.7: every frame of the animation, its end included.
        #expect(timeline.times.count == 2 * hold + 22)
        #expect(timeline.times.contains(0.7) && zip(timeline.times, timeline.times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(timeline.distinctTimes.count == 22)
    }

    @Test(arguments: [0.1, 0.7, 1.5, 9.0, 40.0])
    func anAppPreviewLoopsToItsLengthLimits(_ duration: Double) {
        let timeline = AnimatedMockupTimeline(
            duration: duration, fps: AppPreviewSpec.fps, minimumLength: AppPreviewSpec.minimumLength,
            maximumLength: AppPreviewSpec.maximumLength)
        #expect(
            timeline.length >= AppPreviewSpec.minimumLength || timeline.length == AppPreviewSpec.maximumLength,
            "\(timeline.length)")
        #expect(timeline.length <= AppPreviewSpec.maximumLength)
        // Drawn once each however often they repeat.
        #expect(timeline.distinctTimes.count <= Int((min(duration, 30) * 30).rounded(.up)) + 1)
    }

    @Test func appPreviewSizesAreThePortraitDevicesOnly() throws {
        #expect(AppPreviewSpec.forFormat("iphone-6.9") == AppPreviewSpec(width: 886, height: 1920))
        #expect(AppPreviewSpec.forFormat("ipad-13") == AppPreviewSpec(width: 1200, height: 1600))
        #expect(AppPreviewSpec.forFormat("square") == nil && AppPreviewSpec.forFormat("link") == nil)
        let format = try #require(MockupFormat.named("iphone-6.9"))
        let sized = AppPreviewSpec.forFormat("iphone-6.9")!.format(from: format)
        #expect(sized.pixels() == (886, 1920) && sized.screen == format.screen)
    }
}
