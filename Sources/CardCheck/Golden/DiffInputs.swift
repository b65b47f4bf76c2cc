import CardFoundation
import Foundation

/// Matches the PNG files of two folders (recursively, by relative path) or takes two files.
package enum DiffInputs {
    /// Pairs in a fixed order (natural order of their paths). Hidden files and folders, and any
    /// folder listed in `excluding` (such as a diff output folder inside ACTUAL), are left out.
    /// When EXPECTED holds a `golden.json`, it decides what is compared (`GoldenFolder.indexedPairs`).
    /// A PNG whose path is not UTF-8, or a folder that cannot be listed, is a pair of its own that
    /// is an error.
    package static func pairs(expected: String, actual: String, excluding: [String] = []) throws -> [DiffPair] {
        let expectedIsFolder = try kind(of: expected), actualIsFolder = try kind(of: actual)
        guard expectedIsFolder == actualIsFolder else {
            throw DiffFailure(
                .folderAndFile(
                    folder: expectedIsFolder ? expected : actual, file: expectedIsFolder ? actual : expected))
        }
        guard expectedIsFolder else {
            return [DiffPair(path: (expected as NSString).lastPathComponent, expected: expected, actual: actual)]
        }
        // A `diff/` report folder at the top of either side is a diff's output, never its input.
        let skipped =
            (excluding + [expected, actual].map { ($0 as NSString).appendingPathComponent(DiffFileNames.diffFolder) })
            .map(CanonicalPath.of)
        // A golden folder's index says what it holds: the pairs are those a check of it makes.
        if let pairs = try GoldenFolder.indexedPairs(
            golden: expected, actual: actual, skipping: relativeFolders(skipped, under: actual))
        {
            return pairs
        }
        let left = try PNGListing.list(expected, skipping: relativeFolders(skipped, under: expected))
        let right = try PNGListing.list(actual, skipping: relativeFolders(skipped, under: actual))
        let leftFiles = Set(left.files), rightFiles = Set(right.files)
        var pairs = leftFiles.union(rightFiles).map { path in
            DiffPair(
                path: path, expected: leftFiles.contains(path) ? ComparedFile.join(expected, path) : nil,
                actual: rightFiles.contains(path) ? ComparedFile.join(actual, path) : nil,
                expectedFolder: expected, actualFolder: actual)
        }
        pairs += problemPairs([(expected, .expected, left.problems), (actual, .actual, right.problems)])
        return pairs.sorted { NaturalOrder.areInIncreasingOrder($0.path, $1.path) }
    }

    /// One error pair per path that cannot be compared on either side, its reason naming it
    /// (on the first side that has it), each byte that is not UTF-8 shown as `\xNN`.
    static func problemPairs(
        _ sides: [(root: String, side: DiffPairResult.Side, problems: [PNGListing.Problem])]
    ) -> [DiffPair] {
        var seen = Set<[UInt8]>(), pairs: [DiffPair] = []
        for (root, side, problems) in sides {
            for problem in problems where seen.insert(problem.relative).inserted {
                let shown =
                    problem.relative.isEmpty ? root : ComparedFile.join(root, RawPath(bytes: problem.relative).display)
                pairs.append(
                    DiffPair(
                        path: problem.relative.isEmpty ? root : RawPath(bytes: problem.relative).display, expected: nil,
                        actual: nil,
                        problem: problem.reason(side, shown: shown)))
            }
        }
        return pairs
    }

    /// The folders of `paths` (canonical) that lie below `root`, relative to it.
    private static func relativeFolders(_ paths: [String], under root: String) -> Set<[UInt8]> {
        let base = CanonicalPath.of(root)
        return Set(paths.compactMap { path in ComparedFile.relative(path, in: base).map { Array($0.utf8) } })
    }

    /// True for a folder, false for a file; throws when the path is neither.
    private static func kind(of path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiffFailure(.inputMissing(path: path))
        }
        return isDirectory.boolValue
    }

}
