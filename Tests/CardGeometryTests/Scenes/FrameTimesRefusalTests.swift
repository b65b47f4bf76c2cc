import Testing
@testable import CardGeometry

/// `frameTimes(fps:)` with a frame rate that is no rate: a library caller's bad fps gives one
/// frame at 0, never a crash or an endless list.
@Suite("SceneAnimation.frameTimes with a bad fps")
struct FrameTimesRefusalTests {
    @Test(arguments: [0, -1, -.infinity, .nan, -0.0, -Double.greatestFiniteMagnitude])
    func aRateThatIsNoRateGivesOneFrameAtZero(fps: Double) {
        let times = SceneAnimationTests.probe(duration: 0.7).frameTimes(fps: fps)
        #expect(times == [0])
    }

    @Test func anAbsurdRateIsCappedAtTheFrameLimit() {
        let times = SceneAnimationTests.probe(duration: SceneLimits.maxDuration).frameTimes(
            fps: .greatestFiniteMagnitude)
        #expect(times.count == SceneLimits.maxFrames)
        #expect(times.first == 0)
        #expect(times.last == SceneLimits.maxDuration)
    }
}
