import CardFoundation
import Foundation

/// Where the page expects its images, for when they are not there: the page refers to EXPECTED's
/// and ACTUAL's frames by relative paths, so it shows them only beside those folders (a CI
/// artefact of the diff folder alone has none of them). Folders are named as the diff was given
/// them; `uploads` are the ones to keep together, none inside another.
struct ReviewPageLayout: Encodable, Equatable {
    var expected: String
    var actual: String
    /// The page itself, as the diff's output folder was given.
    var page: String
    var uploads: [String]

    init(expected: String, actual: String, folder: String) {
        self.expected = expected
        self.actual = actual
        page = (folder as NSString).appendingPathComponent(ReviewPage.fileName)
        // The outermost of the three: a folder inside another travels with it.
        let places = [expected, actual, folder]
        let canonical = places.map(CanonicalPath.of)
        var kept: [String] = []
        for (index, place) in places.enumerated() {
            let inside = canonical.indices.contains { other in
                other != index && canonical[other] != canonical[index]
                    && canonical[index].hasPrefix(
                        canonical[other].hasSuffix("/") ? canonical[other] : canonical[other] + "/")
            }
            let duplicate = canonical[..<index].contains(canonical[index])
            if !inside && !duplicate { kept.append(Self.named(place)) }
        }
        uploads = kept
    }

    /// A folder as given, with a trailing slash (`golden/`); a file as it is.
    private static func named(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return path
        }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
