import CardGeometry
import CardImaging

/// A linear gradient filling a layer, as `CAGradientLayer` draws one: each pixel's centre is
/// projected onto the line from the start point to the end point (in the layer's pixels), and its
/// colour blended between the two stops around it, straight (not premultiplied), then
/// premultiplied and rounded to 8 bits as a solid fill is. Plain Double arithmetic, rounded
/// explicitly, so the bytes are the same on every machine.
struct GradientArt {
    func paint(_ gradient: LinearGradient, width: Int, height: Int) throws -> VImage {
        let stops = try Self.checkedStops(gradient)
        let start = (x: gradient.startPoint.x * Double(width), y: gradient.startPoint.y * Double(height))
        let end = (x: gradient.endPoint.x * Double(width), y: gradient.endPoint.y * Double(height))
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0, length2.isFinite else {
            throw ContentFailure(
                .linearGradient(gradient),
                "its start and end points are the same, so it has no direction")
        }
        let canvas = Canvas.unfilled(width: width, height: height)
        let pixels = canvas.pixels.assumingMemoryBound(to: UInt8.self)
        var i = 0
        for y in 0..<height {
            let offsetY = (Double(y) + 0.5 - start.y) * dy
            for x in 0..<width {
                let t = ((Double(x) + 0.5 - start.x) * dx + offsetY) / length2
                let c = Self.color(at: t, stops).premultiplied8
                pixels[i] = c.r
                pixels[i + 1] = c.g
                pixels[i + 2] = c.b
                pixels[i + 3] = c.a
                i += 4
            }
        }
        return try canvas.intoImage()
    }

    /// The colour at `t` along the line: the first stop's before it, the last one's after it,
    /// blended linearly between the two stops around `t`.
    static func color(at t: Double, _ stops: [GradientStop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var upper = 1
        while stops[upper].location <= t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// The stops in order of location (stops at one location keep their order: the colour
    /// changes sharply there), once checked.
    static func checkedStops(_ gradient: LinearGradient) throws -> [GradientStop] {
        let content = LayerContent.linearGradient(gradient)
        guard !gradient.stops.isEmpty else { throw ContentFailure(content, "it has no colour stops") }
        for stop in gradient.stops {
            guard stop.location.isFinite, (0...1).contains(stop.location) else {
                throw ContentFailure(
                    content, "a stop's location, \(NumberText.plain(stop.location)), is not between 0 and 1")
            }
            let components = [stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha]
            guard components.allSatisfy({ $0.isFinite }) else {
                throw ContentFailure(content, "a stop's colour is not a number")
            }
        }
        let points = [gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y]
        guard points.allSatisfy({ $0.isFinite }) else {
            throw ContentFailure(content, "its start or end point is not a number")
        }
        return gradient.stops.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }.map(\.element)
    }
}
