/// The names of the files and folder a diff writes besides its diff images.
package enum DiffFileNames {
    package static let contactSheet = "contact-sheet.png"
    package static let json = "report.json"
    package static let junit = "report.junit.xml"
    package static let reviewPage = "report.html"
    package static let summary = "summary.md"
    /// A golden check's report folder, inside the rendered output.
    package static let diffFolder = "diff"
    /// Every name above that is a file.
    static let fixed = [contactSheet, json, junit, reviewPage, summary]
}
