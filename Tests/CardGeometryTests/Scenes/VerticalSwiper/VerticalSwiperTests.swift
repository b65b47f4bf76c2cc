import Foundation
import Testing

@testable import CardGeometry

/// `vertical-swiper`: JoniVR/VerticalCardSwiper's numbers at commit 669694f (docs/scenes.md
/// cites each), frame by frame on the 390 × 844 canvas.
@Suite struct VerticalSwiperTests {
    static func scene(
        photos: Int = 8, _ change: (inout VerticalSwiperParameters) -> Void = { _ in }
    ) -> VerticalSwiperScene {
        var parameters = SceneParameters()
        change(&parameters.verticalSwiper)
        return SceneCatalog.scene(named: "vertical-swiper", .init(photoCount: photos, parameters: parameters))
            as! VerticalSwiperScene
    }

    /// The canvas less 20 points each side, and less the 40-point top inset, the 40-point spacing
    /// and the next card's 50 points.
    static let width = 390.0 - 2 * 20, height = 844.0 - (40 + 40 + 50)
    /// The focused card's centre at rest: mid-canvas, 40 points down plus half a card.
    static let rest = Point(x: 195, y: 40 + 714.0 / 2)
    static let maxRotation = Double.pi / 10

    /// The width of the card's frame turned by `angle`: the box around it.
    static func frameWidth(_ angle: Double) -> Double { width * abs(cos(angle)) + height * abs(sin(angle)) }

