import Testing
@testable import CardGeometry

/// SceneAnimation: sample times and clamping. The frames record the time they were asked for
/// in `canvas.width`, so the tests can see what time reached the scene.
@Suite("SceneAnimation")
struct SceneAnimationTests {
    static func probe(duration: Double) -> SceneAnimation {
        SceneAnimation(name: "probe", summary: "records its time", duration: duration) { t in
            SceneFrame(time: t, canvas: Size(width: t, height: 1), background: .white, layers: [])
        }
    }

    @Test func sixtyFpsOverPointSeven() {
        let times = Self.probe(duration: 0.7).frameTimes(fps: 60)
        // 0.7 s · 60 = 42 steps, so 43 frames including both ends.
        #expect(times.count == 43)
        #expect(times.first == 0)
        #expect(times.last == 0.7)
        for i in 1..<times.count {
            expectClose(times[i] - times[i - 1], 1.0 / 60, tolerance: 1e-12, "step \(i)")
        }
    }

    @Test func thirtyFpsOverPointFive() {
        let times = Self.probe(duration: 0.5).frameTimes(fps: 30)
        // 0.5 · 30 = 15 steps → 16 frames.
        #expect(times.count == 16)
        #expect(times.first == 0)
        #expect(times.last == 0.5)
        for i in 1..<times.count {
            expectClose(times[i] - times[i - 1], 1.0 / 30, tolerance: 1e-12, "step \(i)")
        }
    }

    @Test(arguments: [0.5, 0.6, 0.7, 0.71, 1.0, 2.35, 0.0001])
    func timesAreStrictlyIncreasingAndEndAtTheDuration(duration: Double) {
        for fps in [10.0, 24, 30, 60, 120] {
            let times = Self.probe(duration: duration).frameTimes(fps: fps)
            guard times.count >= 2 else {
                Issue.record("\(duration) s at \(fps) fps gives only \(times)")
                continue
            }
            #expect(times.first == 0)
            #expect(times.last == duration, "\(duration) s at \(fps) fps ends at \(times.last ?? -1)")
            for i in 1..<times.count {
                #expect(times[i] > times[i - 1], "\(duration) s at \(fps) fps: not increasing at \(i)")
                #expect(times[i] - times[i - 1] <= 1 / fps + 1e-12)
            }
            // Every frame but the last is at a whole multiple of 1/fps.
            for i in 0..<(times.count - 1) {
                expectClose(times[i], Double(i) / fps, tolerance: 1e-12)
            }
        }
    }

    @Test func durationNotAMultipleOfTheStepAddsAShortLastStep() throws {
        // 0.71 s at 60 fps: frames at 0 … 42/60 = 0.7, then the end at 0.71 → 44 frames.
        let times = Self.probe(duration: 0.71).frameTimes(fps: 60)
        try #require(times.count == 44)
        expectClose(times[42], 0.7, tolerance: 1e-12)
        #expect(times[43] == 0.71)
    }

    @Test func zeroDurationIsOneFrame() {
        #expect(Self.probe(duration: 0).frameTimes(fps: 60) == [0])
    }

    @Test func frameClampsTheTimeItAsksTheSceneFor() {
        let animation = Self.probe(duration: 0.5)
        #expect(animation.frame(at: 0.25).canvas.width == 0.25)
        #expect(animation.frame(at: -1).canvas.width == 0)
        #expect(animation.frame(at: 3).canvas.width == 0.5)
        // The frame still reports the time it was asked for.
        #expect(animation.frame(at: 3).time == 3)
        #expect(animation.frame(at: 0.25).time == 0.25)
    }

    @Test func animationNamedFindsByName() {
        let scene = DeckScene(photoCount: 3)
        #expect(scene.animation(named: "snap-back")?.name == "snap-back")
        #expect(scene.animation(named: "nope") == nil)
    }
}
