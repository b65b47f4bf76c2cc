import CardGeometry
import Foundation

/// Turns a scene frame into pixels: every layer's prepared image moved into place with sub-pixel
/// precision and composited over the background in one libvips pass.
final class FrameCompositor: Sendable {
    let scale: Double
    private let photos: PhotoLibrary
    private let painter: LayerPainter
    private let cache: LayerCache

    init(scale: Double, photos: PhotoLibrary, cache: LayerCache = LayerCache()) {
        self.scale = scale
        self.photos = photos
        self.painter = LayerPainter(scale: scale, photos: photos)
        self.cache = cache
    }

    func pixelSize(of canvas: Size) -> (width: Int, height: Int) {
        Self.pixelSize(canvas, scale)
    }

    static func pixelSize(_ canvas: Size, _ scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((canvas.width * scale).rounded())), max(1, Int((canvas.height * scale).rounded())))
    }

    /// The frame as 8-bit sRGB, computed into memory: RGB when the background is opaque, RGBA otherwise.
    func render(_ frame: SceneFrame) throws -> VImage {
        let size = pixelSize(of: frame.canvas)
        let canvasRect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        var images = [try background(frame.background, width: size.width, height: size.height)]
        var offsets = [(x: 0, y: 0)]

        for layer in frame.layers where layer.alpha > 0 && layer.scale > 0 {
            let prepared = try prepared(layer.look)
            var image = prepared.image
            if layer.alpha < 1 {
                // Premultiplied: fading scales every band alike.
                image = try image.linear([layer.alpha], [0])
            }
            let placement = LayerPlacement(layer: layer, prepared: prepared, scale: scale)
            let window = placement.bounds(width: image.width, height: image.height).intersection(canvasRect)
            if window.isEmpty { continue }
            let offsets2 = placement.vipsOffsets
            images.append(try image.affine(placement.a, placement.b, placement.c, placement.d,
                                           odx: offsets2.odx, ody: offsets2.ody, window: window))
            offsets.append((window.x, window.y))
        }

        var composed = try VImage.compositeOver(images, offsets: offsets)
        if frame.background.isOpaque {
            composed = try composed.bands(0, count: 3)
        } else {
            composed = try composed.unpremultiplied()
        }
        return try composed.castUChar().materialized("rendering a frame")
    }

    private func prepared(_ look: LayerLook) throws -> PreparedLayer {
        try cache.layer(for: look) { try painter.paint(look) }
    }

    private func background(_ color: Color, width: Int, height: Int) throws -> VImage {
        let a = color.alpha
        let rgba = [color.red * a * 255, color.green * a * 255, color.blue * a * 255, a * 255]
        return try VImage.black(width: width, height: height, bands: 4).linear([0, 0, 0, 0], rgba).castUChar()
    }
}
