import CardGeometry
import CardImaging
import CardRender
import CardSettings

/// Draws one mockup: background, the scene (in its device frame, if any, with a status bar) and
/// the title and subtitle, at the settings' density. Text is measured first; the layout
/// (CardGeometry's `MockupLayout`) then decides the screen the scene lays out for and places
/// everything in points.
struct MockupRenderer {
    var settings: MockupSettings
    var photos: PhotoLibrary
    /// The title and subtitle's font (`settings.font`, read); nil: the shipped fonts alone.
    var font: FontFile?

    /// The most pixels per point a mockup draws its scene at, as a render's scale is at most 8.
    static let maxScenePixelsPerPoint = 8.0
    /// The corner radius, in scene points, of a frameless screen that is no device's own.
    static let plainScreenCornerRadius = 40.0

    /// The text, measured and placed once, and the screen (`canvas`) the scene lays out for;
    /// `render` then draws any frame of that scene, as often as an animation needs.
    struct Plan {
        var layout: MockupLayout
        var texts: [(image: VImage, x: Int, y: Int)]
        var canvas: Size
        var textHeight: Double
        /// The device whose status bar the screen shows, or nil for a plain window: a device's
        /// screen shows one, a screen of no device's size does not.
        var statusBarDevice: DeviceClass?
    }

    /// Measures the text and picks the screen the scene lays out for.
    func plan() throws -> Plan {
        let k = settings.resolvedDensity
        let layout = settings.resolvedLayout
        let points = settings.format.points
        let textWidth = max(1, WholeNumber.clamped(layout.textWidth(canvas: points) * k))
        let centred = layout.textPosition != .beside

        let titleSize = settings.resolvedTitleSize
        let title = try settings.title.flatMap {
            try paragraph(
                $0, pixelSize: titleSize * k, color: settings.titleColor, maxWidth: textWidth,
                maxHeight: WholeNumber.clamped(titleSize * 1.3 * (centred ? 2 : 3) * k),
                alignment: centred ? .centre : .start, balanced: true, font: font)
        }
        let subtitleSize = (titleSize * 0.55).rounded()
        let subtitle = try settings.subtitle.flatMap {
            try paragraph(
                $0, pixelSize: subtitleSize * k, color: settings.subtitleColor, maxWidth: textWidth,
                maxHeight: WholeNumber.clamped(subtitleSize * 1.35 * (centred ? 3 : 5) * k),
                alignment: centred ? .centre : .start, balanced: true, font: font)
        }
        let gap = title != nil && subtitle != nil ? WholeNumber.clamped(8 * k) : 0
        let textHeight = max(
            Double((title?.height ?? 0) + gap + (subtitle?.height ?? 0)) / k, settings.textAreaHeight ?? 0)

        // A device format shows its own screen; a social one (or the feature graphic) a phone in
        // a frame, or else a screen of the shape the text leaves.
        let canvas =
            settings.canvas ?? settings.format.screen
            ?? (layout.device != nil
                ? settings.format.framedScreen
                : MockupLayout.screen(filling: layout.areas(canvas: points, textHeight: textHeight).scene.size))

        // Title and subtitle: centred across the block, or flush to its leading edge beside the scene.
        let block = layout.areas(canvas: points, textHeight: textHeight).text
        func px(_ value: Double) -> Int { WholeNumber.clamped(value * k) }
        var texts: [(image: VImage, x: Int, y: Int)] = []
        // A block kept taller than this text (`textAreaHeight`): the text at its top, or in its
        // middle beside the scene.
        let inked = (title?.height ?? 0) + gap + (subtitle?.height ?? 0)
        var y = px(block.origin.y) + (centred ? 0 : max(0, px(block.size.height) - inked) / 2)
        let left = px(block.origin.x), blockWidth = px(block.size.width)
        for text in [title, subtitle].compactMap({ $0 }) {
            let x =
                centred
                ? left + (blockWidth - text.width) / 2 : layout.rightToLeft ? left + blockWidth - text.width : left
            texts.append((text, x, y))
            y += text.height + gap
        }
        let platform = settings.format.platform
        let showsStatusBar = layout.device != nil || DeviceClass.matching(canvas, platform: platform) != nil
        return Plan(
            layout: layout, texts: texts, canvas: canvas, textHeight: textHeight,
            statusBarDevice: showsStatusBar ? DeviceClass.suited(to: canvas, platform: platform) : nil)
    }

