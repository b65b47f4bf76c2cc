import Foundation
import Testing
@testable import CardFoundation

/// Names inside a JUnit report: escaped for XML, and two different names never become one.
@Suite struct XMLTextTests {
    @Test func theSpecialCharactersAreEscaped() {
        #expect(XMLText.escape(#"R&D <1> "a" 'b'"#) == "R&amp;D &lt;1&gt; &quot;a&quot; &apos;b&apos;")
        #expect(XMLText.escape("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
    }

    @Test func namesThatDifferOnlyInCharactersXMLCannotHoldStayDifferent() {
        let names = ["a\u{1}.png", "a\u{2}.png", "a\u{1B}.png", "a\u{FFFE}.png", "a\u{FFFF}.png", "a\u{FFFD}.png"]
        let escaped = names.map(XMLText.escape)
        #expect(Set(escaped).count == names.count, "\(escaped)")
        #expect(escaped[2] == "a\\x1B.png" && escaped[4] == "a\\u{FFFF}.png")
        // What is left is XML 1.0's characters only.
        for text in escaped {
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF },
                "\(text.debugDescription)")
        }
    }

    @Test func xmllintReadsEveryEscapedName() throws {
        let xmllint = "/usr/bin/xmllint"
        try #require(FileManager.default.isExecutableFile(atPath: xmllint), "xmllint (libxml2-utils) is missing")
        let names = (0..<0x20).map { "n\(Unicode.Scalar($0)!)" } + ["\u{FFFE}", "\u{FFFF}", "R&D <1>"]
        let cases = names.map { "<testcase name=\"\(XMLText.escape($0))\"/>" }.joined()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xmltext-\(getpid()).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><testsuite>\(cases)</testsuite>".utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
