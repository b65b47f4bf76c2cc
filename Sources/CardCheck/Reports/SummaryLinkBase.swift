import CardFoundation
import Foundation

/// Where a Markdown summary's links to the diff output folder start, as a link destination
/// prefix (ending in `/`, or empty). A summary is read where it lies, or where CI posts it, never
/// from the working directory of the run that wrote it.
enum SummaryLinkBase {
    /// `given`: the URL or path the user says the folder is published at, used as written (only
    /// what would end a Markdown link is encoded). Otherwise the path from the summary file's
    /// folder to `folder`; from the working directory when the summary is a stream
    /// (`/dev/stdout`, a FIFO), which is read there.
    static func base(_ given: String?, summary: String, folder: String) -> String {
        if let given { return given.isEmpty ? "" : MarkdownLink.encodedURL(given.hasSuffix("/") ? given : given + "/") }
        let summaryFolder = PathParts.folder(of: summary)
        let from = isStream(summary) || summaryFolder.isEmpty ? FileManager.default.currentDirectoryPath : summaryFolder
        let relative = relativePath(from: from, to: folder)
        return relative.isEmpty ? "" : MarkdownLink.destination(relative) + "/"
    }

    /// `../out/diff` from `reports` to `out/diff`, links resolved on both sides.
    static func relativePath(from origin: String, to target: String) -> String {
        let base = CanonicalPath.of(origin).split(separator: "/"),
            destination = CanonicalPath.of(target).split(separator: "/")
        var common = 0
        while common < base.count && common < destination.count && base[common] == destination[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + destination[common...].map(String.init)).joined(
            separator: "/")
    }

    private static func isStream(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
    }
}
