import Foundation

/// Writes the diff run's pictures as PNGs, atomically (temporary name, then rename).
enum DiffImageWriter {
    /// A diff image from RGB bytes, creating its folder. Mostly flat grey, it compresses well
    /// even at DEFLATE level 1, which is several times faster than the default.
    static func write(rgb: [UInt8], width: Int, height: Int, to relative: String, in folder: GuardedFolder) throws {
        try folder.createFolders((relative as NSString).deletingLastPathComponent)
        try save(try VImage.fromPixels(rgb, width: width, height: height, bands: 3), to: folder.path(relative), compression: 1)
    }

    static func save(_ image: VImage, to path: String, compression: Int = 6) throws {
        try image.savePNG(to: path, compression: compression)
    }
}
