import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// `DiffOptions.validate()`: the command line's ranges for a library caller, and a diff run with
/// a bad option compares and writes nothing.
@Suite struct DiffOptionsValidationTests {
    static let bad: [(String, String, @Sendable (inout DiffOptions) -> Void)] = [
        ("threshold", "-0.1", { $0.threshold = -0.1 }),
        ("threshold", "1.5", { $0.threshold = 1.5 }),
        ("threshold", "nan", { $0.threshold = .nan }),
        ("maxDiffPixels", "-1", { $0.maxDiffPixels = -1 }),
        ("maxDiffRatio", "2", { $0.maxDiffRatio = 2 }),
        ("fade", "-1", { $0.fade = -1 }),
        ("workers", "0", { $0.workers = 0 }),
        ("workers", "-8", { $0.workers = -8 }),
        ("maxInputPixels", "0", { $0.maxInputPixels = 0 })
    ]

    @Test(arguments: bad.indices)
    func aBadOptionStopsTheRunBeforeAnythingIsWritten(index: Int) throws {
        let (setting, value, spoil) = Self.bad[index]
        var options = DiffOptions()
        spoil(&options)
        let root = try TestFolder(); defer { root.remove() }
        let image = DiffTestImages.solid(4, 4, [255, 255, 255])
        try DiffTestImages.writePNG(image, to: root.file("a.png"))
        try DiffTestImages.writePNG(image, to: root.file("b.png"))
        let failure = #expect(throws: DiffFailure.self) {
            _ = try DiffRun(
                expected: root.file("a.png"), actual: root.file("b.png"), options: options, out: root.file("out")
            )
            .run()
        }
        guard case let .invalidSetting(invalid) = failure?.reason else {
            Issue.record("expected invalidSetting, got \(String(describing: failure))")
            return
        }
        #expect(invalid.setting == setting && invalid.value == value)
        #expect(failure?.description == "\(setting) \(value): \(invalid.requirement)")
        #expect(!FileManager.default.fileExists(atPath: root.file("out")))
    }

    @Test func theDefaultsAndTheRangesEndsAreAccepted() throws {
        try DiffOptions().validate()
        var options = DiffOptions()
        options.threshold = 1
        options.maxDiffRatio = 0
        options.maxDiffPixels = 0
        options.fade = 0
        options.workers = 1
        try options.validate()
    }
}
