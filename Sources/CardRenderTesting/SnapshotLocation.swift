import Foundation

/// Where a test's snapshots live, as swift-snapshot-testing lays them out: beside the test file,
/// `__Snapshots__/<TestFile>/<testName>.<subject>/` (and `….<name>/` for a named one).
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

    /// The snapshot folder of one subject: `<testName>.<subject>`, or `<testName>.<subject>.<name>`
    /// for a named one (the name made safe as a test's name is).
    public func folder(for subject: SnapshotSubject, named name: String? = nil) -> String {
        (directory as NSString).appendingPathComponent(folderName(for: subject, named: name))
    }

    /// The last component of `folder(for:named:)`.
    public func folderName(for subject: SnapshotSubject, named name: String? = nil) -> String {
        "\(testName).\(subject.folderSuffix)" + (name.map { ".\(Self.sanitized($0))" } ?? "")
    }

    /// `<TestFile>/<folder>`: how messages name a snapshot.
    func displayName(for subject: SnapshotSubject, named name: String? = nil) -> String {
        "\((directory as NSString).lastPathComponent)/\(folderName(for: subject, named: name))"
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
