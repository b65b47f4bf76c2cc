import CardFoundation
import CardSettings

extension ComposedFrame {
    /// Writes the frame as a PNG file, atomically (see `PNGEncoder.save`): an opaque frame's
    /// canvas is spent.
    func savePNG(to file: OutputFile, compression: PNGCompression) throws {
        try PNGEncoder.save(to: file) { write in try PNGEncoder.encode(self, compression: compression, write) }
    }

    /// `savePNG(to:compression:)` with the compression as a manifest records it (a
    /// `PNGCompression.code`): a code that is none is an error.
    func savePNG(to file: OutputFile, compression code: Int) throws {
        try PNGEncoder.save(to: file) { write in try PNGEncoder.encode(self, compression: code, write) }
    }
}
