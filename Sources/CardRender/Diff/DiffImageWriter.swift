import Foundation

/// Writes the diff run's pictures as PNGs, atomically (temporary name, then rename).
enum DiffImageWriter {
    /// A diff image from RGB bytes, creating its folder.
    static func write(rgb: [UInt8], width: Int, height: Int, to path: String) throws {
        try OutputFolder.create((path as NSString).deletingLastPathComponent)
        try save(try VImage.fromPixels(rgb, width: width, height: height, bands: 3), to: path)
    }

    static func save(_ image: VImage, to path: String) throws {
        try AtomicFile.write(to: path) { temporary in
            do {
                try image.savePNG(to: temporary, compression: 6)
            } catch let failure as VipsFailure {
                throw AtomicFile.WriteError(path: path, reason: failure.description)
            }
        }
    }
}
