import Foundation

/// Completions for an option that takes a word or a file: the words that start with what was
/// typed, then the files and folders whose path does (folders end in `/`, to go on into them).
enum PathCompletion {
    static func candidates(keywords: [String], typed: String) -> [String] {
        let folder = typed.contains("/") ? String(typed[...typed.lastIndex(of: "/")!]) : ""
        let start = String(typed.dropFirst(folder.count))
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let paths = entries.filter { $0.hasPrefix(start) && (start.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map
        { name in
            var isFolder: ObjCBool = false
            let isFolderEntry =
                FileManager.default.fileExists(atPath: folder + name, isDirectory: &isFolder) && isFolder.boolValue
            return folder + name + (isFolderEntry ? "/" : "")
        }
        return keywords.filter { $0.hasPrefix(typed) } + paths
    }
}
