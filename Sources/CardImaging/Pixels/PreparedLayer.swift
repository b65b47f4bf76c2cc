import CFrameKernels
import CardGeometry

/// A layer's pixels before placement: premultiplied 8-bit RGBA, with `padding` transparent pixels
/// on every side (room for the shadow and for smooth edges under rotation).
package struct PreparedLayer: @unchecked Sendable {
    package let image: VImage
    let padding: Int
    /// The layer's own pixel size inside the padding.
    let width: Int
    let height: Int
    /// `image`'s pixels in memory (alive as long as `image`), read by every frame that draws it.
    let pixels: UnsafePointer<UInt8>
    let stride: Int

    /// `image` must be 8-bit RGBA; it is computed into memory here, once.
    package init(image: VImage, padding: Int, width: Int, height: Int) throws {
        precondition(
            image.bands == 4 && image.isEightBit && padding >= 1,
            "a prepared layer is 8-bit RGBA with a transparent border")
        self.image = try image.inMemory("preparing a layer")
        self.padding = padding
        self.width = width
        self.height = height
        (pixels, stride) = self.image.memoryPixels
    }

    /// Rectangles of the image (in its pixels) where every pixel is opaque: what a layer drawn
    /// at full alpha hides of the layers under it. Empty until `findOpaqueBoxes`.
    package private(set) var opaqueBoxes: [PixelRect] = []

    package var byteCount: Int { image.width * image.height * 4 }

    /// For content that fills its layer: the layer less its rounded corners, as two bars (one
    /// narrowed by the corners, one shortened), a pixel in from every anti-aliased edge. A bar is
    /// kept only when its pixels are all opaque, so a wrong guess hides nothing.
    package mutating func findOpaqueBoxes(cornerRadius: Double) {
        let inset = WholeNumber.clamped(min(max(cornerRadius, 0), Double(min(width, height))), .up) + 1
        let bars = [
            PixelRect(x: padding + inset, y: padding + 1, width: width - 2 * inset, height: height - 2),
            PixelRect(x: padding + 1, y: padding + inset, width: width - 2, height: height - 2 * inset)
        ]
        opaqueBoxes = bars.filter { bar in
            guard !bar.isEmpty else { return false }
            let opaque = fk_is_opaque(
                pixels, stride, Int32(bar.x), Int32(bar.y), Int32(bar.x + bar.width), Int32(bar.y + bar.height))
            KernelFailure.require(min(opaque, Int32(FK_OK)), "finding a layer's opaque part")
            return opaque == 1
        }
    }
}
