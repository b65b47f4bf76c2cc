import CFrameKernels
import CardGeometry
import Glibc

/// A frame being composited: premultiplied 8-bit RGBA in memory that this object owns.
final class FrameCanvas: @unchecked Sendable {
    let width: Int
    let height: Int
    let pixels: UnsafeMutableRawPointer
    var stride: Int { width * 4 }

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = allocatePixels(width * height * 4)
    }

    deinit { free(pixels) }

    /// A canvas filled with `color`.
    static func filled(_ color: Color, width: Int, height: Int) -> FrameCanvas {
        let canvas = FrameCanvas(width: width, height: height)
        func channel(_ value: Double) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        let a = min(max(color.alpha, 0), 1)
        fk_fill(canvas.pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), canvas.stride,
                channel(color.red * a), channel(color.green * a), channel(color.blue * a), channel(a))
        return canvas
    }

    /// A copy to draw on, leaving this one (a cached base) untouched.
    func copy() -> FrameCanvas {
        let copy = FrameCanvas(width: width, height: height)
        copy.pixels.copyMemory(from: pixels, byteCount: width * height * 4)
        return copy
    }

    /// Composites a prepared layer through `placement`, faded by `alpha`.
    func draw(_ layer: PreparedLayer, placement: LayerPlacement, alpha: Double) {
        guard let inverse = placement.inverse else { return }
        let window = placement.bounds(width: layer.image.width, height: layer.image.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !window.isEmpty else { return }
        let opacity = UInt8(min(max((alpha * 255).rounded(), 0), 255))
        inverse.withUnsafeBufferPointer { matrix in
            fk_draw_layer(pixels.assumingMemoryBound(to: UInt8.self), stride,
                          layer.pixels, Int32(layer.image.width), Int32(layer.image.height), layer.stride,
                          matrix.baseAddress, opacity,
                          Int32(window.x), Int32(window.y), Int32(window.x + window.width), Int32(window.y + window.height))
        }
    }

    /// The finished frame: RGB when every pixel is opaque (`opaque`), straight RGBA otherwise.
    func image(opaque: Bool) throws -> VImage {
        let bands = opaque ? 3 : 4
        let out = allocatePixels(width * height * bands)
        let source = UnsafePointer(pixels.assumingMemoryBound(to: UInt8.self))
        let target = out.assumingMemoryBound(to: UInt8.self)
        if opaque {
            fk_to_rgb(source, Int32(width), Int32(height), stride, target)
        } else {
            fk_unpremultiply(source, Int32(width), Int32(height), stride, target)
        }
        return try VImage.taking(malloced: out, width: width, height: height, bands: bands)
    }
}
