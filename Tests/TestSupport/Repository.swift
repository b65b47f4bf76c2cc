import Foundation

/// Paths into this repository: its scripts and docs, and the fixtures the tests read.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    package static let fixtures = root.appendingPathComponent("fixtures")
    package static let photos = fixtures.appendingPathComponent("photos").path
    /// The font files CardImaging ships, by file name (`Inter-Bold.otf`).
    package static func shippedFont(_ name: String) -> String {
        root.appendingPathComponent("Sources/CardImaging/Resources/Fonts").appendingPathComponent(name).path
    }
    /// The golden images (`make golden` records them).
    package static let golden = fixtures.appendingPathComponent("golden").path
}
