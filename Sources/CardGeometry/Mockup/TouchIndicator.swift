/// The soft circle iOS screen recordings draw where a finger touches the screen (the Simulator's
/// and Developer settings' "Show Touches"): what an animated mockup draws at the finger so that a
/// viewer can follow the gesture. Its size is in the screen's points, as a finger's is, whatever
/// zoom the scene got.
public enum TouchIndicator {
    /// 44 points across: a fingertip's contact as the recordings show it, and the smallest touch
    /// target Apple's interface guidelines ask for.
    public static let diameter = 44.0
    /// A near-white grey at half opacity: it lightens a photo under it and still shows, just, on
    /// the white and light grey of the scenes' backgrounds, and never hides what the finger drags.
    public static let fill = Color(rgb8: 0xE5, 0xE5, 0xEA, alpha: 0.5)
    /// A faint darker rim, 1.5 points wide: it outlines the circle on a white background, where
    /// the fill alone is hard to see.
    public static let border = Border(width: 1.5, color: Color(rgb8: 0x63, 0x63, 0x66, alpha: 0.35))

    /// The indicator with its centre at `point`, in canvas points.
    public static func layer(at point: Point) -> Layer {
        Layer(
            content: .fill(fill), size: Size(width: diameter, height: diameter), position: point,
            cornerRadius: diameter / 2, border: border)
    }
}

extension SceneFrame {
    /// The frame with the touch indicator drawn over everything at `touch`; the frame itself when
    /// no finger is down (`touch` nil).
    public func withTouch(at touch: Point?) -> SceneFrame {
        guard let touch else { return self }
        var copy = self
        copy.layers.append(TouchIndicator.layer(at: touch))
        return copy
    }
}
