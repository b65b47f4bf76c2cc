/// A cubic Bézier timing function with end points (0,0) and (1,1), as CAMediaTimingFunction defines it.
///
/// `value(at:)` maps the fraction of elapsed time to the fraction of the change done: it solves
/// x(s) = time for the curve parameter s, then returns y(s).
public struct TimingCurve: Hashable, Sendable, Codable {
    /// The first control point (x1, y1): x the fraction of time, y the fraction of the change.
    public var c1: Point
    /// The second control point (x2, y2): x the fraction of time, y the fraction of the change.
    public var c2: Point

    /// The curve with control points (`x1`, `y1`) and (`x2`, `y2`), as
    /// `CAMediaTimingFunction(controlPoints:)`; the x values belong in [0, 1].
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1)
        c2 = Point(x: x2, y: y2)
    }

    /// `kCAMediaTimingFunctionLinear`: the change keeps pace with time.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: starts slowly, ends at full speed.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: starts at full speed, ends slowly.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: starts and ends slowly (UIView's default curve).
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The curves by the names the CLI and scene files use.
    public static let named: [String: TimingCurve] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default, "accelerate": .accelerate, "decelerate": .decelerate
    ]

    /// The fraction of the change done (0 to 1, more or less when a control y lies outside [0, 1]) at
    /// `time`, the fraction of the duration elapsed; 0 before the start and 1 after the end.
    public func value(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return Self.bezier(solveParameter(forX: time), c1.y, c2.y)
    }

    /// One coordinate of the Bézier with control values 0, p1, p2, 1 at parameter s.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Newton's method from the linear guess; bisection when the slope is too flat to trust.
    /// x(s) is monotonic because the control x values lie in [0, 1], so bisection always converges.
    func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, c1.x, c2.x) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.bezierSlope(s, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            s = min(max(s - error / slope, 0), 1)
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.bezier(s, c1.x, c2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
