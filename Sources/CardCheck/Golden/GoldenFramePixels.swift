import CardImaging

/// A golden frame's pixels as golden.json records them (`GoldenAnimation.Frame.pixels`) and an
/// APNG golden holds them: RGB rows when the PNG is RGB, RGBA rows otherwise.
struct GoldenFramePixels {
    var pixels: [UInt8]
    var bands: Int
    var width: Int
    var height: Int

    /// Decodes a frame's PNG bytes (cardrender's own decoder for the PNGs it writes).
    init(png bytes: UnsafeRawBufferPointer) throws {
        let frame = try RGBAFrame.decodePNG(bytes)
        // IHDR's colour type (byte 25): 2 is RGB.
        let bands = bytes.count > 25 && bytes[25] == 2 ? 3 : 4
        (self.bands, width, height) = (bands, frame.width, frame.height)
        pixels = frame.withView { view in
            let rgba = UnsafeRawBufferPointer(start: view.bytes, count: frame.byteCount)
            return bands == 3 ? PixelBands.rgb(fromRGBA: rgba) : Array(rgba)
        }
    }
}
