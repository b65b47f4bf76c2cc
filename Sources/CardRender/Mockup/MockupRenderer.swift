import CardGeometry

/// Draws one mockup: background, the scene (in its device frame, if any) and the centred title
/// and subtitle, at the settings' density. Text is measured first; the layout (CardGeometry's
/// `MockupLayout`) then places everything in points.
struct MockupRenderer {
    var settings: MockupSettings
    var photos: PhotoLibrary

    /// The most pixels per point a mockup draws its scene at, as `--scale` allows at most 8.
    static let maxScenePixelsPerPoint = 8.0

    /// The mockup as 8-bit RGB.
    func render(_ frame: SceneFrame) throws -> VImage {
        let k = settings.resolvedDensity
        let (width, height) = settings.format.pixels(density: k)
        let layout = settings.layout
        let textWidth = max(1, width - Int((2 * layout.padding * k).rounded()))

        // The text block, measured in pixels.
        let titleSize = settings.resolvedTitleSize
        let title = try settings.title.flatMap {
            try TextFit.paragraph($0, pixelSize: titleSize * k, color: settings.titleColor, maxWidth: textWidth,
                                  maxHeight: Int((titleSize * 1.3 * 2 * k).rounded()), alignment: .centre)
        }
        let subtitleSize = (titleSize * 0.55).rounded()
        let subtitle = try settings.subtitle.flatMap {
            try TextFit.paragraph($0, pixelSize: subtitleSize * k, color: settings.subtitleColor, maxWidth: textWidth,
                                  maxHeight: Int((subtitleSize * 1.35 * 3 * k).rounded()), alignment: .centre)
        }
        let gap = title != nil && subtitle != nil ? Int((8 * k).rounded()) : 0
        let textHeight = (title?.height ?? 0) + gap + (subtitle?.height ?? 0)
        // The scene is drawn at k · sceneScale pixels per point: at most what --scale allows.
        let placement = layout.place(canvas: settings.format.points, scene: frame.canvas, textHeight: Double(textHeight) / k,
                                     maxSceneScale: MockupRenderer.maxScenePixelsPerPoint / k)

        func px(_ value: Double) -> Int { Int((value * k).rounded()) }
        var overlays: [(image: VImage, x: Int, y: Int)] = []

        // The device body, then the scene on its screen.
        let sceneScale = placement.sceneScale
        if let device = layout.device, let body = placement.device {
            let art = DeviceFrameArt(density: k)
            let made = try art.body(device, width: max(1, px(body.size.width)), height: max(1, px(body.size.height)), sceneScale: sceneScale)
            overlays.append((made.image, px(body.origin.x) - made.inset, px(body.origin.y) - made.inset))
        }
        if sceneScale > 0 {
            var scene = try FrameCompositor(scale: k * sceneScale, photos: photos).render(frame)
            scene = scene.bands == 4 ? try scene.premultiplied().castUChar() : try scene.joined(constants: [255])
            if let device = layout.device { scene = try DeviceFrameArt(density: k).screen(scene, device, sceneScale: sceneScale) }
            overlays.append((scene, px(placement.scene.origin.x), px(placement.scene.origin.y)))
        }

        // Title and subtitle, centred across the text block.
        var y = px(placement.text.origin.y)
        let left = px(placement.text.origin.x), blockWidth = px(placement.text.size.width)
        for text in [title, subtitle].compactMap({ $0 }) {
            overlays.append((text, left + (blockWidth - text.width) / 2, y))
            y += text.height + gap
        }

        let background = try MockupBackgroundArt(density: k, photos: photos).paint(settings.background, width: width, height: height)
        return try Paint.over(background, overlays).bands(0, count: 3).castUChar().materialized("rendering a mockup")
    }
}
