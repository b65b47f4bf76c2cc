@testable import CardFormats
import CardGeometry
import Foundation
import Testing
@testable import CardCheck
import TestSupport

/// MotionComparison's findings and sentences, on small hand-made tracks and on real scenes.
struct MotionComparisonTests {
    typealias Sample = MotionTrack.Sample

    /// A track of one layer whose rotation is `rotation(t)`, at 20 fps over 0.5 s.
    static func track(
        id: String = "card 0", frames: Int = 11, rotation: (Double) -> Double = { _ in 0 },
        alpha: (Double) -> Double = { _ in 1 }
    ) -> MotionTrack {
        let list = (0..<frames).map { i -> MotionTrack.Frame in
            let t = Double(i) * 0.05
            return .init(
                time: t, layers: [id: Sample(x: 100 + 10 * t, y: 200, rotation: rotation(t), scale: 1, alpha: alpha(t))]
            )
        }
        return MotionTrack(scene: "deck", animation: "swipe-right", fps: 20, looks: [], frames: list)
    }

    @Test func identicalTracksAreUnchanged() {
        let a = Self.track(rotation: { 10 * $0 })
        let comparison = MotionComparison(expected: a, actual: a)
        #expect(!comparison.differs)
        #expect(comparison.sentences == ["motion and layer properties unchanged"])
        #expect(comparison.layers.map(\.moves) == [true])
    }

    @Test func rotationThatPartsLateIsFoundWithItsFirstTimeAndLargestAmount() {
        let expected = Self.track(rotation: { 10 * $0 })
        // Same until 0.35 s, then 2.1° more by the end.
        let actual = Self.track(rotation: { t in 10 * t + (t >= 0.349 ? 2.1 * (t - 0.3) / 0.2 : 0) })
        let comparison = MotionComparison(expected: expected, actual: actual)
        let layer = try! #require(comparison.layers.first)
        #expect(layer.divergences.map(\.property) == [.rotation])
        #expect(layer.divergences[0].firstFrame == 7)
        #expect(abs(layer.divergences[0].largest - 2.1) < 1e-9)
        #expect(
            comparison.sentences == [
                "card 0: rotation differs from t = 0.350 s, by up to 2.1°; x, y, scale and alpha unchanged"
            ])
    }

    @Test func differencesWithinRoundingAreNotMotion() {
        let expected = Self.track(rotation: { 10 * $0 })
        let actual = Self.track(rotation: { 10 * $0 + 0.0005 }, alpha: { _ in 1 - 0.00005 })
        #expect(!MotionComparison(expected: expected, actual: actual).differs)
    }

    @Test func severalPropertiesAreListedInOrderAndSmallAmountsKeepTheirDigits() {
        let expected = Self.track()
        let actual = Self.track(rotation: { _ in -0.004 }, alpha: { t in t > 0.2 ? 0.5 : 1 })
        let sentence = MotionComparison(expected: expected, actual: actual).sentences
        #expect(
            sentence == [
                "card 0: rotation differs from t = 0.000 s, by up to 0.004°; alpha differs from t = 0.250 s, by up to 0.50; x, y and scale unchanged"
            ])
    }

    @Test func layersOnOneSideAndFrameCountChangesAreSaid() {
        let expected = Self.track(id: "card 0", frames: 11)
        var actual = Self.track(id: "card 0", frames: 13)
        for i in actual.frames.indices {
            actual.frames[i].layers["stamp LIKE"] = Sample(x: 1, y: 2, rotation: 0, scale: 1, alpha: 0.5)
        }
        actual = MotionTrack(
            scene: actual.scene, animation: actual.animation, fps: actual.fps, looks: [], frames: actual.frames)
        let comparison = MotionComparison(expected: expected, actual: actual)
        #expect(comparison.differs)
        #expect(
            comparison.sentences == [
                "swipe-right lasts 0.6 s, expected 0.5 s: t = 0.55–0.6 s only in the actual frames",
                "stamp LIKE: only in the actual frames"
            ])
        #expect(comparison.layers.first { $0.id == "stamp LIKE" }?.moves == false)
    }

    /// Real geometry: the deck's swipe-right with an ease-out release against the default curve
    /// parts at the release, in x, y, rotation and alpha of the dragged card, and nowhere earlier.
    @Test func aChangedTimingCurvePartsAtTheRelease() throws {
        func track(_ parameters: SceneParameters) throws -> MotionTrack {
            let context = SceneCatalog.Context(photoCount: 5, canvas: nil, seed: 0, parameters: parameters)
            let scene = try #require(SceneCatalog.scene(named: "deck", context))
            let animation = try #require(scene.animation(named: "swipe-right"))
            return MotionTrack(
                scene: "deck", animation: "swipe-right", fps: 30,
                sceneFrames: animation.frameTimes(fps: 30).map(animation.frame(at:)))
        }
        var changed = SceneParameters()
        changed.deck.curve = .easeOut
        let comparison = MotionComparison(expected: try track(SceneParameters()), actual: try track(changed))
        let card = try #require(comparison.layers.first { $0.id == "card 0" })
        #expect(card.moves)
        #expect(Set(card.divergences.map(\.property)).isSuperset(of: [.x, .y]))
        // The drag lasts 0.5 s and is the same in both; only what follows the release differs.
        #expect(card.divergences.allSatisfy { $0.firstTime > 0.5 })
        #expect(card.sentence.hasPrefix("card 0: x differs from t = 0.5"))
    }

    @Test func trackFileRoundTripsAndBadFilesAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = (folder as NSString).appendingPathComponent("motion.json")
        let track = Self.track(rotation: { 3 * $0 })
        try track.encoded().write(to: URL(fileURLWithPath: file))
        #expect(try MotionTrack.read(file) == track)

        try Data(#"{"format":"other"}"#.utf8).write(to: URL(fileURLWithPath: file))
        #expect { try MotionTrack.read(file) } throws: { "\($0)".hasPrefix("\(file): not a motion file") }
        var future = track
        future.version = 3
        try future.encoded().write(to: URL(fileURLWithPath: file))
        #expect { try MotionTrack.read(file) } throws: {
            "\($0)".contains("motion format version 3; this cardrender reads versions 1 to 2")
        }
    }

    @Test func layerIDsFollowContentAndNumberRepeats() {
        let fill = Layer(content: .fill(.black), size: Size(width: 1, height: 1), position: .zero)
        let card = Layer(content: .card(photo: 3), size: Size(width: 1, height: 1), position: .zero)
        #expect(MotionTrack.identified([fill, card, fill]).map(\.0) == ["fill", "card 3", "fill #2"])
    }
}
