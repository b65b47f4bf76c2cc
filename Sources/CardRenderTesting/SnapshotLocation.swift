import Foundation

/// Where a test's snapshots live, as swift-snapshot-testing lays them out: beside the test file,
/// `__Snapshots__/<TestFile>/<testName>.<subject>/`.
public struct SnapshotLocation: Sendable, Equatable {
    /// The folder holding the test file's snapshots.
    public var directory: String
    /// The test's name without its parentheses (`testCarousel()` → `testCarousel`).
    public var testName: String

    /// The location for a test in `filePath` (`#filePath`) named `function` (`#function`);
    /// `directory` overrides the `__Snapshots__/<TestFile>` folder.
    public init(filePath: String, function: String, directory: String? = nil) {
        let file = URL(fileURLWithPath: filePath)
        self.directory =
            directory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
        testName = Self.sanitized(function)
    }

    /// The snapshot folder of one subject.
    public func folder(for subject: SnapshotSubject) -> String {
        (directory as NSString).appendingPathComponent("\(testName).\(subject.folderSuffix)")
    }

    /// A name safe as a path component: the function's name up to its parameters, with anything
    /// but letters, digits, `-`, `_` and `.` made `_`.
    static func sanitized(_ function: String) -> String {
        let name = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        let safe = String(
            name.unicodeScalars.map { scalar -> Character in
                CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                    ? Character(scalar) : "_"
            })
        return safe.isEmpty || safe.hasPrefix(".") ? "_" + safe : safe
    }
}