    @Test func theLibrarysNumbers() {
        let p = VerticalSwiperParameters()
        #expect(p.topInset == 40 && p.sideInset == 20 && p.visibleNextCardHeight == 50 && p.cardSpacing == 40)
        #expect(p.swipeThreshold == 0.4 && p.exitDuration == 0.2 && p.exitDistance == 2)
        #expect(p.exitCurve == .easeInEaseOut)
        #expect(p.resetDuration == 0.5 && p.resetDamping == 0.6 && p.resetVelocityDivisor == 100)
        #expect(p.maxRotation == Self.maxRotation && p.cornerRadius == 12 && p.background == .white)
        let scene = Self.scene()
        #expect(
            scene.name == "vertical-swiper"
                && scene.animations.map(\.name) == ["swipe-right", "swipe-left", "snap-back"])
    }

    /// (W − 40) × (H − 130); the next card 40 points below the focused one with 50 points showing.
    @Test func theCardsFillTheViewLessTheInsetsAndTheNextOnePeeks() {
        let scene = Self.scene()
        #expect(scene.cardSize == Size(width: 350, height: 714))
        let still = scene.still().layers
        #expect(still.count == 2, "the third card lies below the canvas")
        #expect(still.map(\.content) == [.card(photo: 0), .card(photo: 1)], "the next card drawn over the focused one")
        #expect(still[0].position == Self.rest && still[0].rotation == 0)
        let focused = still[0].unrotatedFrame, next = still[1].unrotatedFrame
        #expect(focused.origin == Point(x: 20, y: 40))
        #expect(next.origin.x == 20 && next.origin.y - (focused.origin.y + focused.size.height) == 40)
        #expect(844 - next.origin.y == 50)
        #expect(still.allSatisfy { $0.cornerRadius == 12 && $0.shadow == nil && $0.scale == 1 })
        // One photo: one card.
        #expect(Self.scene(photos: 1).still().layers.count == 1)
        #expect(Self.scene(photos: 0).still().layers.isEmpty)
    }

    /// On a device's screen the view starts below the status bar.
    @Test func onADeviceTheSwiperStartsBelowTheStatusBar() {
        let entry = VerticalSwiperEntry()
        let parameters = entry.onDeviceScreen(SceneParameters(), statusBarHeight: 54)
        #expect(parameters.verticalSwiper.swiperTop == 54)
        let scene = VerticalSwiperScene(photoCount: 3, parameters: parameters.verticalSwiper)
        #expect(scene.cardSize == Size(width: 350, height: 844 - 54 - 130))
        #expect(scene.still().layers[0].unrotatedFrame.origin == Point(x: 20, y: 54 + 40))
        var placed = SceneParameters()
        placed.verticalSwiper.swiperTop = 10
        #expect(entry.onDeviceScreen(placed, statusBarHeight: 54).verticalSwiper.swiperTop == 10)
    }

    /// θ = π/10 · min(tx / F, 1), F the turned card's frame width: right is clockwise, left
    /// anticlockwise; only a drag to the right is held at π/10.
    @Test func theTiltFollowsTheDragOverTheTurnedFramesWidth() {
        let scene = Self.scene()
        #expect(scene.dragRotation(translationX: 0) == 0)
        for tx in [1.0, 50, 140, 210, -112, -210, -600] {
            let angle = scene.dragRotation(translationX: tx)
            expectClose(angle, Self.maxRotation * min(tx / Self.frameWidth(angle), 1), tolerance: 1e-9, "at \(tx)")
            #expect((angle > 0) == (tx > 0), "at \(tx)")
        }
        // A small drag: F is nearly the card's width.
        expectClose(scene.dragRotation(translationX: 1), Self.maxRotation / Self.width, tolerance: 1e-5)
        // The turned frame is wider than the card: less turn than over the card's width.
        #expect(scene.dragRotation(translationX: 210) < Self.maxRotation * 210 / Self.width - 0.02)
        // Far right: held at π/10. Far left: no limit.
        expectClose(scene.dragRotation(translationX: 5000), Self.maxRotation, tolerance: 1e-12)
        #expect(scene.dragRotation(translationX: -5000) < -Self.maxRotation - 0.5)
        // The card slides along its turned axis: right and down for a drag to the right.
        let offset = scene.centreOffset(translationX: 210), angle = scene.dragRotation(translationX: 210)
        expectClose(offset, Point(x: 210 * cos(angle), y: 210 * sin(angle)), tolerance: 1e-9)
        #expect(offset.y > 0)
    }

    /// A drag of the animation at a given moment: the card's place and turn.
    @Test func theDragMovesTheFocusedCardOnly() throws {
        let scene = Self.scene()
        let swipe = try #require(scene.animation(named: "swipe-right"))
        let gesture = try #require(scene.gestures.first?.gesture)
        #expect(gesture.translation == Point(x: 210, y: 10) && gesture.duration == 0.5)
        #expect(swipe.frame(at: 0).layers == scene.still().layers)
        let tx = gesture.translation(at: 0.3).x
        let layers = swipe.frame(at: 0.3).layers
        let angle = scene.dragRotation(translationX: tx)
        expectClose(layers[0].position, Self.rest + Point(x: tx * cos(angle), y: tx * sin(angle)), tolerance: 1e-9)
        expectClose(layers[0].rotation, angle, tolerance: 1e-12)
        #expect(layers[1] == scene.still().layers[1], "the finger's vertical move moves no card")
    }

    /// A release with the card's centre more than 0.4 of its width (140 points) from rest flies it.
    @Test func theThresholdIsTheCentresOffset() {
        let scene = Self.scene()
        expectClose(scene.threshold, 140)
        let drag = scene.thresholdDrag
        expectClose(abs(scene.centreOffset(translationX: drag).x), 140, tolerance: 1e-6)
        #expect(drag > 140, "the centre lags the finger by the turn's cosine")
        for sign in [1.0, -1] {
            #expect(scene.swipes(DragGesture(translation: Point(x: sign * (drag + 0.01), y: 0), duration: 0.3)))
            #expect(!scene.swipes(DragGesture(translation: Point(x: sign * (drag - 0.01), y: 0), duration: 0.3)))
        }
        let gestures = Dictionary(uniqueKeysWithValues: scene.gestures.map { ($0.name, $0.gesture) })
        #expect(gestures["swipe-left"]?.translation.x == -210 && gestures["snap-back"]?.translation.x == 112)
        #expect(!scene.swipes(gestures["snap-back"]!))
    }

    /// 0.2 s ease in, ease out to 2 × the turned frame's width along the turned axis; then the
    /// next cards move up a place.
    @Test func aSwipeFliesTheCardOffAlongItsTurnedAxis() throws {
        let scene = Self.scene()
        for (name, sign) in [("swipe-right", 1.0), ("swipe-left", -1)] {
            let swipe = try #require(scene.animation(named: name))
            let angle = scene.dragRotation(translationX: sign * 210)
            let target = sign * 2 * Self.frameWidth(angle)
            expectClose(scene.exitTranslation(releasedAt: sign * 210), target, tolerance: 1e-9)
            expectClose(swipe.duration, 0.5 + 0.2 + 0.3, tolerance: 1e-12)
            for since in [0.05, 0.1, 0.15] {
                let card = swipe.frame(at: 0.5 + since).layers[0]
                let along = sign * 210 + (target - sign * 210) * TimingCurve.easeInEaseOut.value(at: since / 0.2)
                expectClose(
                    card.position, Self.rest + Point(x: along * cos(angle), y: along * sin(angle)), tolerance: 1e-6,
                    "\(name) at +\(since) s")
                expectClose(card.rotation, angle, tolerance: 1e-12)
            }
            // Half way the curve is half way.
            let half = swipe.frame(at: 0.6).layers[0]
            expectClose((half.position - Self.rest).x / cos(angle), sign * 105 + target / 2, tolerance: 1e-6)
            // Gone at 0.2 s; the next card half way up at 0.35 s; at rest in the first place at 0.5 s.
            let rising = swipe.frame(at: 0.5 + 0.2 + 0.15).layers
            #expect(rising.first?.content == .card(photo: 1))
            expectClose(rising[0].position.y, Self.rest.y + 754 - 754.0 / 2, tolerance: 1e-6)
            let after = swipe.frame(at: swipe.duration).layers
            #expect(after == scene.resting(firstPhoto: 1))
            #expect(after.map(\.content) == [.card(photo: 1), .card(photo: 2)] && after[0].position == Self.rest)
        }
    }

    /// UIKit's 0.5 s spring of damping 0.6 back to the identity, starting at |Δx| / 100.
    @Test func aSnapBackSpringsToRestIn05Seconds() throws {
        let scene = Self.scene()
        let snap = try #require(scene.animation(named: "snap-back"))
        let gesture = try #require(scene.gestures.last?.gesture)
        #expect(gesture.translation.x == 112 && gesture.duration == 0.4)
        expectClose(snap.duration, 0.9, tolerance: 1e-12)
        let angle = scene.dragRotation(translationX: 112), offset = 112 * cos(angle)
        let spring = scene.resetSpring(offset: offset)
        expectClose(spring.dampingRatio, 0.6, tolerance: 1e-9)
        expectClose(spring.initialVelocity, offset / 100, tolerance: 1e-12)
        expectClose(spring.envelope(at: 0.5), 0.001, tolerance: 1e-6)
        var overshot = false
        for since in [0.05, 0.1, 0.2, 0.3, 0.4] {
            let card = snap.frame(at: 0.4 + since).layers[0]
            let left = spring.displacement(at: since)
            expectClose(card.position - Self.rest, Point(x: offset, y: 112 * sin(angle)) * left, tolerance: 1e-6)
            expectClose(card.rotation, angle * left, tolerance: 1e-9)
            overshot = overshot || card.position.x < Self.rest.x
        }
        #expect(overshot, "under-damped: the card passes its place")
        #expect(snap.frame(at: 0.9).layers == scene.still().layers)
    }

    @Test func theStampIsFullWhereTheCentreReachesTheThresholdAndUnderTheNextCard() throws {
        let scene = Self.scene { $0.stamps.enabled = true }
        let swipe = try #require(scene.animation(named: "swipe-right"))
        let gesture = try #require(scene.gestures.first?.gesture)
        let time = try #require(gesture.time(reachingX: scene.thresholdDrag))
        let layers = swipe.frame(at: time).layers
        #expect(layers.count == 3)
        guard case .stamp = layers[1].content else {
            Issue.record("the stamp sits between the focused card and the next: \(layers.map(\.content))")
            return
        }
        expectClose(layers[1].alpha, 1, tolerance: 1e-6)
        expectClose(swipe.showcaseTime, time, tolerance: 1e-6)
    }

    /// `--scene all` keeps to the seed's five scenes; the swiper is rendered when named.
    @Test func allLeavesTheSwiperOut() {
        #expect(SceneCatalog.names.last == "vertical-swiper")
        #expect(SceneCatalog.allNames == ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"])
        #expect(!VerticalSwiperEntry().joinsAll && DeckEntry().joinsAll)
    }

    @Test func theSmallestCanvasHoldsTheInsetsAndTheCorners() {
        let smallest = SceneCatalog.smallestCanvas(named: "vertical-swiper", .init(photoCount: 8))
        #expect(smallest == Size(width: 2 * 20 + 24, height: 40 + 40 + 50 + 24))
    }

    @Test func rightToLeftMirrorsTheLabelsNotTheGestures() throws {
        var parameters = SceneParameters()
        parameters.layoutDirection = .rightToLeft
        let scene = try #require(
            SceneCatalog.scene(named: "vertical-swiper", .init(photoCount: 4, parameters: parameters)))
        let swipe = try #require(scene.animation(named: "swipe-right"))
        #expect(swipe.frame(at: 0.3).layoutDirection == .rightToLeft)
        #expect(
            swipe.frame(at: 0.3).layers == Self.scene(photos: 4).animation(named: "swipe-right")!.frame(at: 0.3).layers)
    }
}
