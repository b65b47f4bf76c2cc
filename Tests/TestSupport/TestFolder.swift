import CardImaging
import Foundation

/// A fresh temporary folder for one test, removed at its end (`defer { folder.remove() }`).
package struct TestFolder: Sendable {
    package let path: String

    /// Also starts libvips: most tests that need a folder make or read images in it.
    package init() throws {
        try VipsRuntime.start()
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("cardrender-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    package func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Copies a photo of fixtures/photos into this folder, under its own name or `newName`.
    package func copyFixture(_ name: String, as newName: String? = nil) throws {
        try FileManager.default.copyItem(
            atPath: (Repository.photos as NSString).appendingPathComponent(name), toPath: file(newName ?? name))
    }

    /// Every file below this folder, relative to it, sorted (none when it is gone).
    package func files() -> [String] {
        (try? Self.files(under: path)) ?? []
    }

    /// The files below `root` that are missing, extra or different below `other`; empty when the
    /// two folders hold the same files with the same bytes.
    package static func differences(_ root: String, _ other: String) throws -> [String] {
        let mine = try files(under: root), theirs = try files(under: other)
        let missing = Set(mine).symmetricDifference(theirs).sorted()
        let changed = Set(mine).intersection(theirs).sorted().filter {
            !FileManager.default.contentsEqual(
                atPath: (root as NSString).appendingPathComponent($0),
                andPath: (other as NSString).appendingPathComponent($0))
        }
        return missing + changed
    }

    /// Every file below `root`, relative to it, sorted.
    package static func files(under root: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = (root as NSString).appendingPathComponent(next)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }
}
