import Foundation

/// Writes the diff run's pictures as PNGs, atomically (temporary name, then rename), and returns
/// the record of the bytes written for the report.
enum DiffImageWriter {
    /// A diff image from RGB bytes, creating its folder. Mostly flat grey, it compresses well
    /// even at DEFLATE level 1, which is several times faster than the default.
    static func write(rgb: [UInt8], width: Int, height: Int, to relative: String, in folder: GuardedFolder) throws -> DiffOutputFile {
        try folder.createFolders((relative as NSString).deletingLastPathComponent)
        return try save(try VImage.fromPixels(rgb, width: width, height: height, bands: 3), to: folder.path(relative), as: relative, compression: 1)
    }

    /// `image` as a PNG at `path`; `relative`: its path in the output folder, for the record.
    static func save(_ image: VImage, to path: String, as relative: String, compression: Int = 6) throws -> DiffOutputFile {
        var record: DiffOutputFile?
        try PNGEncoder.save(to: path) { write in
            try PNGEncoder.encode(image, compression: compression) { bytes in
                record = DiffOutputFile(path: relative, contents: bytes)
                try write(bytes)
            }
        }
        return record!
    }
}
