import CardGeometry
@testable import CardImaging
import Foundation
import TestSupport
@testable import CardRender

/// Two flat photos in a fresh folder (`red.png` 120 × 90, `blue.png` 60 × 90), an app icon with a
/// transparent border (`icon.png`, 20 × 10: an opaque green middle 10 × 10), and the painter of
/// any layer content over them.
struct ContentArtFixture {
    let folder: TestFolder
    let photos: PhotoLibrary
    let icon: String

    init() throws {
        try VipsRuntime.start()
        folder = try TestFolder()
        try TestImages.solid(width: 120, height: 90, [200, 60, 40]).save(to: folder.file("red.png"))
        try TestImages.solid(width: 60, height: 90, [30, 60, 220]).save(to: folder.file("blue.png"))
        var pixels: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 { pixels += (5..<15).contains(x) ? [0, 200, 0, 255] : [0, 0, 0, 0] }
        }
        icon = folder.file("icon.png")
        try VImage.fromPixels(pixels, width: 20, height: 10, bands: 4).save(to: icon)
        photos = PhotoLibrary(
            files: [
                PhotoFile(path: folder.file("red.png"), label: ""), PhotoFile(path: folder.file("blue.png"), label: "")
            ],
            cover: (120, 90))
    }

    /// `content` painted at width × height pixels (premultiplied RGBA), before corners and shadow.
    func paint(_ content: LayerContent, width: Int, height: Int, scale: Double = 1) throws -> VImage {
        try ContentArt(scale: scale, photos: photos, covers: CoverCrop()).paint(content, width: width, height: height)
    }

    /// The pixel at (x, y), RGBA.
    static func pixel(_ image: VImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        try TestImages.pixel(image, x, y)
    }

    /// The smallest box holding every pixel whose alpha is above `threshold`; nil when none is.
    static func inkBox(_ image: VImage, threshold: UInt8 = 0) throws -> PixelRect? {
        let pixels = try image.pixels()
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        for y in 0..<image.height {
            for x in 0..<image.width where pixels[(y * image.width + x) * image.bands + image.bands - 1] > threshold {
                left = min(left, x)
                top = min(top, y)
                right = max(right, x)
                bottom = max(bottom, y)
            }
        }
        guard right >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
