import Foundation

/// Paths into this repository: its scripts and docs, and the fixtures the tests read.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    public static let fixtures = root.appendingPathComponent("fixtures")
    public static let photos = fixtures.appendingPathComponent("photos").path
    /// The golden images (`make golden` records them).
    public static let golden = fixtures.appendingPathComponent("golden").path
}
