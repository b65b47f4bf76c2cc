import CardFoundation
import CardSettings

/// The one route from a composed frame to a file: every still, frame and contact sheet is
/// encoded and written here, and a repeated frame's kept bytes through `PNGEncoder.save(_:to:)`,
/// so all of them fail the same way (see `PNGEncoder.save`).
extension ComposedFrame {
    /// Writes the frame as a PNG file, atomically (see `PNGEncoder.save`): an opaque frame's
    /// canvas is spent. `keep`, when given, is handed the PNG's bytes once they are written (valid
    /// only during the call), for frames that repeat this one.
    package func savePNG(
        to file: OutputFile, compression: PNGCompression, keep: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws {
        try PNGEncoder.save(to: file) { write in
            try PNGEncoder.encode(self, compression: compression) { png in
                try write(png)
                keep?(png)
            }
        }
    }

    /// `savePNG(to:compression:)` with the compression as a manifest records it (a
    /// `PNGCompression.code`): a code that is none is an error.
    package func savePNG(to file: OutputFile, compression code: Int) throws {
        try PNGEncoder.save(to: file) { write in try PNGEncoder.encode(self, compression: code, write) }
    }
}
