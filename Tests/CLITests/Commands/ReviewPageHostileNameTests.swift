import Foundation
import Testing

/// The review page of a diff whose folders hold names an attacker chose (a golden folder from a
/// pull request): the page's own script must still run, and the names show as text.
@Suite struct ReviewPageHostileNameTests {
    /// The DOM of `page` after its scripts ran, as headless Chromium serialises it.
    private func renderedDOM(_ page: String, profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Chromium.path!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
            "--dump-dom", URL(fileURLWithPath: page).absoluteString
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        .enabled(if: Chromium.path != nil, "\(Chromium.missing)"),
        arguments: ["<!--<script>.png", "a&amp;b<i>c.png"])
    func aNameThatLooksLikeMarkupLeavesThePageWorking(name: String) throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing(name)
        let out = folders.work.file("review")
        let diff = try CLIRunner.run(["diff", folders.expected, folders.actual, "--out", out])
        #expect(diff.status == 1, "\(diff.stdout)\(diff.stderr)")

        let dom = try renderedDOM(
            (out as NSString).appendingPathComponent("report.html"), profile: folders.work.file("profile"))
        // The index is drawn by the page's script: it is there only when the script ran.
        #expect(
            dom.contains(#"<table class="index" id="index">"#), "the page's script did not run: \(dom.suffix(2000))")
        let asText = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(
            dom.contains(#"<span class="name">\#(asText)</span>"#), "the name is not shown as text: \(dom.suffix(2000))"
        )
    }
}
