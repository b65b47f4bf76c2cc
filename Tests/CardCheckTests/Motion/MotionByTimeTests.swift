@testable import CardFormats
import CardGeometry
import Foundation
import Testing
@testable import CardCheck
import TestSupport

/// Motion tracks are compared at the instants both sides have, not frame by frame: another frame
/// rate samples the same motion at other times, and a longer animation adds time at its end.
struct MotionByTimeTests {
    typealias Sample = MotionTrack.Sample

    /// A real scene's track at `fps`.
    static func track(
        _ scene: String, _ animation: String, fps: Double, _ parameters: SceneParameters = SceneParameters()
    ) throws -> MotionTrack {
        let context = SceneCatalog.Context(photoCount: 5, canvas: nil, seed: 0, parameters: parameters)
        let built = try #require(SceneCatalog.scene(named: scene, context))
        let motion = try #require(built.animation(named: animation))
        return MotionTrack(
            scene: scene, animation: animation, fps: fps,
            sceneFrames: motion.frameTimes(fps: fps).map(motion.frame(at:)))
    }

    /// One layer moving as `y(t)` over `duration` at `fps`, frame times as a render makes them.
    static func track(duration: Double, fps: Double, y: (Double) -> Double) -> MotionTrack {
        let intervals = Int((duration * fps - 1e-9).rounded(.up))
        let frames = (0...intervals).map { i -> MotionTrack.Frame in
            let t = MotionTrack.rounded(min(Double(i) / fps, duration))
            return .init(
                time: t,
                layers: ["sheet": Sample(x: 195, y: MotionTrack.rounded(y(t)), rotation: 0, scale: 1, alpha: 1)])
        }
        return MotionTrack(scene: "sheet", animation: "fling-up", fps: fps, looks: [], frames: frames)
    }

    @Test func theSameMotionAtAnotherFrameRateIsUnchanged() throws {
        let expected = try Self.track("sheet", "fling-up", fps: 30),
            actual = try Self.track("sheet", "fling-up", fps: 60)
        let comparison = MotionComparison(expected: expected, actual: actual)
        #expect(!comparison.differs, "\(comparison.sentences)")
        #expect(
            comparison.sentences == [
                "motion and layer properties unchanged at the 24 instants both have (60 fps, expected 30 fps)"
            ])
    }

    @Test func aLongerAnimationSaysBothDurationsAndTheTimeOnlyOneSideHas() {
        let motion = { (t: Double) in 700 - 400 * t }
        let expected = Self.track(duration: 0.37, fps: 30, y: motion),
            actual = Self.track(duration: 0.45, fps: 30, y: motion)
        let comparison = MotionComparison(expected: expected, actual: actual)
        #expect(comparison.differs)
        #expect(comparison.timing.expectedDuration == 0.37 && comparison.timing.actualDuration == 0.45)
        #expect(comparison.timing.commonInstants == 12)
        // Where both have the instant, the motion is the same: no layer parts.
        #expect(comparison.layers.allSatisfy { !$0.differs })
        #expect(
            comparison.sentences == [
                "fling-up lasts 0.45 s, expected 0.37 s: t = 0.4–0.45 s only in the actual frames, t = 0.37 s only in the expected frames"
            ])
    }

    @Test func motionThatPartsIsFoundAtTheCommonInstantWhereItParts() {
        let expected = Self.track(duration: 0.5, fps: 30, y: { 700 - 400 * $0 })
        let actual = Self.track(duration: 0.5, fps: 60, y: { t in 700 - 400 * t - (t > 0.25 ? 30 * (t - 0.25) : 0) })
        let comparison = MotionComparison(expected: expected, actual: actual)
        let sheet = try! #require(comparison.layers.first)
        #expect(sheet.divergences.map(\.property) == [.y])
        // 0.25 s is no instant at 30 fps: the first common one after it is 8/30 s.
        #expect(sheet.divergences[0].firstTime == MotionTrack.rounded(8.0 / 30))
        #expect(
            comparison.sentences == [
                "sheet: y differs from t = 0.267 s, by up to 7.5 pt; x, rotation, scale and alpha unchanged",
                "compared at the 16 instants both have (60 fps, expected 30 fps)"
            ])
    }

    /// A longer spring: the sheet's fling lasts longer, and its motion parts as the spring runs.
    @Test func aLongerSpringOfARealSceneSaysTheDurations() throws {
        var longer = SceneParameters()
        longer.sheet.springDuration = 0.7
        let comparison = MotionComparison(
            expected: try Self.track("sheet", "fling-up", fps: 30),
            actual: try Self.track("sheet", "fling-up", fps: 30, longer))
        #expect(
            comparison.sentences.first
                == "fling-up lasts 0.95 s, expected 0.75 s: t = 0.767–0.95 s only in the actual frames, t = 0.75 s only in the expected frames"
        )
        #expect(
            comparison.sentences.contains { $0.hasPrefix("sheet: y differs from t = 0.267 s") },
            "\(comparison.sentences)")
    }
}
