import Testing
@testable import CardGeometry

/// Numbers a library caller gives the mockup geometry directly: never a crash, a documented result.
@Suite struct MockupNumbersRefusalTests {
    @Test(arguments: [0, -30, .nan, .infinity, -.infinity] as [Double])
    func aTimelineAtARateThatIsNoneIsOneMomentAtZero(fps: Double) {
        #expect(AnimatedMockupTimeline(duration: 0.7, fps: fps).times == [0])
    }

    @Test func aTimelineAtAnAbsurdRateOrLengthStaysWithinTheFrameLimit() {
        let fast = AnimatedMockupTimeline(duration: 0.7, fps: 1e12)
        #expect(!fast.times.isEmpty && fast.times.count <= SceneLimits.maxFrames)
        let long = AnimatedMockupTimeline(duration: 0.7, fps: 30, minimumLength: 1e300, maximumLength: .infinity)
        #expect(long.times.count == SceneLimits.maxFrames)
    }

    @Test func aTimelineAtAnOrdinaryRateIsAsBefore() {
        let timeline = AnimatedMockupTimeline(duration: 0.5, fps: 30, speed: 1)
        // 24 frames held at rest, 16 of the animation, 30 held at the end.
        #expect(timeline.times.count == 24 + 16 + 30)
        #expect(timeline.times.first == 0 && timeline.times.last == 0.5)
    }

    @Test(arguments: [0, -2, .nan, -.infinity] as [Double])
    func pixelsAtADensityNotAboveZeroAreNone(density: Double) {
        let (width, height) = MockupFormat.all[0].pixels(density: density)
        #expect(width == 0 && height == 0)
    }

    @Test(arguments: [.infinity, 1e300] as [Double])
    func pixelsAtAnAbsurdDensityStopAtTheLimit(density: Double) {
        let (width, height) = MockupFormat.all[0].pixels(density: density)
        #expect(width == Int(Int32.max) && height == Int(Int32.max))
    }

    @Test func pixelsAtTheFormatsDensityAreItsSize() {
        let format = MockupFormat.all[0]
        let (width, height) = format.pixels()
        #expect(width == Int((format.points.width * format.density).rounded()))
        #expect(height == Int((format.points.height * format.density).rounded()))
    }

    @Test func aSheetWithANotchThatIsNoNumberStillNamesItsAnimations() {
        var parameters = SheetParameters()
        parameters.notches = [.nan, .nan, .nan]
        let animations = SheetScene(photoCount: 3, parameters: parameters).animations
        #expect(!animations.isEmpty)
        #expect(animations.allSatisfy { !$0.summary.isEmpty })
    }
}
