/// The soft circle iOS screen recordings draw where a finger touches the screen (the Simulator's
/// and Developer settings' "Show Touches"): what an animated mockup draws at the finger so that a
/// viewer can follow the gesture. Its size is in the points of the scene's layout, so it keeps its
/// size beside the cards whatever zoom the scene got (on the phone canvas, a finger's).
public enum TouchIndicator {
    /// 44 points across: a fingertip's contact as the recordings show it, and the smallest touch
    /// target Apple's interface guidelines ask for.
    public static let diameter = 44.0
    /// iOS's light grouped grey at 60 % opacity: it lightens a photo under it enough to be seen
    /// in a small GIF, yet what the finger drags shows through.
    public static let fill = Color(rgb8: 0xF2, 0xF2, 0xF7, alpha: 0.6)
    /// iOS's system grey at half opacity, 2 points wide: a faint rim that outlines the circle on
    /// the white and light grey backgrounds, where the fill alone does not show.
    public static let border = Border(width: 2, color: Color(rgb8: 0x8E, 0x8E, 0x93, alpha: 0.5))

    /// The indicator with its centre at `point`, in canvas points, `zoom` times its size.
    public static func layer(at point: Point, zoom: Double = 1) -> Layer {
        var rim = border
        rim.width *= zoom
        return Layer(
            content: .fill(fill), size: Size(width: diameter * zoom, height: diameter * zoom), position: point,
            cornerRadius: diameter * zoom / 2, border: rim)
    }
}

extension SceneFrame {
    /// The frame with the touch indicator drawn over everything at `touch`, zoomed with the
    /// frame's content (`contentZoom`, as `drawnContentZoom` keeps it), so it
    /// keeps its size beside the cards; the frame itself when no finger is down (`touch` nil).
    public func withTouch(at touch: Point?) -> SceneFrame {
        guard let touch else { return self }
        var copy = self
        copy.layers.append(TouchIndicator.layer(at: touch, zoom: Self.drawnContentZoom(contentZoom)))
        return copy
    }
}
