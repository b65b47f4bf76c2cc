import Foundation

/// The review page's files, shipped in the package's resources (`Resources/ReviewPage`) and read
/// from the resource bundle beside the binary, as the label fonts are:
/// - `review.html`, the page around the report's data. Its content security policy forbids any
///   request but the images beside it, so the page works offline and cannot reach the network
///   even by mistake. It names what goes into it as `{{STYLE}}`, `{{SCRIPT}}` and `{{DATA}}`.
/// - `review.css`: dark and neutral, so the frames carry the colour.
/// - `review.js`: plain JavaScript, no libraries. It renders the index and, for the selected
///   animation or image, the viewer, timeline, motion curves (each enlarges, with axis ticks and
///   units), the rows of drawn properties that changed and the command that approves the change,
///   from the embedded JSON; the selection lives in the URL's fragment
///   (`#item=deck/swipe-right&frame=12&mode=wipe`). It checks that the images it refers to are
///   beside it and says which folders to keep together when they are not.
///   `window.cardrenderReview` exposes the state for the browser test.
enum ReviewPageResources {
    static let folderName = "ReviewPage"
    static let template = "review.html", style = "review.css", script = "review.js"

    /// A file of the page that is missing, unreadable or not the page's.
    struct Problem: Error, CustomStringConvertible, Sendable {
        var description: String
    }

    /// The page: the template with the CSS, the script and `data` (JSON escaped for a `<script>`
    /// element) in place of its placeholders.
    static func page(data: String) throws -> String {
        let folder = try self.folder()
        return try fill(
            text(template, in: folder),
            with: [
                "STYLE": inlined(text(style, in: folder)),
                "SCRIPT": inlined(text(script, in: folder)),
                "DATA": data
            ])
    }

    /// SwiftPM's name for this target's resource bundle: `<package>_<target>.resources`.
    static let bundleName = "cardrender_\(#fileID.prefix { $0 != "/" }).resources"

    /// `ReviewPage` in the resource bundle. `Bundle.module` stops the program when it finds no
    /// bundle, so a binary copied without its resources folder is told so first.
    static func folder() throws -> URL {
        let bundle = Bundle.main.bundleURL.appendingPathComponent(bundleName)
        guard FileManager.default.fileExists(atPath: bundle.path) else {
            throw Problem(
                description: "the review page's \(template), \(style) and \(script) are missing: "
                    + "\(bundle.path) does not exist (the \(bundleName) folder goes beside the binary)")
        }
        guard let folder = Bundle.module.url(forResource: folderName, withExtension: nil) else {
            throw Problem(
                description: "the review page's \(template), \(style) and \(script) are missing: "
                    + "\(bundle.path) has no \(folderName) folder")
        }
        return folder
    }

    /// The UTF-8 text of `file` in `folder`.
    static func text(_ file: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Problem(description: "the review page's \(file) is missing: \(path) does not exist")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: "the review page's \(file) cannot be read: \(path)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Problem(description: "the review page's \(file) is not UTF-8 text: \(path)")
        }
        return text
    }

    /// The CSS or script as the page holds it: a file's final line break ends its last line,
    /// and `</style>` or `</script>` follows that line directly.
    static func inlined(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// `template` with each `{{NAME}}` replaced by `values[NAME]`, in one pass: what is put in is
    /// never searched for placeholders. Every placeholder needs a value and every value a place.
    static func fill(_ template: String, with values: [String: String]) throws -> String {
        var page = "", rest = Substring(template), used = Set<String>()
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Problem(description: "the review page's \(Self.template) has a {{ without }}")
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[name] else {
                throw Problem(description: "the review page's \(Self.template) has an unknown placeholder {{\(name)}}")
            }
            page += rest[..<open.lowerBound]
            page += value
            used.insert(name)
            rest = rest[close.upperBound...]
        }
        page += rest
        if let missing = values.keys.sorted().first(where: { !used.contains($0) }) {
            throw Problem(description: "the review page's \(Self.template) has no {{\(missing)}}")
        }
        return page
    }
}
