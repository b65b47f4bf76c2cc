/// A layer's pixels before placement: premultiplied 8-bit RGBA, with `padding` transparent pixels
/// on every side (room for the shadow and for smooth edges under rotation).
struct PreparedLayer: @unchecked Sendable {
    let image: VImage
    let padding: Int
    /// The layer's own pixel size inside the padding.
    let width: Int
    let height: Int
    /// `image`'s pixels in memory (alive as long as `image`), read by every frame that draws it.
    let pixels: UnsafePointer<UInt8>
    let stride: Int

    /// `image` must be 8-bit RGBA; it is computed into memory here, once.
    init(image: VImage, padding: Int, width: Int, height: Int) throws {
        precondition(image.bands == 4 && image.isEightBit && padding >= 1, "a prepared layer is 8-bit RGBA with a transparent border")
        self.image = try image.inMemory("preparing a layer")
        self.padding = padding
        self.width = width
        self.height = height
        (pixels, stride) = self.image.memoryPixels
    }

    var byteCount: Int { image.width * image.height * 4 }
}
