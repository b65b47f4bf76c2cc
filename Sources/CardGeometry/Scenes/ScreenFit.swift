/// How a scene made for the phone canvas fills another screen: laid out on a canvas of the
/// screen's shape, then zoomed to the screen. `SceneCatalog.scene` picks the zoom: on a larger
/// screen the one at which the scene fills its width or height with the phone's margins, on a
/// smaller one the largest that still shows all of it; never below the proportional fit.
public struct ScreenFit: Hashable, Sendable {
    /// The canvas the seeds lay out for, and the default canvas size.
    public static let designCanvas = Size(width: 390, height: 844)

    /// Points of screen per point of layout.
    public let zoom: Double
    /// The canvas the scene lays out on: the screen's shape, the design canvas's fit.
    public let layoutCanvas: Size

    /// The proportional fit: the zoom at which the design canvas just fits `screen` (the smaller of
    /// the two sides' ratios), so the scene keeps its default proportions.
    public init(screen: Size) {
        let design = ScreenFit.designCanvas
        let fit = min(screen.width / design.width, screen.height / design.height)
        self.init(screen: screen, zoom: fit)
    }

    /// A given zoom (a positive, finite one; else none).
    public init(screen: Size, zoom: Double) {
        self.zoom = zoom.isFinite && zoom > 0 ? zoom : 1
        layoutCanvas = Size(width: screen.width / self.zoom, height: screen.height / self.zoom)
    }

    /// True when nothing needs zooming (the design canvas, or a screen just as tall or wide).
    public var isIdentity: Bool { abs(zoom - 1) < 1e-9 }
}

extension SceneFrame {
    /// The frame with every length multiplied by `zoom` (positions, sizes, corners, borders,
    /// shadows), on `canvas`: the same picture, drawn larger or smaller.
    public func zoomed(by zoom: Double, onto canvas: Size) -> SceneFrame {
        var copy = self
        copy.canvas = canvas
        copy.contentZoom *= zoom
        copy.layers = layers.map { layer in
            var layer = layer
            layer.position = layer.position * zoom
            layer.size = Size(width: layer.size.width * zoom, height: layer.size.height * zoom)
            layer.cornerRadius *= zoom
            layer.border?.width *= zoom
            if var shadow = layer.shadow {
                shadow.radius *= zoom
                shadow.offset = shadow.offset * zoom
                layer.shadow = shadow
            }
            if case let .sheet(rows, rowHeight) = layer.content {
                layer.content = .sheet(rows: rows, rowHeight: rowHeight * zoom)
            }
            if case let .blurredPhoto(photo, radius) = layer.content {
                layer.content = .blurredPhoto(photo, radius: radius * zoom)
            }
            return layer
        }
        return copy
    }
}

/// A scene laid out on its `ScreenFit`'s canvas and zoomed to the screen.
struct ZoomedScene: Scene {
    let inner: any Scene
    let fit: ScreenFit
    let screen: Size

    var name: String { inner.name }
    func still() -> SceneFrame { inner.still().zoomed(by: fit.zoom, onto: screen) }
    var stills: [(name: String, frame: SceneFrame)] {
        inner.stills.map { ($0.name, $0.frame.zoomed(by: fit.zoom, onto: screen)) }
    }
    var animations: [SceneAnimation] {
        inner.animations.map { animation in
            let zoom = fit.zoom, screen = screen
            return SceneAnimation(
                name: animation.name, summary: animation.summary, duration: animation.requestedDuration,
                showcaseTime: animation.showcaseTime, touch: { animation.touch(at: $0).map { $0 * zoom } }
            ) { animation.frame(at: $0).zoomed(by: zoom, onto: screen) }
        }
    }
}
