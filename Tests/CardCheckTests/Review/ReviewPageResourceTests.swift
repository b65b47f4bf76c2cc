import Foundation
import Testing
@testable import CardCheck
import TestSupport

/// The review page's shipped files (`Resources/ReviewPage`): the script is JavaScript node
/// accepts, the template is filled in one pass, and a missing or broken file is named.
struct ReviewPageResourceTests {
    /// node from PATH. Without it the script check is skipped, saying so, except in CI (env CI
    /// set), where it runs and fails.
    static let node = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { ($0 as NSString).appendingPathComponent("node") }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let inCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    static let nodeMissing = "node is not installed (scripts/install-deps.sh --test installs it)"

    private func nodeCheck(_ path: String) throws -> (status: Int32, output: String) {
        let node = try #require(Self.node, "\(Self.nodeMissing)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The script as shipped passes `node --check`; a copy with a syntax error does not, so the
    /// check is a real one.
    @Test(.enabled(if: node != nil || inCI, "\(nodeMissing)"))
    func theScriptIsJavaScriptNodeAccepts() throws {
        let script = try ReviewPageResources.folder().appendingPathComponent(ReviewPageResources.script).path
        let shipped = try nodeCheck(script)
        #expect(shipped.status == 0, "\(shipped.output)")

        let folder = try TestFolder(); defer { folder.remove() }
        let text = try String(contentsOfFile: script, encoding: .utf8)
        let broken = text.replacingOccurrences(of: "const items = data.items;", with: "const items = data.items;;)")
        #expect(broken != text)
        try broken.write(toFile: folder.file("review.js"), atomically: true, encoding: .utf8)
        let failing = try nodeCheck(folder.file("review.js"))
        #expect(failing.status != 0 && failing.output.contains("SyntaxError"), "\(failing.output)")
    }

    /// The page puts the CSS and script in whole, without the line break that ends each file.
    @Test func thePageHoldsTheStyleAndScriptInPlaceOfThePlaceholders() throws {
        let folder = try ReviewPageResources.folder()
        let css = try ReviewPageResources.text(ReviewPageResources.style, in: folder)
        let js = try ReviewPageResources.text(ReviewPageResources.script, in: folder)
        #expect(css.hasSuffix("}\n") && js.hasSuffix("})();\n"))
        let page = try ReviewPageResources.page(data: #"{"items":[]}"#)
        #expect(page.hasPrefix("<!doctype html>\n") && page.hasSuffix("</html>\n"))
        #expect(page.contains("<style>\(css.dropLast())</style>"))
        #expect(page.contains("<script>\(js.dropLast())</script>"))
        #expect(page.contains(#"<script type="application/json" id="review-data">{"items":[]}</script>"#))
        #expect(!page.contains("{{"))
    }

    @Test func placeholdersAreFilledInOnePass() throws {
        let page = try ReviewPageResources.fill("<a>{{A}}</a><b>{{B}}</b>", with: ["A": "{{B}}", "B": "x"])
        #expect(page == "<a>{{B}}</a><b>x</b>")
        #expect(throws: ReviewPageResources.Problem.self) {
            try ReviewPageResources.fill("{{A}} {{C}}", with: ["A": ""])
        }
        #expect(throws: ReviewPageResources.Problem.self) {
            try ReviewPageResources.fill("{{A}}", with: ["A": "", "B": ""])
        }
        #expect(throws: ReviewPageResources.Problem.self) { try ReviewPageResources.fill("{{A", with: ["A": ""]) }
        do {
            _ = try ReviewPageResources.fill("<style>{{STYLE}}</style>", with: ["STYLE": "", "DATA": ""])
            Issue.record("a template without {{DATA}} was filled")
        } catch {
            #expect("\(error)" == "the review page's review.html has no {{DATA}}")
        }
    }

    /// A missing file, one that cannot be read (a folder in its place) and one that is not UTF-8
    /// are errors naming the file and its path.
    @Test func aMissingOrUnreadableFileIsNamed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path)
        func message(_ file: String) -> String {
            do {
                _ = try ReviewPageResources.text(file, in: url)
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(
            message("review.js") == "the review page's review.js is missing: \(folder.file("review.js")) does not exist"
        )
        try FileManager.default.createDirectory(atPath: folder.file("review.css"), withIntermediateDirectories: false)
        #expect(message("review.css") == "the review page's review.css cannot be read: \(folder.file("review.css"))")
        try Data([0x3C, 0xFF, 0xFE]).write(to: url.appendingPathComponent("review.html"))
        #expect(
            message("review.html") == "the review page's review.html is not UTF-8 text: \(folder.file("review.html"))")
    }
}