    /// The mockup with `frame` on its screen, as 8-bit RGB.
    func render(_ frame: SceneFrame, plan: Plan, background: VImage) throws -> VImage {
        let k = settings.resolvedDensity
        let layout = plan.layout
        // The scene is drawn at k · sceneScale pixels per point: at most what a render's scale may be.
        let placement = layout.place(
            canvas: settings.format.points, scene: frame.canvas, textHeight: plan.textHeight,
            maxSceneScale: MockupRenderer.maxScenePixelsPerPoint / k)
        func px(_ value: Double) -> Int { WholeNumber.clamped(value * k) }
        var overlays: [(image: VImage, x: Int, y: Int)] = []

        let sceneScale = placement.sceneScale
        let art = DeviceFrameArt(density: k)
        let platform = settings.format.platform
        let device = DeviceClass.matching(frame.canvas, platform: platform)
        let radius =
            layout.device?.screenCornerRadius ?? device?.screenCornerRadius ?? MockupRenderer.plainScreenCornerRadius
        if let frameSpec = layout.device, let body = placement.device {
            let made = try art.body(
                frameSpec, width: max(1, px(body.size.width)), height: max(1, px(body.size.height)),
                sceneScale: sceneScale)
            overlays.append((made.image, px(body.origin.x) - made.inset, px(body.origin.y) - made.inset))
        } else if sceneScale > 0 {
            let shadow = try art.screenShadow(
                width: max(1, px(placement.scene.size.width)), height: max(1, px(placement.scene.size.height)),
                radius: radius * sceneScale)
            overlays.append(
                (shadow.image, px(placement.scene.origin.x) - shadow.inset, px(placement.scene.origin.y) - shadow.inset)
            )
        }
        if sceneScale > 0 {
            let scale = k * sceneScale
            var scene = try FrameCompositor(scale: scale, photos: photos).render(frame)
            scene = scene.bands == 4 ? try scene.premultiplied().castUChar() : try scene.joined(constants: [255])
            if let barDevice = plan.statusBarDevice,
                let bar = StatusBarLayout(device: barDevice, screen: frame.canvas, mirrored: layout.rightToLeft)
            {
                let ink: Color =
                    try Self.isDark(
                        scene, rows: WholeNumber.clamped((bar.battery.origin.y + bar.battery.size.height) * scale))
                    ? .white : .black
                scene = try Paint.over(
                    scene, try StatusBarArt(scale: scale).overlays(bar, screen: frame.canvas, color: ink))
            }
            scene = try art.screen(
                scene, radius: radius, island: layout.device?.island, canvas: frame.canvas, scale: scale)
            overlays.append((scene, px(placement.scene.origin.x), px(placement.scene.origin.y)))
        }
        overlays += plan.texts
        return try Paint.over(background, overlays).bands(0, count: 3).castUChar().materialized("rendering a mockup")
    }

    /// True when the top `rows` of the screen (premultiplied RGBA, opaque) are dark on average:
    /// the status bar is then drawn in white, as iOS draws it over a dark screen.
    static func isDark(_ screen: VImage, rows: Int) throws -> Bool {
        let height = min(max(1, rows), screen.height)
        let strip = try screen.cropped(left: 0, top: 0, width: screen.width, height: height).pixels()
        var total = 0.0
        for i in stride(from: 0, to: strip.count, by: 4) {
            total += 0.2126 * Double(strip[i]) + 0.7152 * Double(strip[i + 1]) + 0.0722 * Double(strip[i + 2])
        }
        return total / Double(max(1, strip.count / 4)) < 0.4 * 255
    }

    /// The background at the mockup's pixel size.
    func background() throws -> VImage {
        let k = settings.resolvedDensity
        let (width, height) = settings.format.pixels(density: k)
        return try MockupBackgroundArt(density: k, photos: photos).paint(
            settings.background, width: width, height: height)
    }
}
