/// Where a mockup's parts go, in points: a text block (title and subtitle) above or below the
/// scene, the scene scaled to fit what is left inside the padding, optionally inside a device-like
/// rounded frame. The text's height comes from the renderer, which measures it.
public struct MockupLayout: Hashable, Sendable {
    public enum TextPosition: String, CaseIterable, Sendable, Codable {
        case above, below
    }

    /// A plain rounded body around the screen (no maker's artwork), sized in the scene's points so
    /// it scales with the scene.
    public struct DeviceFrame: Hashable, Sendable, Codable {
        public var bezel = 14.0
        public var cornerRadius = 62.0
        public var color = Color(rgb8: 0x1C, 0x1C, 0x1E)
        /// The screen's own corner radius, inside the bezel.
        public var screenCornerRadius: Double { max(0, cornerRadius - bezel) }

        public init() {}

        /// A phone's proportions for a phone-sized screen; a tablet's thinner corners for a wide one.
        public static func suited(to screen: Size) -> DeviceFrame {
            var frame = DeviceFrame()
            if min(screen.width, screen.height) > 700 {
                frame.bezel = 22
                frame.cornerRadius = 40
            }
            return frame
        }
    }

    public var padding = 24.0
    public var textPosition = TextPosition.above
    /// Between the text block and the scene.
    public var textGap = 20.0
    public var device: DeviceFrame?

    public init() {}

    /// The parts' places on a mockup `canvas` points large for a scene `scene` points large.
    public struct Placement: Hashable, Sendable {
        /// The text block: full content width, `textHeight` tall.
        public var text: Rect
        /// Where the scene's canvas lands, and the points of mockup per point of scene.
        public var scene: Rect
        public var sceneScale: Double
        /// The device body around the scene, if any.
        public var device: Rect?
    }

    /// `maxSceneScale`: the most points of mockup per point of scene. A tiny scene (`--size 1x1`)
    /// would otherwise be blown up to fill the mockup, and drawing its full-size cards that much
    /// larger takes memory without bound; capped, it shows smaller, centred in its space.
    public func place(canvas: Size, scene: Size, textHeight: Double, maxSceneScale: Double = .infinity) -> Placement {
        let inner = Rect(x: padding, y: padding, width: max(0, canvas.width - 2 * padding), height: max(0, canvas.height - 2 * padding))
        let textSpace = textHeight > 0 ? min(inner.size.height, textHeight + textGap) : 0
        let area = Rect(
            x: inner.origin.x, y: inner.origin.y + (textPosition == .above ? textSpace : 0),
            width: inner.size.width, height: max(0, inner.size.height - textSpace))
        let text = Rect(
            x: inner.origin.x, y: textPosition == .above ? inner.origin.y : inner.origin.y + inner.size.height - textHeight,
            width: inner.size.width, height: textHeight)

        let bezel = device?.bezel ?? 0
        let outer = Size(width: scene.width + 2 * bezel, height: scene.height + 2 * bezel)
        let fit = outer.width > 0 && outer.height > 0 ? min(area.size.width / outer.width, area.size.height / outer.height) : 0
        let k = fit.isFinite ? max(0, min(fit, maxSceneScale)) : 0
        let body = Rect(
            x: area.origin.x + (area.size.width - outer.width * k) / 2,
            y: area.origin.y + (area.size.height - outer.height * k) / 2,
            width: outer.width * k, height: outer.height * k)
        let screen = Rect(x: body.origin.x + bezel * k, y: body.origin.y + bezel * k, width: scene.width * k, height: scene.height * k)
        return Placement(text: text, scene: screen, sceneScale: k, device: device == nil ? nil : body)
    }
}
