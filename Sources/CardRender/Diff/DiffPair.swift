import Foundation

/// Two files to compare, found by the same relative path under EXPECTED and ACTUAL; one side is
/// nil when the file exists on the other side only.
public struct DiffPair: Sendable, Equatable {
    /// Relative path with `/` separators (for two files: the expected file's name).
    public var path: String
    public var expected: String?
    public var actual: String?
    /// Other accepted expected files (golden variants): the pair passes when the actual file
    /// matches `expected` or any of these.
    public var alternatives: [String] = []

    public init(path: String, expected: String?, actual: String?, alternatives: [String] = []) {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.alternatives = alternatives
    }
}

/// Why a diff cannot run at all: a usage or I/O problem (exit status 2).
public struct DiffFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Matches the PNG files of two folders (recursively, by relative path) or takes two files.
public enum DiffInputs {
    /// Pairs in a fixed order (natural order of their paths). Hidden files and folders, and any
    /// folder listed in `excluding` (such as a diff output folder inside ACTUAL), are left out.
    public static func pairs(expected: String, actual: String, excluding: [String] = []) throws -> [DiffPair] {
        let expectedIsFolder = try kind(of: expected), actualIsFolder = try kind(of: actual)
        guard expectedIsFolder == actualIsFolder else {
            throw DiffFailure("\(expectedIsFolder ? expected : actual) is a folder but \(expectedIsFolder ? actual : expected) is a file: compare two files or two folders")
        }
        guard expectedIsFolder else {
            return [DiffPair(path: (expected as NSString).lastPathComponent, expected: expected, actual: actual)]
        }
        // A `diff/` report folder at the top of either side is a diff's output, never its input.
        let skipped = (excluding + [expected, actual].map { ($0 as NSString).appendingPathComponent(GoldenFolder.diffFolderName) }).map(canonical)
        let left = try pngFiles(under: expected, skipping: skipped)
        let right = try pngFiles(under: actual, skipping: skipped)
        let paths = Set(left.keys).union(right.keys).sorted(by: NaturalOrder.areInIncreasingOrder)
        return paths.map { DiffPair(path: $0, expected: left[$0], actual: right[$0]) }
    }

    /// True for a folder, false for a file; throws when the path is neither.
    private static func kind(of path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiffFailure("\(path): no such file or folder")
        }
        return isDirectory.boolValue
    }

    /// Relative path → full path of every `.png` file under `root`.
    private static func pngFiles(under root: String, skipping: [String]) throws -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw DiffFailure("\(root): cannot list the folder")
        }
        var files: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard (relative as NSString).pathExtension.lowercased() == "png" else { continue }
            let full = (root as NSString).appendingPathComponent(relative)
            let resolved = canonical(full)
            if skipping.contains(where: { resolved == $0 || resolved.hasPrefix($0 + "/") }) { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = full
        }
        return files
    }

    /// An absolute path with links and `..` resolved as far as the path exists.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
