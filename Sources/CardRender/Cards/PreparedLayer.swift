/// A layer's pixels before placement: premultiplied 8-bit RGBA, with `padding` transparent pixels
/// on every side (room for the shadow and for smooth edges under rotation).
struct PreparedLayer: @unchecked Sendable {
    let image: VImage
    let padding: Int
    /// The layer's own pixel size inside the padding.
    let width: Int
    let height: Int

    var byteCount: Int { image.width * image.height * 4 }
}
