import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `sheet` on the default 390×844 canvas: notches ¼, ½, ¾ of 844 =
/// 211, 422, 633. The sheet layer is max(633, 844) + 2·10 = 864 pt tall (taller than the canvas, so an
/// overshooting spring never shows its bottom edge) and its top edge sits at 844 − height.
/// Scripts: fling-up drags 100 pt up in 0.25 s (easeIn) from the minimum and lets go at −2500 pt/s;
/// settle drags 150 pt up in 0.4 s (easeInEaseOut) and lets go at rest. The UIKit spring lasts 0.5 s.
@Suite("Sheet")
struct SheetTests {
    static let scene = SheetScene(photoCount: 5)

    static func sheetLayer(_ frame: SceneFrame) throws -> Layer {
        try #require(frame.layers.first { if case .sheet = $0.content { true } else { false } })
    }

    /// The sheet height a frame shows: 844 − the layer's top edge.
    static func height(_ frame: SceneFrame) throws -> Double {
        let layer = try sheetLayer(frame)
        return 844 - (layer.position.y - layer.size.height / 2)
    }

    @Test func notchHeights() {
        #expect(Self.scene.notchHeights == [211, 422, 633])
    }

    @Test func clampedHeight() {
        #expect(Self.scene.clampedHeight(100) == 211)
        #expect(Self.scene.clampedHeight(211) == 211)
        #expect(Self.scene.clampedHeight(300) == 300)
        #expect(Self.scene.clampedHeight(633) == 633)
        #expect(Self.scene.clampedHeight(900) == 633)
    }

    @Test func targetNotchIsNearestToTheProjection() {
        let s = Self.scene
        // At rest: the nearest notch.
        #expect(s.targetNotch(height: 300, velocityY: 0) == 211)  // 89 vs 122
        #expect(s.targetNotch(height: 361, velocityY: 0) == 422)  // 150 vs 61
        #expect(s.targetNotch(height: 600, velocityY: 0) == 633)
        // An upward fling (negative vy) raises the projection: 300 + 100 = 400 → 422.
        #expect(s.targetNotch(height: 300, velocityY: -1000) == 422)
        // 311 + 250 = 561 → 633.
        #expect(s.targetNotch(height: 311, velocityY: -2500) == 633)
        // A downward fling lowers it: 600 − 200 = 400 → 422; 450 − 300 = 150 → 211.
        #expect(s.targetNotch(height: 600, velocityY: 2000) == 422)
        #expect(s.targetNotch(height: 450, velocityY: 3000) == 211)
    }

    @Test func releaseSpringDampingAndVelocity() {
        let s = Self.scene
        // Fling: damping 0.6, initial velocity 2500 / (633 − 311) distances per second.
        let fling = s.releaseSpring(from: 311, to: 633, velocityY: -2500)
        expectClose(fling.dampingRatio, 0.6, tolerance: 1e-12)
        expectClose(fling.initialVelocity, 2500.0 / 322, tolerance: 1e-12)
        // Released still: damping 1, no velocity.
        let still = s.releaseSpring(from: 361, to: 422, velocityY: 0)
        expectClose(still.dampingRatio, 1, tolerance: 1e-12)
        #expect(still.initialVelocity == 0)
        // A downward fling towards a lower notch is also towards the target: −800 / (422 − 500) > 0.
        let down = s.releaseSpring(from: 500, to: 422, velocityY: 800)
        expectClose(down.dampingRatio, 0.6, tolerance: 1e-12)
        expectClose(down.initialVelocity, 800.0 / 78, tolerance: 1e-12)
        // A fling against the target is negative.
        expectClose(s.releaseSpring(from: 300, to: 422, velocityY: 100).initialVelocity, -100.0 / 122, tolerance: 1e-12)
    }

    @Test func releaseSpringsLastHalfASecond() {
        // UIKit's rule: the envelope is 0.001 at 0.5 s (k = ω₀², c = 2ζω₀, mass 1).
        let fling = Self.scene.releaseSpring(from: 311, to: 633, velocityY: -2500)
        let omega = sqrt(fling.stiffness)
        expectClose(
            SpringReference.underdampedEnvelope(omega: omega, zeta: 0.6, velocity: 2500.0 / 322, at: 0.5), 0.001,
            tolerance: 1e-9)
        let still = Self.scene.releaseSpring(from: 361, to: 422, velocityY: 0)
        expectClose(SpringReference.critical(omega: sqrt(still.stiffness), at: 0.5), 0.001, tolerance: 1e-9)
    }

    // MARK: Animations

