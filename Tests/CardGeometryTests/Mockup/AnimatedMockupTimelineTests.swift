import Testing
@testable import CardGeometry

/// The moments an animated mockup plays, and the App Preview's sizes.
@Suite struct AnimatedMockupTimelineTests {
    @Test func oneCycleHoldsTheStartPlaysTheAnimationAndHoldsTheEnd() {
        let timeline = AnimatedMockupTimeline(duration: 0.7, fps: 30, speed: 1)
        let start = Int(AnimatedMockupTimeline.startHold * 30), end = Int(AnimatedMockupTimeline.endHold * 30)
        #expect(timeline.moments.prefix(start).allSatisfy { $0 == .init(time: 0, playing: false) })
        #expect(timeline.moments.suffix(end).allSatisfy { $0 == .init(time: 0.7, playing: false) })
        // 0, 1/30, … 0.7: every frame of the animation, its end included, played.
        #expect(timeline.moments.count == start + end + 22)
        let played = timeline.moments.dropFirst(start).dropLast(end)
        #expect(played.allSatisfy(\.playing) && played.first?.time == 0 && played.last?.time == 0.7)
        #expect(zip(timeline.times, timeline.times.dropFirst()).allSatisfy { $0 <= $1 })
        // The start hold and the first played frame show time 0 apart: the finger comes down.
        #expect(timeline.distinctMoments.count == 22 + 2)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 1, 2, 4] as [Double])
    func theSpeedScalesThePlayingAndNotTheHolds(_ speed: Double) {
        let timeline = AnimatedMockupTimeline(duration: 0.6, fps: 30, speed: speed)
        let held = timeline.moments.filter { !$0.playing }.count
        #expect(held == Int(AnimatedMockupTimeline.startHold * 30) + Int(AnimatedMockupTimeline.endHold * 30))
        let played = timeline.moments.filter(\.playing).map(\.time)
        // 0.6 s played at `speed` lasts 0.6 / speed s: one frame each 1/30 s, and the end.
        #expect(played.count == Int((0.6 * 30 / speed - 1e-9).rounded(.up)) + 1, "\(played.count)")
        for (k, time) in played.dropLast().enumerated() {
            expectClose(time, Double(k) * speed / 30, tolerance: 1e-12)
        }
        #expect(played.last == 0.6 && played.first == 0)
    }

    @Test func theDefaultSpeedIsHalfAndACycleIsLongEnoughToFollow() {
        #expect(AnimatedMockupTimeline.defaultSpeed == 0.5)
        // The UIKit deck's swipe: 0.5 s of drag and 0.2 s of exit.
        let swipe = AnimatedMockupTimeline(duration: 0.7, fps: 30)
        #expect(swipe.speed == 0.5)
        #expect(swipe.length > 3 && swipe.length < 3.5, "\(swipe.length)")
        let playing = Double(swipe.moments.filter(\.playing).count) / 30
        expectClose(playing, 1.4, tolerance: 0.05)
    }

    @Test(arguments: [0, -1, .nan, .infinity] as [Double])
    func aSpeedThatIsNoneIsOne(_ speed: Double) {
        let timeline = AnimatedMockupTimeline(duration: 0.5, fps: 30, speed: speed)
        #expect(timeline.speed == 1)
        #expect(timeline.moments.filter(\.playing).count == 16)
    }

    @Test(arguments: [0.1, 0.7, 1.5, 9.0, 40.0], [0.1, 0.5, 1, 4])
    func anAppPreviewLoopsToItsLengthLimits(_ duration: Double, _ speed: Double) {
        let timeline = AnimatedMockupTimeline(
            duration: duration, fps: AppPreviewSpec.fps, speed: speed, minimumLength: AppPreviewSpec.minimumLength,
            maximumLength: AppPreviewSpec.maximumLength)
        #expect(
            timeline.length >= AppPreviewSpec.minimumLength || timeline.length == AppPreviewSpec.maximumLength,
            "\(timeline.length)")
        #expect(timeline.length <= AppPreviewSpec.maximumLength)
        // Drawn once each however often they repeat.
        // The held start, then each time of the animation at most once.
        #expect(timeline.distinctMoments.count <= Int((min(duration / speed, 30) * 30).rounded(.up)) + 3)
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
