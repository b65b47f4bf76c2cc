import CardGeometry
import CardImaging
import CardRender
import Foundation

/// Paints a mockup's background at its pixel size, as premultiplied opaque RGBA.
struct MockupBackgroundArt {
    var density: Double
    var photos: PhotoLibrary

    func paint(_ background: MockupBackground, width: Int, height: Int) throws -> VImage {
        switch background {
        case let .solid(color):
            return try Paint.solid(
                Color(red: color.red, green: color.green, blue: color.blue), width: width, height: height)
        case let .gradient(from, to, angle):
            return try gradient(from: from, to: to, angle: angle, width: width, height: height)
        case let .blurredPhoto(index, radius, dim):
            var image = try photos.decoded(index).image.thumbnail(width: width, height: height, crop: true)
            if radius > 0 { image = try image.blurred(sigma: radius * density).castUChar() }
            let shade = try Paint.solid(
                Color(red: 0, green: 0, blue: 0, alpha: min(max(dim, 0), 1)), width: width, height: height)
            return try Paint.over(Paint.opaque(image), [(shade, 0, 0)])
        }
    }

    /// A linear gradient across the whole image along `angle` degrees, rasterised as SVG.
    private func gradient(from: Color, to: Color, angle: Double, width: Int, height: Int) throws -> VImage {
        // The gradient line through the centre, long enough to span the image's corners.
        let radians = angle * .pi / 180
        let dx = cos(radians), dy = sin(radians)
        let half = (abs(dx) * Double(width) + abs(dy) * Double(height)) / 2
        let cx = Double(width) / 2, cy = Double(height) / 2
        func hex(_ c: Color) -> String {
            let bytes = [c.red, c.green, c.blue].map { WholeNumber.clamped(min(max($0, 0), 1) * 255) }
            return "#" + bytes.map { String(format2: $0) }.joined()
        }
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
            <defs><linearGradient id="g" gradientUnits="userSpaceOnUse" \
            x1="\(cx - dx * half)" y1="\(cy - dy * half)" x2="\(cx + dx * half)" y2="\(cy + dy * half)">\
            <stop offset="0" stop-color="\(hex(from))"/><stop offset="1" stop-color="\(hex(to))"/></linearGradient></defs>\
            <rect width="\(width)" height="\(height)" fill="url(#g)"/></svg>
            """
        // The SVG loader gives premultiplied-ready RGBA; opaque here, so straight and premultiplied agree.
        return try VImage.svg(svg).castUChar()
    }
}

extension String {
    /// Two lowercase hex digits.
    init(format2 value: Int) {
        let digits = String(value, radix: 16)
        self = digits.count == 1 ? "0" + digits : digits
    }
}
