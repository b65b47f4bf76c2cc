@testable import CardImaging
import Testing
import TestSupport

/// Text is drawn as the user wrote it: Inter's contextual alternates would turn the x of
/// "4000x300" into a multiplication sign.
@Suite struct TextAsWrittenTests {
    private func pixels(_ image: VImage) throws -> [UInt8] {
        let memory = try image.materialized("reading text")
        return try (0..<memory.height).flatMap { y in
            try (0..<memory.width).flatMap { x in try TestImages.pixel(memory, x, y) }
        }
    }

    @Test func anXBetweenDigitsStaysAnX() throws {
        let written = try TextPainter.mask("4000x300", pixelSize: 40)
        let times = try TextPainter.mask("4000×300", pixelSize: 40)
        let sameSize = written.width == times.width && written.height == times.height
        let differ = try !sameSize || pixels(written) != pixels(times)
        #expect(differ, "4000x300 is drawn as 4000×300")
    }
}
