@testable import CardImaging
import Testing
@testable import CardCheck
@testable import CardSettings
import TestSupport

@Suite struct DiffRulesTests {
    @Test func theMostSpecificRuleWinsFieldByFieldAndRegionsAddUp() {
        var rules = DiffRules()
        rules.scale = 2
        var scene = DiffRules.Tolerance(), animation = DiffRules.Tolerance(), frame = DiffRules.Tolerance()
        scene.threshold = 0.2
        scene.maxDiffPixels = 10
        scene.ignore = [DiffRules.Region(x: 0, y: 0, width: 10, height: 5)]
        animation.maxDiffPixels = 40
        animation.ignore = [DiffRules.Region(x: 1.25, y: 2, width: 1, height: 1)]
        frame.antialiasing = false
        rules.rules = ["deck": scene, "deck/swipe-right": animation, "deck/swipe-right/frame-0003.png": frame]

        let (options, ignore) = rules.resolve("deck/swipe-right/frame-0003.arm64.png", base: DiffOptions())
        #expect(options.threshold == 0.2 && options.maxDiffPixels == 40 && !options.detectAntialiasing)
        // Points times the scale, widened to whole pixels.
        #expect(ignore == [PixelRect(x: 0, y: 0, width: 20, height: 10), PixelRect(x: 2, y: 4, width: 3, height: 2)])
        let other = rules.resolve("sheet/still.png", base: DiffOptions())
        #expect(other.options == DiffOptions() && other.ignore.isEmpty)
    }

    @Test func commandLineOptionsWinOverTheConfigDefaults() {
        var rules = DiffRules()
        rules.defaults.threshold = 0.3
        rules.defaults.maxDiffRatio = 0.01
        var given = DiffOptions()
        given.threshold = 0.05
        let base = rules.baseOptions(given, given: ["threshold"])
        #expect(base.threshold == 0.05 && base.maxDiffRatio == 0.01)
    }

    @Test func ignoredPixelsAreNotCountedAndShowTinted() {
        let white: [UInt8] = [255, 255, 255]
        let expected = DiffTestImages.solid(10, 10, white)
        let actual = DiffTestImages.frame(10, 10) { x, y in x < 4 || (x == 8 && y == 8) ? [0, 0, 0] : white }
        var diff = [UInt8](repeating: 0, count: 10 * 10 * 3)
        let counts = expected.withView { e in
            actual.withView { a in
                diff.withUnsafeMutableBufferPointer {
                    PixelComparator.compare(
                        e, a, options: DiffOptions(), diff: $0.baseAddress,
                        ignore: [PixelRect(x: 0, y: 0, width: 4, height: 10)])
                }
            }
        }
        #expect(counts.different == 1)
        #expect(Array(diff[(8 * 10 + 8) * 3..<(8 * 10 + 8) * 3 + 3]) == [255, 0, 0])
        let tinted = Array(diff[0..<3])
        #expect(tinted[2] > tinted[0], "blue tint over the ignored region: \(tinted)")
    }
}
