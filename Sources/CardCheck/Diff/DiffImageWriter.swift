import CardFoundation
import CardImaging
import CardSettings
import Foundation

/// Writes the diff run's pictures as PNGs, atomically (temporary name, then rename), and returns
/// the record of the bytes written for the report.
enum DiffImageWriter {
    /// Diff images are mostly flat grey: they compress well even at DEFLATE level 1, which is
    /// several times faster than the default.
    static let diffImageCompression = PNGCompression.libdeflate(level: 1)

    /// A diff image from RGB bytes, creating its folder. Encoded straight from `rgb` (the same
    /// bytes `PNGEncoder` makes of an image of those pixels), with no copy of the pixels beside it.
    static func write(
        rgb: [UInt8], width: Int, height: Int, to relative: String, in folder: GuardedFolder
    ) throws -> DiffOutputFile {
        precondition(rgb.count == width * height * 3, "RGB byte count does not match the size")
        try folder.createFolders((relative as NSString).deletingLastPathComponent)
        return try rgb.withUnsafeBytes {
            try write(pixels: $0, width: width, height: height, bands: 3, to: relative, in: folder)
        }
    }

    /// Packed 8-bit pixels as the PNG `relative` (its folder must exist), encoded as diff images
    /// are; `admit` sees the PNG's size first and may refuse it by throwing.
    static func write(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, bands: Int, to relative: String,
        in folder: GuardedFolder, admit: (Int) throws -> Void = { _ in }
    ) throws -> DiffOutputFile {
        do {
            return try PNGEncoder.encode(
                pixels: pixels, width: width, height: height, bands: bands, compression: diffImageCompression
            ) { bytes in
                try admit(bytes.count)
                try PNGEncoder.save(bytes, to: folder.file(relative))
                return DiffOutputFile(path: relative, contents: bytes)
            }
        } catch let failure as PNGEncoder.Failure {
            throw AtomicFile.WriteError(path: folder.path(relative), reason: "\(failure)")
        }
    }

    /// `image` as the PNG `file`; `relative`: its path in the output folder, for the record.
    static func save(
        _ image: VImage, to file: OutputFile, as relative: String, compression: Int = 6
    ) throws -> DiffOutputFile {
        var record: DiffOutputFile?
        try PNGEncoder.save(to: file) { write in
            try PNGEncoder.encode(image, compression: compression) { bytes in
                record = DiffOutputFile(path: relative, contents: bytes)
                try write(bytes)
            }
        }
        return record!
    }
}
