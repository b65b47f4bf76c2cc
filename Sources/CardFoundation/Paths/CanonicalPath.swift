import Foundation

/// How paths are compared for "the same place": absolute, with links and `..` resolved as far as
/// the path exists.
package enum CanonicalPath {
    package static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
