import ArgumentParser

/// `--scale` and `--fps`: how finely the frames are drawn, in space and in time. Taken by
/// rendering and `cardrender plan`.
struct FrameOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pixels per point (2 for @2x). From 0.25 to 8.", valueName: "factor"))
    var scale = Self.defaultScale

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Frames per second of the animations. From 1 to 240.", valueName: "n"))
    var fps = Self.defaultFPS

    static let defaultScale = 2.0
    static let defaultFPS = 60.0
    /// The most pixels a frame may have.
    static let pixelLimit = 100_000_000.0

    func validate() throws {
        guard scale.isFinite, (0.25...8).contains(scale) else {
            throw ValidationError("--scale \(scale): must be from 0.25 to 8")
        }
        guard fps.isFinite, (1...240).contains(fps) else {
            throw ValidationError("--fps \(fps): must be from 1 to 240")
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
