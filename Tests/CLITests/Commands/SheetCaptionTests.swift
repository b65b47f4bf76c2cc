import Foundation
import Testing
import TestSupport

/// The sheet's rows show a photo's captions as the deck's cards do: the name line in place of
/// the file's name, and the caption under it.
@Suite struct SheetCaptionTests {
    static let sheet = [
        "--input", Repository.photos, "--scene", "sheet", "--animation", "settle", "--scale", "0.5", "--fps", "2"
    ]

    /// The sheet's still rendered into `out` with `extra` options.
    private func still(_ extra: [String], into out: String) throws -> Data {
        let result = try CLIRunner.run(Self.sheet + ["--out", out] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: (out as NSString).appendingPathComponent("sheet/still.png")))
    }

    @Test func captionsChangeTheRowsAndANameEqualToTheFilesChangesNothing() throws {
        let work = try TestFolder(); defer { work.remove() }
        let plain = try still([], into: work.file("plain"))
        let captioned = try still(["--captions", CaptionCommandTests.captions], into: work.file("captioned"))
        #expect(captioned != plain, "the sheet's rows ignore --captions")
        // --labels name keeps the name line and drops the caption under it.
        let named = try still(
            ["--captions", CaptionCommandTests.captions, "--labels", "name"], into: work.file("named"))
        #expect(named != plain && named != captioned)
        // A caption that only repeats the file's name draws the row as without captions.
        try "file,name\nastronaut.png,astronaut\nchelsea.png,chelsea\n".write(
            toFile: work.file("same.csv"), atomically: true, encoding: .utf8)
        let same = try still(["--captions", work.file("same.csv")], into: work.file("same"))
        #expect(same == plain)
    }
}
