import Testing
@testable import CardCheck
import TestSupport

/// The record a diff keeps of each file it writes.
@Suite struct DiffOutputFileTests {
    @Test func theChecksumIsCRC64XZ() {
        // The check value of CRC-64/XZ (also called CRC-64/GO-ECMA).
        #expect(DiffOutputFile(path: "x", data: Array("123456789".utf8)).crc64 == "995dc9bbdf1939fa")
        #expect(DiffOutputFile(path: "x", data: []) == DiffOutputFile(path: "x", data: []))
        #expect(DiffOutputFile(path: "x", data: []).crc64 == "0000000000000000")
        #expect(DiffOutputFile(path: "x", data: [1]).bytes == 1)
    }

    @Test func onlyADiffsOwnKindsOfFileMayBeReplacedOnARecord() {
        for name in [
            "x.diff.png", "deck/swipe/frame-0001.diff.png", "contact-sheet.png", "report.html", "report.junit.xml",
            "summary.md"
        ] {
            #expect(DiffOutputFile.isDiffOutputName(name), "\(name)")
        }
        for name in [
            "notes.md", "keep/thesis.tex", "x.png", "report.json", "deck/report.html", ".diff.png", "a/.diff.png",
            "x.diff.png.txt"
        ] {
            #expect(!DiffOutputFile.isDiffOutputName(name), "\(name)")
        }
    }
}
