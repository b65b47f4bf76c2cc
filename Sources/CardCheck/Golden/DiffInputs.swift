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
            // An APNG against a folder of its frames.
            if let pairs = try apngAgainstFolder(
                expected: expected, actual: actual, expectedIsFolder: expectedIsFolder, excluding: excluding)
            {
                return pairs
            }
            throw DiffFailure(
                .folderAndFile(
                    folder: expectedIsFolder ? expected : actual, file: expectedIsFolder ? actual : expected))
        }
        guard expectedIsFolder else {
            return APNGPairs.files(expected: expected, actual: actual)
                ?? [DiffPair(path: (expected as NSString).lastPathComponent, expected: expected, actual: actual)]
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
        // An APNG in either folder stands for its frames.
        let leftFrames = APNGPairs.expand(left.files, in: expected, side: .expected)
        let rightFrames = APNGPairs.expand(right.files, in: actual, side: .actual)
        let leftFiles = Set(leftFrames.paths), rightFiles = Set(rightFrames.paths)
        var pairs = leftFiles.union(rightFiles).map { path in
            var pair = DiffPair(
                path: path, expected: leftFiles.contains(path) ? ComparedFile.join(expected, path) : nil,
                actual: rightFiles.contains(path) ? ComparedFile.join(actual, path) : nil,
                expectedFolder: expected, actualFolder: actual)
            pair.expectedFrame = leftFrames.frames[path]
            pair.actualFrame = rightFrames.frames[path]
            return pair
        }
        pairs += leftFrames.problems + rightFrames.problems
        pairs += problemPairs([(expected, .expected, left.problems), (actual, .actual, right.problems)])
        return pairs.sorted { NaturalOrder.areInIncreasingOrder($0.path, $1.path) }
    }

    /// An APNG file against a folder: its frames against the folder's PNGs at its top (a render's
    /// animation folder, or frames written by hand), by frame path. nil when the file is no APNG.
    private static func apngAgainstFolder(
        expected: String, actual: String, expectedIsFolder: Bool, excluding: [String]
    ) throws -> [DiffPair]? {
        let (folder, file) = expectedIsFolder ? (expected, actual) : (actual, expected)
        guard case .success = APNGProbe.timing(ComparedFile(path: file, folder: nil)) else { return nil }
        let listing = try PNGListing.list(folder, skipping: [Array(DiffFileNames.diffFolder.utf8)])
        let frames = listing.files.filter { !$0.contains("/") && $0 != DiffFileNames.contactSheet }
        let animation = APNGPairs.files(expected: file, actual: file) ?? []
        let folderSide: DiffPairResult.Side = expectedIsFolder ? .expected : .actual
        var pairs: [DiffPair] = []
        for path in Set(frames).union(animation.map(\.path)) {
            let frame = animation.first { $0.path == path }?.expectedFrame
            let inFolder = frames.contains(path) ? ComparedFile.join(folder, path) : nil
            let fromFile = frame.map { _ in file }
            var pair = DiffPair(
                path: path, expected: folderSide == .expected ? inFolder : fromFile,
                actual: folderSide == .expected ? fromFile : inFolder,
                expectedFolder: folderSide == .expected ? folder : nil,
                actualFolder: folderSide == .actual ? folder : nil)
            if folderSide == .expected { pair.actualFrame = frame } else { pair.expectedFrame = frame }
            pairs.append(pair)
        }
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
