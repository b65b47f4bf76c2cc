import CardFoundation

extension ComposedFrame {
    /// Writes the frame as a PNG file, atomically (see `PNGEncoder.save`): an opaque frame's
    /// canvas is spent.
    func savePNG(to file: OutputFile, compression: Int) throws {
        try PNGEncoder.save(to: file) { write in try PNGEncoder.encode(self, compression: compression, write) }
    }
}
