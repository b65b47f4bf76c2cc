import CardGeometry

/// Android's status bar icons, as SVG in the screen's pixels: filled shapes where iOS draws
/// bars and outlines.
extension StatusBarArt {
    /// A filled triangle rising to the right.
    func androidSignal(_ r: Rect) -> String {
        let left = r.origin.x, right = r.origin.x + r.size.width, top = r.origin.y, bottom = r.origin.y + r.size.height
        return
            "<path d=\"M \(n(left)) \(n(bottom)) L \(n(right)) \(n(bottom)) L \(n(right)) \(n(top)) Z\" fill=\"#fff\"/>"
    }

    /// A filled quarter-circle fan opening upwards from the bottom centre.
    func androidWifi(_ r: Rect) -> String {
        let cx = r.origin.x + r.size.width / 2, cy = r.origin.y + r.size.height
        let radius = min(r.size.height, r.size.width / 2.0.squareRoot())
        let reach = radius / 2.0.squareRoot()
        return
            "<path d=\"M \(n(cx)) \(n(cy)) L \(n(cx - reach)) \(n(cy - reach)) A \(n(radius)) \(n(radius)) 0 0 1 \(n(cx + reach)) \(n(cy - reach)) Z\" "
            + "fill=\"#fff\"/>"
    }

    /// An upright battery, full: a rounded body with the terminal cap on top.
    func androidBattery(_ r: Rect) -> String {
        let cap = Size(width: r.size.width * 0.5, height: r.size.height * 0.12)
        let body = Rect(
            x: r.origin.x, y: r.origin.y + cap.height, width: r.size.width, height: r.size.height - cap.height)
        return
            "<rect x=\"\(n(r.origin.x + (r.size.width - cap.width) / 2))\" y=\"\(n(r.origin.y))\" width=\"\(n(cap.width))\" "
            + "height=\"\(n(cap.height + 0.5))\" fill=\"#fff\"/>"
            + "<rect x=\"\(n(body.origin.x))\" y=\"\(n(body.origin.y))\" width=\"\(n(body.size.width))\" height=\"\(n(body.size.height))\" "
            + "rx=\"\(n(r.size.width * 0.18))\" fill=\"#fff\"/>"
    }
}
