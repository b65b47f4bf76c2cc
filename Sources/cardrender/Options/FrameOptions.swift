import ArgumentParser
import CardGeometry
import CardSettings

/// `--scale` and `--fps`: how finely the frames are drawn, in space and in time. Taken by
/// rendering and `cardrender plan`.
struct FrameOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pixels per point (2 for @2x). \(Self.range(SettingLimits.scale)).", valueName: "factor"))
    var scale = Self.defaultScale

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Frames per second of the animations. \(Self.range(SettingLimits.fps)).", valueName: "n"))
    var fps = Self.defaultFPS

    static let defaultScale = 2.0
    static let defaultFPS = 60.0
    /// The most pixels a frame may have.
    static let pixelLimit = SettingLimits.framePixels

    /// "From 0.25 to 8", for the help.
    private static func range(_ range: ClosedRange<Double>) -> String {
        "From \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
    }

    func validate() throws {
        guard scale.isFinite, SettingLimits.scale.contains(scale) else {
            throw ValidationError("--scale \(scale): \(InvalidSetting.requirement(SettingLimits.scale))")
        }
        guard fps.isFinite, SettingLimits.fps.contains(fps) else {
            throw ValidationError("--fps \(fps): \(InvalidSetting.requirement(SettingLimits.fps))")
        }
    }

    /// `size` (the default canvas when nil) at --scale must stay within `pixelLimit`.
    func validate(size: CanvasSize?) throws {
        try Self.validate(size: size, scale: scale)
    }

    /// For a command without --scale (a mockup draws its scene at the default scale).
    static func validate(size: CanvasSize?, scale: Double) throws {
        let canvas = size ?? CanvasSize(width: 390, height: 844)
        let pixels = (canvas.width * scale) * (canvas.height * scale)
        guard pixels <= Self.pixelLimit else {
            throw ValidationError(
                "--size \(canvas) at --scale \(scale) is \(Int(pixels)) pixels a frame; the limit is \(Int(Self.pixelLimit))"
            )
        }
    }
}
