import CardGeometry
/// What is wrong with a scene file, and where: `scene.yaml:12: deck.cornerRadius: expected a number, got "big"`.
public struct SceneFileProblem: Error, CustomStringConvertible, Equatable {
    /// The file, as it was named.
    public var path: String
    /// 1-based; nil when the problem has no one line (JSON decoding, a missing file).
    public var line: Int?
    /// The key's path with dots, `deck.shadow.opacity`; nil for the file as a whole.
    public var key: String?
    /// What is wrong, in words.
    public var message: String
    /// Set when the problem is a canvas with more pixels than a frame may have at the scale it
    /// is drawn at; `message` then speaks of the scale by name.
    public var canvasTooLarge: CanvasTooLarge? = nil

    /// A canvas of `width`×`height` points that is `pixels` pixels at `scale`, more than `limit`.
    public struct CanvasTooLarge: Sendable, Equatable {
        /// The canvas width, in points.
        public var width: Double
        /// The canvas height, in points.
        public var height: Double
        /// The scale it is drawn at, in pixels per point.
        public var scale: Double
        /// The pixels a frame of that canvas has at that scale.
        public var pixels: Double
        /// The most pixels a frame may have (`SceneFile.maxCanvasPixels`).
        public var limit: Double

        /// The message, naming the scale as `scaleName`.
        public func message(scaleName: String) -> String {
            "\(NumberText.plain(width))x\(NumberText.plain(height)) at \(scaleName) \(NumberText.plain(scale)) "
                + "is \(NumberText.plain(pixels)) pixels a frame; the limit is \(NumberText.plain(limit))"
        }
    }

    /// The problem with its message worded by `message`, given the canvas that is too large.
    public func worded(canvasTooLarge message: (CanvasTooLarge) -> String) -> SceneFileProblem {
        guard let canvasTooLarge else { return self }
        var problem = self
        problem.message = message(canvasTooLarge)
        return problem
    }

    /// `path:line: key: message`, leaving out the line and key when there are none.
    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(key.map { "\($0): " } ?? "")\(message)"
    }
}