    @Test func animationNamesAndDurations() throws {
        #expect(Self.scene.animations.map(\.name) == ["fling-up", "settle"])
        expectClose(try #require(Self.scene.animation(named: "fling-up")).duration, 0.75, tolerance: 1e-12)
        expectClose(try #require(Self.scene.animation(named: "settle")).duration, 0.9, tolerance: 1e-12)
    }

    @Test func dragFollowsTheFinger() throws {
        let fling = try #require(Self.scene.animation(named: "fling-up"))
        for t in [0.0, 0.05, 0.125, 0.2, 0.2499] {
            expectClose(
                try Self.height(fling.frame(at: t)), 211 + 100 * ReferenceCurve.value(0.42, 0, 1, 1, at: t / 0.25),
                tolerance: 1e-9, "fling-up at \(t)")
        }
        let settle = try #require(Self.scene.animation(named: "settle"))
        expectClose(try Self.height(settle.frame(at: 0.2)), 211 + 150 * 0.5, tolerance: 1e-9)
    }

    @Test func flingUpSpringsToTheMaximum() throws {
        let fling = try #require(Self.scene.animation(named: "fling-up"))
        let spring = Self.scene.releaseSpring(from: 311, to: 633, velocityY: -2500)
        let omega = sqrt(spring.stiffness)
        for since in [0.0, 0.02, 0.05, 0.1, 0.2, 0.35, 0.49] {
            let left = SpringReference.underdamped(omega: omega, zeta: 0.6, velocity: 2500.0 / 322, at: since)
            expectClose(
                try Self.height(fling.frame(at: 0.25 + since)), 633 - 322 * left, tolerance: 1e-7, "at \(since)")
        }
        // It overshoots the maximum notch on the way (an under-damped fling).
        let peak = (0...100).map { try! Self.height(fling.frame(at: 0.25 + Double($0) * 0.005)) }.max() ?? 0
        #expect(peak > 633)
        let end = fling.frame(at: fling.duration)
        #expect(try Self.height(end) == 633)
        #expect(try Self.sheetLayer(end).position.y - 864.0 / 2 == 844 - 633)
    }

    @Test func settleSpringsToTheMedium() throws {
        let settle = try #require(Self.scene.animation(named: "settle"))
        let spring = Self.scene.releaseSpring(from: 361, to: 422, velocityY: 0)
        let omega = sqrt(spring.stiffness)
        var previous = 361.0
        for since in stride(from: 0.0, through: 0.49, by: 0.01) {
            let h = try Self.height(settle.frame(at: 0.4 + since))
            expectClose(h, 422 - 61 * SpringReference.critical(omega: omega, at: since), tolerance: 1e-7, "at \(since)")
            // Critically damped from rest: no overshoot.
            #expect(h >= previous - 1e-9 && h <= 422)
            previous = h
        }
        let end = settle.frame(at: settle.duration)
        #expect(try Self.height(end) == 422)
        #expect(try Self.sheetLayer(end).position.y - 864.0 / 2 == 844 - 422)
    }

    @Test func sheetAlwaysReachesTheBottomEdge() throws {
        // The sheet layer is taller than the canvas, so the canvas bottom stays covered even while
        // fling-up's spring (damping 0.6) overshoots the top notch.
        for animation in Self.scene.animations {
            for i in 0...200 {
                let sheet = try Self.sheetLayer(animation.frame(at: animation.duration * Double(i) / 200))
                #expect(sheet.position.y + sheet.size.height / 2 >= 844, "\(animation.name) at step \(i)")
            }
        }
    }

    @Test func animationsStartAtTheMinimumNotch() throws {
        let minimum = try #require(Self.scene.stills.first { $0.name == "still-minimum" }).frame
        for animation in Self.scene.animations {
            #expect(animation.frame(at: 0).layers == minimum.layers, "\(animation.name)")
        }
    }

    // MARK: Stills and layers

    @Test func threeStillsAtTheNotches() throws {
        let stills = Self.scene.stills
        #expect(stills.map(\.name) == ["still", "still-minimum", "still-maximum"])
        #expect(try stills.map { try Self.height($0.frame) } == [422, 211, 633])
        #expect(stills[0].frame == Self.scene.still())
    }

    @Test func sheetLayerGeometry() throws {
        let frame = Self.scene.still()
        #expect(frame.layers.count == 2)
        #expect(frame.layers[0].content == .photo(0))
        #expect(frame.layers[0].size == Size(width: 390, height: 844))
        #expect(frame.layers[0].position == Point(x: 195, y: 422))
        let sheet = try Self.sheetLayer(frame)
        #expect(sheet.size == Size(width: 390, height: 864))
        #expect(sheet.position == Point(x: 195, y: 844 - 422 + 864.0 / 2))
        #expect(sheet.cornerRadius == 10)
        // Five photos, all fit ((633 − 28) / 64 → 10 rows at the maximum).
        #expect(sheet.content == .sheet(rows: [0, 1, 2, 3, 4], rowHeight: 64))
    }
}
