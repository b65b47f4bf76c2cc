import Testing
@testable import CardGeometry

/// Whatever numbers a library caller builds a scene from, its animations end and their frames are
/// countable: springs stop by `SceneLimits.maxSettlingDuration`, animations by `maxDuration`.
@Suite struct SceneLimitsTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e308, -1, 0, 1e9, 4_294_967_297, 1.5, Self.subnormal]
    /// A subnormal number (1e-320): a literal that small warns that it loses precision.
    static let subnormal = Double.leastNonzeroMagnitude * 2024

    @Test func springsSettleWithinTheCapAndStayFinite() {
        for mass in Self.hostile + [1] {
            for stiffness in Self.hostile + [100] {
                for damping in Self.hostile + [10] {
                    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
                    let settle = spring.settlingDuration()
                    #expect(settle.isFinite && settle >= 0 && settle <= SceneLimits.maxSettlingDuration, "\(spring)")
                    for t in [0, 0.01, 0.5, settle] {
                        #expect(spring.value(at: t).isFinite, "\(spring) at \(t)")
                    }
                }
            }
        }
        // No damping: it would ring for ever; the animation stops at the cap and says it did.
        let undamped = Spring(stiffness: 100, damping: 0)
        #expect(undamped.settlingDuration() == SceneLimits.maxSettlingDuration)
        #expect(!undamped.settlesWithinLimit)
        #expect(Spring.swiftUIDefault.settlesWithinLimit)
    }

    @Test func uikitSpringsAreFiniteForAnyDurationAndDamping() {
        for duration in Self.hostile {
            for damping in Self.hostile {
                let spring = Spring.uikit(duration: duration, dampingRatio: damping)
                #expect(spring.settlingDuration() <= SceneLimits.maxSettlingDuration)
                #expect(spring.value(at: 0.1).isFinite, "duration \(duration), damping \(damping)")
            }
        }
    }

    @Test func animationsAndTheirFramesAreCapped() {
        for duration in Self.hostile {
            let animation = SceneAnimation(name: "probe", summary: "", duration: duration) { time in
                SceneFrame(time: time, canvas: Size(width: 10, height: 10), background: .white, layers: [])
            }
            #expect(
                animation.duration.isFinite && (0...SceneLimits.maxDuration).contains(animation.duration), "\(duration)"
            )
            for fps in [1, 60, 240, 1e9, .infinity] {
                let times = animation.frameTimes(fps: fps)
                #expect(!times.isEmpty && times.count <= SceneLimits.maxFrames, "\(duration) at \(fps)")
                #expect(times.first == 0 && abs(times.last! - animation.duration) <= 1e-9, "\(duration) at \(fps)")
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
            }
        }
    }

    @Test func scenesFromAbsurdParametersStayFinite() {
        var sheet = SheetParameters()
        sheet.rowHeight = Self.subnormal
        sheet.availableHeight = 1e308
        #expect(SheetScene(photoCount: 5, parameters: sheet).rows.count <= 5)
        var stack = PhotoStackParameters()
        stack.rotationOffset = Int.max
        let tilts = PhotoStackScene(photoCount: 3, seed: 1, parameters: stack).tilts
        #expect(tilts.allSatisfy { $0.isFinite })
        var deck = SwiftUIDeckParameters()
        deck.padding = 1000
        let scene = SwiftUIDeckScene(photoCount: 3, parameters: deck)
        #expect(scene.dragRotation(translationX: 0).isFinite && scene.dragRotation(translationX: 100).isFinite)
    }
}
