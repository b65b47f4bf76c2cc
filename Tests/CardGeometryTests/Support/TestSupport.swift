// Helpers shared by the CardGeometry tests. Nothing here calls into CardGeometry's own maths:
// the expected values the tests compare against are worked out from docs/scenes.md's formulas.
import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expects `actual` to be within `tolerance` of `expected`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance, "\(what) \(actual) != \(expected) (±\(tolerance))",
        sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Point, _ expected: Point, tolerance: Double = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
        "\(what) (\(actual.x), \(actual.y)) != (\(expected.x), \(expected.y)) (±\(tolerance))",
        sourceLocation: sourceLocation)
}

/// A cubic Bézier timing function evaluated the slow, obviously-correct way: bisection on x(s) = t.
enum ReferenceCurve {
    /// One coordinate of the Bézier with control values 0, p1, p2, 1 at parameter s.
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func value(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < t { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    /// CAMediaTimingFunction easeInEaseOut: (0.42, 0, 0.58, 1).
    static func easeInEaseOut(_ t: Double) -> Double { value(0.42, 0, 0.58, 1, at: t) }
}

/// The UIKit deck's numbers on the default 390×844 canvas, worked out by hand:
/// container origin x = (390 − 300) / 2 = 45, y = 844 / 2 − 60 − 400 / 2 = 162;
/// container centre = (45 + 150, 162 + 200) = (195, 362).
enum Seed000 {
    static let containerOrigin = Point(x: 45, y: 162)
    static let containerCentre = Point(x: 195, y: 362)

    /// The card at `depth` at rest: x and y move in by 10·depth, the width shrinks by 20·depth,
    /// the height stays 400, so its centre is the container centre moved down by 10·depth.
    static func restingCard(photo: Int, depth: Int) -> Layer {
        let d = Double(depth)
        return Layer(
            content: .card(photo: photo),
            size: Size(width: 300 - 20 * d, height: 400),
            position: Point(x: 195, y: 362 + 10 * d),
            anchor: Point(x: 0.5, y: 0.5), rotation: 0, scale: 1, alpha: 1,
            cornerRadius: 15, border: nil,
            shadow: Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 0.8, radius: 4, offset: Point(x: 0, y: 0)))
    }

    /// The drag tilt, written out: tan(tx / (2·300)).
    static func tilt(_ tx: Double) -> Double { tan(tx / 600) }
}
