/// Where a mockup's parts go, in points: a text block (title and subtitle) above, below or beside
/// the scene, the scene scaled to fit what is left inside the padding, optionally inside a
/// device-like rounded frame. The text's height comes from the renderer, which measures it.
public struct MockupLayout: Hashable, Sendable {
    /// Where the text block goes relative to the scene.
    public enum TextPosition: String, CaseIterable, Sendable, Codable {
        /// `beside`: the text on the leading side (the left, or the right for right-to-left
        /// languages), the scene on the other: for wide formats such as a link preview.
        case above, below, beside
    }

    /// A plain rounded body around the screen (no maker's artwork), sized in the scene's points so
    /// it scales with the scene.
    public struct DeviceFrame: Hashable, Sendable {
        /// The body's width around the screen on each side, in the scene's points.
        public var bezel: Double
        /// The screen's own corner radius, inside the bezel.
        public var screenCornerRadius: Double
        /// The body's colour: a near-black graphite (#1C1C1E).
        public var color = Color(rgb8: 0x1C, 0x1C, 0x1E)
        /// The camera cut-out drawn on the screen, if the device has one.
        public var island: DeviceClass.Island?
        /// The body's outer corner radius: the screen's, grown by the bezel.
        public var cornerRadius: Double { screenCornerRadius + bezel }

        /// The frame of `device` (the 6.1" iPhone unless told otherwise).
        public init(device: DeviceClass = DeviceClass.named("iphone-6.1")!) {
            bezel = device.bezel
            screenCornerRadius = device.screenCornerRadius
            island = device.island
        }

        /// The frame of the platform's device whose screen this is, or of its phone or tablet of
        /// that size.
        public static func suited(to screen: Size, platform: DeviceClass.Platform = .iOS) -> DeviceFrame {
            DeviceFrame(device: DeviceClass.suited(to: screen, platform: platform))
        }
    }

    /// The margin in points between the mockup's edges and its contents, on every side.
    public var padding = 24.0
    /// Where the text block goes: above the scene unless told otherwise.
    public var textPosition = TextPosition.above
    /// Between the text block and the scene.
    public var textGap = 20.0
    /// The device frame drawn around the scene, or nil for a bare scene.
    public var device: DeviceFrame?
    /// A right-to-left language: `beside` puts the text on the right.
    public var rightToLeft = false
    /// `beside`: the text block's share of the width inside the padding.
    public var besideTextShare = 0.5

    /// A layout with 24 points of padding, the text above the scene and no device frame.
    public init() {}

    /// The parts' places on a mockup `canvas` points large for a scene `scene` points large.
    public struct Placement: Hashable, Sendable {
        /// The text block, `textHeight` tall.
        public var text: Rect
        /// Where the scene's canvas lands, in mockup points.
        public var scene: Rect
        /// Points of mockup per point of scene.
        public var sceneScale: Double
        /// The device body around the scene, if any.
        public var device: Rect?
    }

    private func inner(_ canvas: Size) -> Rect {
        Rect(
            x: padding, y: padding, width: max(0, canvas.width - 2 * padding),
            height: max(0, canvas.height - 2 * padding))
    }

    /// How wide the text block is on `canvas`: what the renderer wraps the title to.
    public func textWidth(canvas: Size) -> Double {
        let width = inner(canvas).size.width
        return textPosition == .beside ? width * besideTextShare : width
    }

    /// The text block and the space left for the scene (and its frame).
    public func areas(canvas: Size, textHeight: Double) -> (text: Rect, scene: Rect) {
        let inner = inner(canvas)
        if textPosition == .beside {
            let width = textWidth(canvas: canvas)
            let space = textHeight > 0 ? min(inner.size.width, width + textGap) : 0
            let textX = rightToLeft ? inner.origin.x + inner.size.width - width : inner.origin.x
            let text = Rect(
                x: textX, y: inner.origin.y + (inner.size.height - textHeight) / 2, width: width, height: textHeight)
            let scene = Rect(
                x: inner.origin.x + (rightToLeft ? 0 : space), y: inner.origin.y,
                width: max(0, inner.size.width - space), height: inner.size.height)
            return (text, scene)
        }
        let textSpace = textHeight > 0 ? min(inner.size.height, textHeight + textGap) : 0
        let scene = Rect(
            x: inner.origin.x, y: inner.origin.y + (textPosition == .above ? textSpace : 0),
            width: inner.size.width, height: max(0, inner.size.height - textSpace))
        let text = Rect(
            x: inner.origin.x,
            y: textPosition == .above ? inner.origin.y : inner.origin.y + inner.size.height - textHeight,
            width: inner.size.width, height: textHeight)
        return (text, scene)
    }

    /// `maxSceneScale`: the most points of mockup per point of scene. A tiny scene (a 1x1 canvas)
    /// would otherwise be blown up to fill the mockup, and drawing its full-size cards that much
    /// larger takes memory without bound; capped, it shows smaller, centred in its space.
    public func place(canvas: Size, scene: Size, textHeight: Double, maxSceneScale: Double = .infinity) -> Placement {
        let (text, area) = areas(canvas: canvas, textHeight: textHeight)
        let bezel = device?.bezel ?? 0
        let outer = Size(width: scene.width + 2 * bezel, height: scene.height + 2 * bezel)
        let fit =
            outer.width > 0 && outer.height > 0
            ? min(area.size.width / outer.width, area.size.height / outer.height) : 0
        let k = fit.isFinite ? max(0, min(fit, maxSceneScale)) : 0
        let body = Rect(
            x: area.origin.x + (area.size.width - outer.width * k) / 2,
            y: area.origin.y + (area.size.height - outer.height * k) / 2,
            width: outer.width * k, height: outer.height * k)
        let screen = Rect(
            x: body.origin.x + bezel * k, y: body.origin.y + bezel * k, width: scene.width * k, height: scene.height * k
        )
        return Placement(text: text, scene: screen, sceneScale: k, device: device == nil ? nil : body)
    }

    /// The screen a format without a device screen of its own (square, story, link) shows a
    /// frameless scene on: the shape of the space left for it, just large enough to hold the
    /// design canvas, so the scene fills the space and keeps the phone's proportions.
    public static func screen(filling area: Size) -> Size {
        let design = ScreenFit.designCanvas
        guard area.width > 0, area.height > 0 else { return design }
        let k = max(design.width / area.width, design.height / area.height)
        // Whole points keep the scene's pixel grid and the output the same on every machine.
        return Size(width: (area.width * k).rounded(), height: (area.height * k).rounded())
    }
}
