import CardFoundation
import Glibc

/// A file a diff compares: its path as reports show it, and the compared folder it lies in when
/// it lies in one (EXPECTED or ACTUAL, the golden folder, the render's output). Below that folder
/// nothing is followed: a link to the file, or to a folder on the way, is an error, since a golden
/// PNG linked to the very output it is checked against would pass whatever is drawn. A file the
/// user names directly (no folder) is opened as named, link or not.
struct ComparedFile: Sendable {
    var path: String
    var folder: String?

    func open() throws(InputFile.Problem) -> InputFile {
        guard let folder else { return try InputFile.open(path) }
        guard let relative = Self.relative(path, in: folder) else { throw .cannotOpen(EINVAL) }
        return try InputFile.open(below: folder, relative: relative)
    }

    /// `folder/relative`, the path of a file in a compared folder (and the one `relative` reads back).
    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    static func relative(_ path: String, in folder: String) -> String? {
        let prefix = join(folder, "")
        return path.hasPrefix(prefix) && path.count > prefix.count ? String(path.dropFirst(prefix.count)) : nil
    }
}
