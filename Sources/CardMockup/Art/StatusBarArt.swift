import CardGeometry
import CardImaging
import Foundation

/// A status bar drawn over a mockup's screen: the time, signal bars, the Wi-Fi fan and a full
/// battery, as vector shapes (no maker's artwork), iOS's or Android's, in black on a light screen
/// and white on a dark one.
struct StatusBarArt {
    /// Pixels per point of the scene.
    var scale: Double

    /// The status bar's pieces as overlays on a screen `screen` points large (premultiplied RGBA,
    /// offsets in the screen's pixels).
    func overlays(_ bar: StatusBarLayout, screen: Size, color: Color) throws -> [(image: VImage, x: Int, y: Int)] {
        let width = max(1, WholeNumber.clamped(screen.width * scale))
        let height = max(1, WholeNumber.clamped((bar.battery.origin.y + bar.battery.size.height + 4) * scale, .up))
        let icons =
            bar.platform == .android
            ? androidSignal(bar.signal) + androidWifi(bar.wifi) + androidBattery(bar.battery)
            : signal(bar.signal) + wifi(bar.wifi) + battery(bar.battery)
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\">" + icons + "</svg>"
        let drawn = try Paint.fill(color, coverage: try VImage.svg(svg).bands(3))
        var overlays: [(image: VImage, x: Int, y: Int)] = [(drawn, 0, 0)]
        let timeBox = bar.time
        if let time = try Paint.text(
            bar.timeText, pixelSize: bar.timeSize * scale, color: color,
            maxWidth: WholeNumber.clamped(timeBox.size.width * 1.5 * scale))
        {
            let x = WholeNumber.clamped((timeBox.origin.x + timeBox.size.width / 2) * scale) - time.width / 2
            let y = WholeNumber.clamped((timeBox.origin.y + timeBox.size.height / 2) * scale) - time.height / 2
            overlays.append((time, x, y))
        }
        return overlays
    }

    /// Points as SVG pixels, to a hundredth.
    func n(_ value: Double) -> String { String((value * scale * 100).rounded() / 100) }

    /// Four bars rising left to right.
    private func signal(_ r: Rect) -> String {
        let bar = r.size.width / 5.5, gap = (r.size.width - 4 * bar) / 3
        return (0..<4).map { i in
            let h = r.size.height * (0.35 + 0.65 * Double(i) / 3)
            let x = r.origin.x + Double(i) * (bar + gap), y = r.origin.y + r.size.height - h
            return
                "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(bar))\" height=\"\(n(h))\" rx=\"\(n(bar / 3))\" fill=\"#fff\"/>"
        }.joined()
    }

    /// Two arcs over a wedge, all about the bottom centre.
    private func wifi(_ r: Rect) -> String {
        let cx = r.origin.x + r.size.width / 2, cy = r.origin.y + r.size.height
        let stroke = r.size.height * 0.17
        func point(_ radius: Double, _ degrees: Double) -> String {
            let a = degrees * Double.pi / 180
            return "\(n(cx + radius * cos(a))) \(n(cy + radius * sin(a)))"
        }
        let arcs = [r.size.height - stroke / 2, r.size.height * 0.62].map { radius in
            "<path d=\"M \(point(radius, 225)) A \(n(radius)) \(n(radius)) 0 0 1 \(point(radius, 315))\" fill=\"none\" "
                + "stroke=\"#fff\" stroke-width=\"\(n(stroke))\" stroke-linecap=\"round\"/>"
        }
        let wedge = r.size.height * 0.3
        let dot =
            "<path d=\"M \(n(cx)) \(n(cy)) L \(point(wedge, 225)) A \(n(wedge)) \(n(wedge)) 0 0 1 \(point(wedge, 315)) Z\" fill=\"#fff\"/>"
        return arcs.joined() + dot
    }

    /// A rounded outline, faint, with a full charge inside and the terminal cap at the right.
    private func battery(_ r: Rect) -> String {
        let cap = r.size.width * 0.06, body = r.size.width - cap - r.size.width * 0.03
        let line = r.size.height * 0.08, inset = line * 2.2
        return "<rect x=\"\(n(r.origin.x + line / 2))\" y=\"\(n(r.origin.y + line / 2))\" width=\"\(n(body - line))\" "
            + "height=\"\(n(r.size.height - line))\" rx=\"\(n(r.size.height * 0.3))\" fill=\"none\" stroke=\"#fff\" "
            + "stroke-opacity=\"0.4\" stroke-width=\"\(n(line))\"/>"
            + "<rect x=\"\(n(r.origin.x + inset))\" y=\"\(n(r.origin.y + inset))\" width=\"\(n(body - 2 * inset))\" "
            + "height=\"\(n(r.size.height - 2 * inset))\" rx=\"\(n(r.size.height * 0.18))\" fill=\"#fff\"/>"
            + "<rect x=\"\(n(r.origin.x + r.size.width - cap))\" y=\"\(n(r.origin.y + r.size.height * 0.33))\" width=\"\(n(cap))\" "
            + "height=\"\(n(r.size.height * 0.34))\" rx=\"\(n(cap / 2))\" fill=\"#fff\" fill-opacity=\"0.4\"/>"
    }
}
