@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// The diff sheet's labels (its title and each pair's path) with a Unicode noncharacter in them
/// draw it as U+FFFD: a PNG named `0a<U+FFFF>b.png` that differs no longer aborts `diff --out`.
@Suite struct DiffSheetTextGateTests {
    @Test(arguments: BadInputs.noncharacters)
    func theSheetDrawsANoncharacterAsTheReplacementCharacter(_ scalar: Unicode.Scalar) throws {
        try VipsRuntime.start()
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("frame.png")
        try DiffTestImages.writePNG(DiffTestImages.solid(20, 20, [10, 200, 30, 255]), to: file)
        func sheet(_ middle: String) throws -> [UInt8] {
            let compared = ComparedFile(path: file, folder: nil)
            let row = DiffSheet.Row(
                path: "deck/0a\(middle)b.png", expected: compared, actual: compared, diff: compared,
                note: "1.5 % of pixels\(middle)")
            return try DiffSheet(title: "2 of 3 differ\(middle)", rows: [row]).image().pixels()
        }
        #expect(try sheet(String(scalar)) == sheet("\u{FFFD}"))
    }
}
