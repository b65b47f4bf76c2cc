import ArgumentParser
import CardGeometry

/// `--size WxH` in points, e.g. `390x844`.
struct CanvasSize: ExpressibleByArgument, CustomStringConvertible {
    static let limit = 10_000.0

    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= Self.limit, h <= Self.limit else { return nil }
        self.init(width: w, height: h)
    }

    var size: Size { Size(width: width, height: height) }

    var description: String {
        func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(format(width))x\(format(height))"
    }
}
