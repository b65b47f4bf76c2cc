import Foundation

/// Paths into the repository's fixtures folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures")
    static let photos = root.appendingPathComponent("photos").path
    static let golden = root.appendingPathComponent("golden").path
}
