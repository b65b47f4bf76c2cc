import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// LIKE / NOPE stamps: alpha |tx| / threshold capped at 1 (Koloda's and Shuffle's overlay rule),
/// LIKE to the right, NOPE to the left, moving and turning with the card.
@Suite struct StampTests {
    static func stamped() -> SceneParameters {
        var parameters = SceneParameters()
        parameters.setStamps(true)
        return parameters
    }

    static func deck(stamps: Bool = true) -> DeckScene {
        SceneCatalog.scene(named: "deck", .init(photoCount: 8, parameters: stamps ? stamped() : SceneParameters()))
            as! DeckScene
    }

    static func stamp(_ frame: SceneFrame) -> Layer? {
        frame.layers.last.flatMap { if case .stamp = $0.content { $0 } else { nil } }
    }

    /// Where a layer's own unit point lands on the canvas, by the Layer model written out.
    static func canvasPoint(_ layer: Layer, unit: Point) -> Point {
        let local = Point(
            x: (unit.x - layer.anchor.x) * layer.size.width * layer.scale,
            y: (unit.y - layer.anchor.y) * layer.size.height * layer.scale)
        return Point(
            x: layer.position.x + cos(layer.rotation) * local.x - sin(layer.rotation) * local.y,
            y: layer.position.y + sin(layer.rotation) * local.x + cos(layer.rotation) * local.y)
    }

    @Test func alphaIsTheDragOverTheThresholdCappedAtOne() {
        #expect(Stamp.state(translationX: 0, rightThreshold: 250, leftThreshold: 215) == nil)
        let half = Stamp.state(translationX: 125, rightThreshold: 250, leftThreshold: 215)
        #expect(half?.like == true && half?.alpha == 0.5)
        let left = Stamp.state(translationX: -107.5, rightThreshold: 250, leftThreshold: 215)
        #expect(left?.like == false && left?.alpha == 0.5)
        #expect(Stamp.state(translationX: 250, rightThreshold: 250, leftThreshold: 215)?.alpha == 1)
        #expect(Stamp.state(translationX: 600, rightThreshold: 250, leftThreshold: 215)?.alpha == 1)
        #expect(Stamp.state(translationX: -600, rightThreshold: 250, leftThreshold: 215)?.alpha == 1)
    }

    @Test func deckThresholdsAreItsReleaseThresholds() {
        // Exit right beyond centre x = 400 (container coordinates), centre at rest 150: 250 pt;
        // exit left below −65: 215 pt.
        let thresholds = Self.deck().stampThresholds
        #expect(thresholds.right == 250 && thresholds.left == 215)
    }

    @Test func likeFollowsTheDragAndTheCard() throws {
        let deck = Self.deck()
        let animation = try #require(deck.animation(named: "swipe-right"))
        let gesture = DeckScene.defaultGestures[0].gesture
        for time in [0.1, 0.2, 0.3, 0.45] {
            let frame = animation.frame(at: time)
            let stamp = try #require(Self.stamp(frame), "no stamp at \(time)")
            let card = frame.layers[frame.layers.count - 2]
            let tx = gesture.translation(at: time).x
            #expect(stamp.content == .stamp(text: "LIKE", color: Color(rgb8: 0x34, 0xC7, 0x59)))
            expectClose(stamp.alpha, min(tx / 250, 1), tolerance: 1e-9, "alpha at \(time)")
            #expect(stamp.rotation == card.rotation && stamp.position == card.position && stamp.scale == card.scale)
            #expect(stamp.border == Border(width: 4, color: Color(rgb8: 0x34, 0xC7, 0x59)))
            // Its top-left corner sits 20 pt in and 24 pt down from the card's, in the card's turned frame.
            expectClose(
                Self.canvasPoint(stamp, unit: .zero), Self.canvasPoint(card, unit: Point(x: 20.0 / 300, y: 24.0 / 400)),
                tolerance: 1e-9)
        }
    }

    @Test func nopeShowsAtTheTopRightForALeftDrag() throws {
        let animation = try #require(Self.deck().animation(named: "swipe-left"))
        let frame = animation.frame(at: 0.25)
        let stamp = try #require(Self.stamp(frame))
        let card = frame.layers[frame.layers.count - 2]
        #expect(stamp.content == .stamp(text: "NOPE", color: Color(rgb8: 0xFF, 0x3B, 0x30)))
        let tx = DeckScene.defaultGestures[1].gesture.translation(at: 0.25).x
        expectClose(stamp.alpha, abs(tx) / 215)
        // Top-right corner: 20 pt in from the card's right edge.
        expectClose(
            Self.canvasPoint(stamp, unit: Point(x: 1, y: 0)),
            Self.canvasPoint(card, unit: Point(x: 280.0 / 300, y: 24.0 / 400)))
    }

    @Test func anExitingCardKeepsAFullStampThatFadesWithIt() throws {
        let animation = try #require(Self.deck().animation(named: "swipe-right"))
        // Released at 0.5 s past the threshold (280 > 250): fully on, times the card's fade.
        let frame = animation.frame(at: 0.6)
        let stamp = try #require(Self.stamp(frame))
        let card = frame.layers[frame.layers.count - 2]
        #expect(card.alpha < 1 && card.alpha > 0)
        expectClose(stamp.alpha, card.alpha)
        #expect(Self.stamp(animation.frame(at: animation.duration)) == nil)
    }

    @Test func snapBackFadesTheStampAway() throws {
        let animation = try #require(Self.deck().animation(named: "snap-back"))
        let gesture = DeckScene.defaultGestures[2].gesture
        let atRelease = try #require(Self.stamp(animation.frame(at: gesture.duration)))
        expectClose(atRelease.alpha, 140.0 / 250)
        let later = try #require(Self.stamp(animation.frame(at: gesture.duration + 0.1)))
        #expect(later.alpha < atRelease.alpha)
        #expect(animation.frame(at: animation.duration).layers == Self.deck().still().layers)
    }

    @Test func withoutTheFlagNoFrameHasAStamp() {
        for name in ["deck", "swiftui-deck"] {
            let scene = SceneCatalog.scene(named: name, .init(photoCount: 8))!
            for animation in scene.animations {
                for time in animation.frameTimes(fps: 30) {
                    #expect(Self.stamp(animation.frame(at: time)) == nil, "\(name) \(animation.name) at \(time)")
                }
            }
        }
    }

    @Test func theStillNeverHasAStamp() {
        #expect(Self.deck().still() == Self.deck(stamps: false).still())
    }

    @Test func swiftUIDeckStampTurnsAboutTheCardsBottomCentre() throws {
        let scene =
            SceneCatalog.scene(named: "swiftui-deck", .init(photoCount: 8, parameters: Self.stamped()))
            as! SwiftUIDeckScene
        // Card width 390 − 2·16 = 358; removed past half of it.
        #expect(scene.stampThreshold == 179)
        let animation = try #require(scene.animation(named: "swipe-left"))
        let frame = animation.frame(at: 0.3)
        let stamp = try #require(Self.stamp(frame))
        let card = frame.layers[frame.layers.count - 2]
        let tx = SwiftUIDeckScene.defaultGestures[1].gesture.translation(at: 0.3).x
        expectClose(stamp.alpha, min(abs(tx) / 179, 1))
        #expect(stamp.rotation == card.rotation && stamp.position == card.position)
        expectClose(
            Self.canvasPoint(stamp, unit: Point(x: 1, y: 0)),
            Self.canvasPoint(card, unit: Point(x: (card.size.width - 20) / card.size.width, y: 24 / 400)))
    }
}
