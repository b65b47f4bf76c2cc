import PropertyBased
import Testing
@testable import CardGeometry

/// Times and canvases at the edges of what a run accepts (a denormal time, 1e-9 s, a value just
/// below a bound, the largest double `--time` takes; the smallest and largest canvases) give
/// every scene's frames of finite numbers: the drawing path gets nothing it cannot convert.
@Suite struct EdgeTimeTests {
    /// Times near 0 and the duration's ends, around `duration`.
    static func times(around duration: Double) -> [Double] {
        [
            0, -0.0, 5e-324, 1e-300, 1e-9, 1e-6, duration.nextDown, duration, duration.nextUp,
            SceneLimits.maxDuration.nextDown, SceneLimits.maxDuration, .greatestFiniteMagnitude
        ]
    }

    /// The scene's smallest canvas, the default, and sides at the largest a canvas may have
    /// (10,000 points), one of them with the other side at its smallest.
    static func canvases(_ name: String) -> [Size] {
        let smallest = SceneCatalog.smallestCanvas(
            named: name, SceneCatalog.Context(photoCount: 8, canvas: Size(width: 390, height: 844), seed: 0))
        return [Size(width: 390, height: 844), Size(width: 10_000, height: 10_000)]
            + (smallest.map { [$0, Size(width: 10_000, height: $0.height)] } ?? [])
    }

    @Test(arguments: SceneCatalog.names)
    func framesAtEdgeTimesAndCanvasesAreFinite(_ name: String) {
        for canvas in Self.canvases(name) {
            let context = SceneCatalog.Context(photoCount: 8, canvas: canvas, seed: 0)
            guard let scene = SceneCatalog.scene(named: name, context) else {
                Issue.record("no \(name) on \(canvas)")
                continue
            }
            for animation in scene.animations {
                for time in Self.times(around: animation.duration) {
                    let frame = animation.frame(at: time)
                    PropertyTests.expectWellFormed(frame, "\(name) \(animation.name) at \(time) on \(canvas)")
                    #expect(frame.canvas == canvas)
                }
            }
        }
    }

    /// Random times drawn mostly from the edges, on random canvases between the smallest and the
    /// largest; a canvas smaller than a scene lays out on is left out, as render and plan refuse it.
    @Test func randomEdgeTimesGiveFiniteFrames() async {
        let edges = Gen.element(of: [0, 5e-324, 1e-300, 1e-9, 1.0.nextDown, 0.5.nextDown, 1e300])
        await propertyCheck(
            count: 40, input: edges, Gen.double(in: 0...1), Gen.double(in: 1...10_000), Gen.double(in: 1...10_000)
        ) { edge, fraction, width, height in
            for name in SceneCatalog.names {
                let context = SceneCatalog.Context(
                    photoCount: 8, canvas: Size(width: width, height: height), seed: 0)
                guard SceneCatalog.canvasTooSmall(named: name, context) == nil,
                    let scene = SceneCatalog.scene(named: name, context)
                else { continue }
                for animation in scene.animations {
                    for time in [edge ?? 0, (edge ?? 0) * animation.duration, fraction * animation.duration] {
                        PropertyTests.expectWellFormed(
                            animation.frame(at: time), "\(name) \(animation.name) at \(time) on \(width)×\(height)")
                    }
                }
            }
        }
    }
}
