@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck
@testable import CardFoundation

/// Diff images are encoded straight from the comparison's RGB buffer: the same bytes as the
/// image encoder makes of those pixels, recorded as written.
@Suite struct DiffImageWriterTests {
    @Test func straightEncodingGivesTheImageEncodersBytes() throws {
        let root = try TestFolder(); defer { root.remove() }
        let (width, height) = (37, 23)
        let rgb = (0..<width * height * 3).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 5) }
        let record = try DiffImageWriter.write(
            rgb: rgb, width: width, height: height, to: "a/b.diff.png", in: GuardedFolder(root: root.path))
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root.file("a/b.diff.png"))))
        let image = try VImage.fromPixels(rgb, width: width, height: height, bands: 3)
        let expected = try PNGEncoder.encode(image, compression: 1) { [UInt8]($0) }
        #expect(written == expected)
        #expect(record == DiffOutputFile(path: "a/b.diff.png", data: written))
    }
}
