import CardFoundation
import Foundation

/// A path from one folder to a file as a relative URL reference, for pages opened from the file
/// system: `../golden/deck/swipe-right/frame-0003.png`, each component percent-encoded.
enum RelativeURL {
    static func from(folder: String, to file: String) -> String {
        let base = components(CanonicalPath.of(folder)), target = components(CanonicalPath.of(file))
        var common = 0
        while common < base.count && common < target.count && base[common] == target[common] { common += 1 }
        let steps = Array(repeating: "..", count: base.count - common) + target[common...].map(encode)
        return steps.joined(separator: "/")
    }

    /// A path already relative to the folder (a diff image), encoded.
    static func encodeRelative(_ path: String) -> String {
        path.split(separator: "/").map { encode(String($0)) }.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    private static let allowed = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@")

    static func encode(_ component: String) -> String {
        component.addingPercentEncoding(withAllowedCharacters: allowed) ?? component
    }
}
