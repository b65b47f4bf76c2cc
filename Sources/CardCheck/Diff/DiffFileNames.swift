/// The names of the files and folder a diff writes besides its diff images.
package enum DiffFileNames {
    package static let contactSheet = "contact-sheet.png"
    package static let json = "report.json"
    package static let junit = "report.junit.xml"
    package static let reviewPage = "report.html"
    package static let summary = "summary.md"
    /// A golden check's report folder, inside the rendered output.
    package static let diffFolder = "diff"
    /// The folders a diff writes APNG frames into, by side, to compare them as PNG files.
    static let expectedFrames = "expected-frames"
    static let actualFrames = "actual-frames"
    /// Every name above that is a file.
    static let fixed = [contactSheet, json, junit, reviewPage, summary]

    /// Whether `path` is a frame a diff wrote out of an APNG.
    static func isAPNGFrame(_ path: String) -> Bool {
        (path.hasPrefix(expectedFrames + "/") || path.hasPrefix(actualFrames + "/")) && path.hasSuffix(".png")
    }
}
