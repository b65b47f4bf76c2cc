import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sheet --preset floatingpanel`: scenee/FloatingPanel 3.2.2's numbers (docs/scenes.md cites
/// each), computed here from the library's constants.
@Suite struct FloatingPanelTests {
    static func scene(photos: Int = 8) -> FloatingPanelScene {
        var parameters = SceneParameters()
        parameters.sheetPreset = .floatingpanel
        return SceneCatalog.scene(named: "sheet", .init(photoCount: photos, parameters: parameters))
            as! FloatingPanelScene
    }

    /// The panel's top in a frame.
    static func top(_ frame: SceneFrame) -> Double {
        let panel = frame.layers.first { if case .sheet = $0.content { true } else { false } }!
        return panel.position.y - panel.size.height / 2
    }

    @Test func thePresetIsChosenByName() throws {
        var parameters = SceneParameters()
        try PresetChoice(parsing: "floatingpanel").apply(to: &parameters)
        #expect(parameters.sheetPreset == .floatingpanel && parameters.deckPreset == .uikit)
        let scene = Self.scene()
        #expect(scene.parameters == FloatingPanelParameters() && scene.name == "sheet")
        #expect(scene.animations.map(\.name) == ["fling-up", "settle"])
        #expect(scene.stills.map(\.name) == ["still", "still-minimum", "still-maximum"])
    }

    @Test func theLibrarysNumbers() {
        let p = FloatingPanelParameters()
        #expect(p.fullInset == 18 && p.halfFraction == 0.5 && p.tipInset == 69 && p.backdropAlpha == 0.3)
        #expect(p.projectionRate == 0.998 && p.redirectionalProgress == 0.5)
        #expect(p.springResponse == 0.4 && p.springDecelerationRate == 0.991 && p.dampedVelocity == 300)
        #expect(p.cornerRadius == 0 && p.shadow.offset == Point(x: 0, y: 1) && p.shadow.opacity == 0.2)
        #expect(p.shadow.radius == 3 && p.shadow.color == .black)
    }

    /// Full 18 below the safe area's top (47), half in the middle of the safe area (763 tall),
    /// tip 69 above its bottom (34 above the screen's).
    @Test func theAnchorsHangFromTheSafeArea() {
        let scene = Self.scene()
        #expect(scene.full == 65 && scene.half == 428.5 && scene.tip == 741)
        #expect(Self.top(scene.still()) == 428.5)
        #expect(Self.top(scene.stills[1].frame) == 741 && Self.top(scene.stills[2].frame) == 65)
    }

    /// Black, 0.3 at full and above, 0 at half and below, linear between.
    @Test func theBackdropDarkensTowardsFull() {
        let scene = Self.scene()
        for (top, alpha) in [(65.0, 0.3), (0, 0.3), (428.5, 0), (741, 0), ((65 + 428.5) / 2, 0.15)] {
            expectClose(scene.backdropAlpha(top: top), alpha, tolerance: 1e-12, "at \(top)")
        }
        let full = scene.stills[2].frame
        let backdrop = full.layers.first { $0.content == .fill(.black) }
        #expect(backdrop?.alpha == 0.3 && backdrop?.size == full.canvas)
        #expect(!scene.still().layers.contains { $0.content == .fill(.black) })
    }

    /// y + v · 0.998 / 0.002 / 1000 = y + 0.499 · v; then, of the two anchors around y, the one
    /// the projection has passed the middle towards.
    @Test func aReleasePicksAnAnchorByItsProjectedMomentum() {
        let scene = Self.scene()
        expectClose(scene.projected(400, velocityY: -1000), 400 - 499, tolerance: 1e-9)
        #expect(scene.target(released: 328.5, from: 428.5, velocityY: -2500) == 65, "the fling-up")
        // Still: (428.5 − 278.5) / 363.5 = 0.41 of the way up goes back; 0.52 goes on.
        #expect(scene.target(released: 278.5, from: 428.5, velocityY: 0) == 428.5, "the settle")
        #expect(scene.target(released: 240, from: 428.5, velocityY: 0) == 65)
        #expect(scene.target(released: 460, from: 428.5, velocityY: 2000) == 741, "down to tip, never hidden")
        // Slowly up from near tip: projected 550.1, 0.61 of the way from tip to half.
        #expect(scene.target(released: 600, from: 741, velocityY: -100) == 428.5)
        #expect(scene.target(released: 700, from: 741, velocityY: -5000) == 428.5, "a fling skips no anchor")
        #expect(
            scene.target(released: 30, from: 65, velocityY: 0) == 65
                && scene.target(released: 800, from: 741, velocityY: 0) == 741)
    }

    /// ω = 2π / 0.4; ζ = ln(0.991) / (−2π · 2.5 · 0.001) = 0.5756 above 300 pt/s, else 1.
    @Test func theSpringsDampingDependsOnTheReleasesSpeed() {
        let scene = Self.scene()
        let fast = scene.spring(from: 328.5, to: 65, velocityY: -2500)
        expectClose(fast.omega, 2 * Double.pi / 0.4)
        expectClose(fast.zeta, log(0.991) / (-2 * Double.pi * 2.5 * 0.001))
        expectClose(fast.zeta, 0.5756, tolerance: 1e-4)
        #expect(scene.spring(from: 328.5, to: 65, velocityY: -300).zeta == 1)
        #expect(fast.step == 1.0 / 60 && fast.pixel == 1.0 / 3 && fast.velocity == -2500)
    }

    /// Each display frame: f = 1 + 2hζω, x ← (f·x + h·v + h²ω²·target) / (f + h²ω²), then
    /// v ← (v + hω²·(target − x)) / (f + h²ω²) with the new x; it stops within a pixel of the
    /// target and moving less than one a frame.
    @Test func theSpringIsSteppedAsTheLibraryStepsIt() {
        let scene = Self.scene()
        let spring = scene.spring(from: 400, to: 80, velocityY: -1000)
        let (h, omega, zeta) = (1.0 / 60, spring.omega, spring.zeta)
        let f = 1 + 2 * h * zeta * omega, det = f + h * h * omega * omega
        var (x, v) = (400.0, -1000.0)
        var expected: [Double] = []
        while true {
            let previous = x
            x = (f * x + h * v + h * h * omega * omega * 80) / det
            v = (v + h * omega * omega * (80 - x)) / det
            if abs(80 - x) <= 1.0 / 3 && abs(previous - x) <= 1.0 / 3 { break }
            expected.append(x)
        }
        let positions = spring.positions()
        #expect(positions.count == expected.count + 1 && positions.last == 80)
        for (step, (actual, wanted)) in zip(positions, expected).enumerated() {
            expectClose(actual, wanted, tolerance: 1e-9, "step \(step + 1)")
        }
        // 31 display frames for the fling, 48 for a still release (ζ = 1), as the library takes.
        #expect(positions.count == 31)
        #expect(scene.spring(from: 400, to: 80, velocityY: 0).positions().count == 48)
    }

    /// The panel follows the finger one to one, then shows each display frame's step of the spring.
    @Test func thePanelFollowsTheFingerThenTheSpringFrameByFrame() throws {
        let scene = Self.scene()
        let gesture = FloatingPanelScene.defaultGestures[0].gesture
        let animation = try #require(scene.animation(named: "fling-up"))
        for t in [0.05, 0.2] {
            expectClose(Self.top(animation.frame(at: t)), 428.5 + gesture.translation(at: t).y, tolerance: 1e-9)
        }
        let positions = scene.spring(from: 328.5, to: 65, velocityY: -2500).positions()
        for (since, step) in [(0.001, 0), (1.5 / 60, 1), (10.2 / 60, 10)] {
            let top = Self.top(animation.frame(at: gesture.duration + since))
            expectClose(top, step == 0 ? 328.5 : positions[step - 1], tolerance: 1e-9, "at \(since)")
        }
        expectClose(animation.duration, gesture.duration + Double(positions.count) / 60, tolerance: 1e-9)
        #expect(Self.top(animation.frame(at: animation.duration)) == 65)
        // The settle goes back to half.
        let settle = try #require(scene.animation(named: "settle"))
        #expect(Self.top(settle.frame(at: settle.duration)) == 428.5)
    }

    @Test func thePanelsLook() {
        let scene = Self.scene()
        let layers = scene.still().layers
        #expect(layers.first?.content == .photo(0))
        let panel = layers.first { if case .sheet = $0.content { true } else { false } }!
        #expect(panel.cornerRadius == 0 && panel.shadow == FloatingPanelParameters().shadow && panel.size.width == 390)
        let grabber = layers.last!
        #expect(grabber.content == .fill(Color(rgb8: 0xC1, 0xC4, 0xC2)) && grabber.size == Size(width: 36, height: 5))
        #expect(grabber.position == Point(x: 195, y: 428.5 + 6 + 2.5) && grabber.cornerRadius == 2.5)
    }
}
