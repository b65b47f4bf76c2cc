@testable import CardImaging
import Foundation
import Testing
import TestSupport

/// Every format the README promises is recognised as a photo and decoded to sRGB.
@Suite struct InputFormatTests {
    @Test(arguments: ["jpg", "png", "webp", "tif", "gif", "avif", "heic"])
    func formatIsReadAsAPhoto(ext: String) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let path = folder.file("photo.\(ext)")
        try TestImages.solid(width: 64, height: 48, [40, 160, 220]).save(to: path)
        guard case .photo = PhotoFolder.classify(path) else {
            Issue.record("\(ext) was not classified as a photo")
            return
        }
        let image = try PhotoDecoder.decode(PhotoFile(path: path), cover: (width: 64, height: 48))
        #expect(image.bands == 3 && image.width == 64 && image.height == 48)
        let pixel = try TestImages.pixel(image, 32, 24).map(Int.init)
        // Lossy formats and GIF's palette shift colours a little.
        #expect(zip(pixel, [40, 160, 220]).allSatisfy { abs($0 - $1) <= 12 }, "\(ext): \(pixel)")
    }

    @Test func unsupportedFormatsAreRefusedByName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        // A valid image in a format cardrender does not accept (libvips's own .v format).
        let path = folder.file("raw.v")
        try TestImages.solid(width: 8, height: 8, [1, 2, 3]).save(to: path)
        guard case let .issue(issue) = PhotoFolder.classify(path) else {
            Issue.record(".v was accepted")
            return
        }
        #expect(issue.reason.contains("unsupported image format"))
        #expect(issue.severity == .failed)
    }

    @Test func nonImagesAreSkippedAndBrokenPhotosFail() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try "hello".write(toFile: folder.file("notes.txt"), atomically: true, encoding: .utf8)
        try "hello".write(toFile: folder.file("fake.png"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.file("dir.png"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("gone.jpg"), withDestinationPath: folder.file("missing.jpg"))
        let listing = try PhotoFolder.scan(folder.path)
        #expect(listing.photos.isEmpty)
        let reasons = Dictionary(
            uniqueKeysWithValues: listing.issues.map { (($0.path as NSString).lastPathComponent, $0) })
        #expect(reasons["notes.txt"]?.severity == .skipped)
        #expect(reasons["fake.png"]?.severity == .failed)
        #expect(reasons["dir.png"]?.reason == "is a folder, not a photo")
        #expect(reasons["gone.jpg"]?.reason == "broken symbolic link")
    }
}
