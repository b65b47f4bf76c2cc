/// The names of the files and folder a diff writes besides its diff images.
public enum DiffFileNames {
    public static let contactSheet = "contact-sheet.png"
    public static let json = "report.json"
    public static let junit = "report.junit.xml"
    public static let reviewPage = "report.html"
    public static let summary = "summary.md"
    /// A golden check's report folder, inside the rendered output.
    public static let diffFolder = "diff"
    /// Every name above that is a file.
    static let fixed = [contactSheet, json, junit, reviewPage, summary]
}
