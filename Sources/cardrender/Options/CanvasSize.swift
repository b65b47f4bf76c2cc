import ArgumentParser
import CardGeometry
import CardSettings

/// `--size WxH` in points, e.g. `390x844`.
struct CanvasSize: ExpressibleByArgument, CustomStringConvertible {
    static let limit = SettingLimits.canvasSide

    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    /// `--size` with a message that says what is wrong and what is allowed (the parser names the
    /// option and quotes the value before it).
    static func parse(_ argument: String) throws -> CanvasSize {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw ValidationError("expected WIDTHxHEIGHT in points, e.g. 390x844")
        }
        guard w > 0, h > 0, w <= limit, h <= limit else {
            throw ValidationError("width and height must be more than 0 and at most \(Int(limit)) points")
        }
        return CanvasSize(width: w, height: h)
    }

    var size: Size { Size(width: width, height: height) }

    var description: String {
        "\(NumberText.plain(width))x\(NumberText.plain(height))"
    }
}
