import CardCheck
import CardImaging
import Foundation
import Testing

/// How far a rendered image may stray from its golden and still match.
package struct GoldenTolerance: Sendable {
    /// pixelmatch's colour threshold (0 to 1): a pixel differs when its YIQ distance exceeds it; 0, any change.
    package var threshold: Double
    /// The share of pixels (0 to 1) that may differ.
    package var maxDifferentRatio: Double
    /// The largest mean difference, in levels over every channel of every pixel; nil, no limit.
    package var maxMeanDifference: Double?

    package init(threshold: Double, maxDifferentRatio: Double, maxMeanDifference: Double? = nil) {
        self.threshold = threshold
        self.maxDifferentRatio = maxDifferentRatio
        self.maxMeanDifference = maxMeanDifference
    }

    /// What another libvips, cairo or zlib build may change: a few edge pixels rounded apart.
    /// At most 0.1 % of pixels may differ by more than 0.0195, which is below the distance of any
    /// change of more than 16 levels in a channel (the least, about 0.0198, is a bluish one), and
    /// the mean difference stays under half a level.
    package static let otherBuilds = GoldenTolerance(
        threshold: 0.0195, maxDifferentRatio: 0.001, maxMeanDifference: 0.5)
}

/// The golden images under fixtures/golden/: a rendered image is compared with its golden by the
/// library's own pixel comparison, or, with CARDRENDER_RECORD_GOLDEN=1 (`make golden`), recorded
/// as the new golden.
package enum GoldenImage {
    package static let recording = ProcessInfo.processInfo.environment["CARDRENDER_RECORD_GOLDEN"] == "1"

    /// Expects `rendered` to match fixtures/golden/`name` within `tolerance`. `pages`: every page
    /// of an animated image, stacked top to bottom as libvips loads them.
    package static func expectMatch(
        _ rendered: String, golden name: String, tolerance: GoldenTolerance, pages: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = (Repository.golden as NSString).appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: rendered, toPath: golden)
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            Issue.record("\(golden) is missing: run `make golden`", sourceLocation: sourceLocation)
            return
        }
        try VipsRuntime.start()
        let suffix = pages ? "[n=-1]" : ""
        let expected = try VImage.load(golden + suffix), actual = try VImage.load(rendered + suffix)
        try #require(
            expected.width == actual.width && expected.height == actual.height && expected.bands == actual.bands,
            "\(name): \(actual.width)×\(actual.height)×\(actual.bands), golden \(expected.width)×\(expected.height)×\(expected.bands)",
            sourceLocation: sourceLocation)
        if let limit = tolerance.maxMeanDifference {
            let mean = try PixelDifference(expected, actual, threshold: 0).mean
            #expect(mean <= limit, "\(name): mean difference \(mean) levels", sourceLocation: sourceLocation)
        }
        // Loaded again: a loaded image's pixels are read once, in order.
        let a = try rgba(VImage.load(golden + suffix)), b = try rgba(VImage.load(rendered + suffix))
        var options = DiffOptions()
        options.threshold = tolerance.threshold
        options.detectAntialiasing = false
        let counts = a.withUnsafeBytes { e in
            b.withUnsafeBytes { r in
                PixelComparator.compare(
                    PixelView(bytes: e.baseAddress!, width: expected.width, height: expected.height),
                    PixelView(bytes: r.baseAddress!, width: actual.width, height: actual.height), options: options)
            }
        }
        let total = expected.width * expected.height
        #expect(
            Double(counts.different) <= tolerance.maxDifferentRatio * Double(total),
            "\(name): \(counts.different) of \(total) pixels differ (threshold \(tolerance.threshold))",
            sourceLocation: sourceLocation)
    }

    /// The image as 8-bit sRGB with alpha, four bytes a pixel, as the comparison reads it.
    private static func rgba(_ image: VImage) throws -> [UInt8] {
        var converted = try image.toSRGB().castUChar()
        if converted.bands == 3 { converted = try converted.joined(constants: [255]) }
        return try converted.pixels()
    }
}
