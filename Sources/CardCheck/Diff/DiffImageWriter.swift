import CFrameKernels
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
        let (encoder, level) = diffImageCompression.kernelArguments
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = rgb.withUnsafeBufferPointer {
            fk_png_encode($0.baseAddress, Int32(width), Int32(height), 3, width * 3, encoder, level, &png, &length)
        }
        guard status == 0, let png else {
            throw AtomicFile.WriteError(path: folder.path(relative), reason: "PNG encoding failed (out of memory?)")
        }
        defer { fk_pixels_free(png) }
        let bytes = UnsafeRawBufferPointer(start: png, count: length)
        try PNGEncoder.save(bytes, to: folder.file(relative))
        return DiffOutputFile(path: relative, contents: bytes)
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
