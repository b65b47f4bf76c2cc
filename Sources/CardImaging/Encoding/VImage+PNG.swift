import CardFoundation
import CardSettings

extension VImage {
    /// Writes the image as a PNG file, atomically: encoded in memory, written under a temporary
    /// name and renamed into place (see `OutputFile`), so a failure (named with the path) leaves
    /// no partial file and whatever was there untouched.
    package func savePNG(to file: OutputFile, compression: Int, colour: ColourTag = .untagged) throws {
        try PNGEncoder.save(to: file) { write in
            try PNGEncoder.encode(self, compression: compression, colour: colour, write)
        }
    }

    /// `savePNG(to:)` at a path the user named.
    package func savePNG(to path: String, compression: Int, colour: ColourTag = .untagged) throws {
        try savePNG(to: OutputFile(path: path), compression: compression, colour: colour)
    }

    /// `savePNG(to:)` with the compression as settings hold it.
    package func savePNG(to file: OutputFile, compression: PNGCompression, colour: ColourTag = .untagged) throws {
        try PNGEncoder.save(to: file) { write in
            try PNGEncoder.encode(self, compression: compression, colour: colour, write)
        }
    }

    /// `savePNG(to:)` at a path the user named, with the compression as settings hold it.
    package func savePNG(to path: String, compression: PNGCompression, colour: ColourTag = .untagged) throws {
        try savePNG(to: OutputFile(path: path), compression: compression, colour: colour)
    }
}
