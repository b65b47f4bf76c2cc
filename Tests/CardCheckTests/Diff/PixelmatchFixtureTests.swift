@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// cardrender's diff counts what pixelmatch 6.0.0 counts: its own test pairs (copied under
/// fixtures/peer/pixelmatch with their ISC licence), with the counts its `test/test.js` pins.
@Suite struct PixelmatchFixtureTests {
    static let folder = Repository.fixtures.appendingPathComponent("peer/pixelmatch").path

    static func frame(_ name: String) throws -> RGBAFrame {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("\(name).png")))
        return try data.withUnsafeBytes { try RGBAFrame.decodePNG($0) }
    }

    /// (expected, actual, threshold, differing pixels) as pixelmatch's tests state them.
    static let published: [(String, String, Double, Int)] = [
        ("1a", "1b", 0.05, 143), ("1a", "1b", 0.1, 106), ("1a", "1a", 0, 0),
        ("2a", "2b", 0.05, 12437), ("3a", "3b", 0.05, 212), ("4a", "4b", 0.05, 36049),
        ("5a", "5b", 0.05, 0), ("6a", "6b", 0.05, 51), ("6a", "6a", 0, 0), ("7a", "7b", 0.1, 2448)
    ]

    @Test(arguments: published.indices)
    func countsArePixelmatchs(_ index: Int) throws {
        let (expectedName, actualName, threshold, count) = Self.published[index]
        try VipsRuntime.start()
        let expected = try Self.frame(expectedName), actual = try Self.frame(actualName)
        var options = DiffOptions()
        options.threshold = threshold
        let counts = expected.withView { e in actual.withView { a in PixelComparator.compare(e, a, options: options) } }
        #expect(counts.different == count, "\(expectedName)/\(actualName) at \(threshold)")
    }

    @Test func withoutAntialiasingDetectionEveryChangedPixelCounts() throws {
        try VipsRuntime.start()
        let expected = try Self.frame("4a"), actual = try Self.frame("4b")
        var options = DiffOptions()
        options.threshold = 0.05
        options.detectAntialiasing = false
        let counts = expected.withView { e in actual.withView { a in PixelComparator.compare(e, a, options: options) } }
        #expect(counts.antialiased == 0)
        #expect(counts.different > 36049, "anti-aliased pixels count as changes too")
    }
}
