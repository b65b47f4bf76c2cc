import CardRender
import Foundation

/// The photos the example draws (cardrender's sample photos) and the renderer its snapshots use.
enum Fixtures {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/photos").path

    static func renderer() throws -> FrameRenderer {
        var settings = RenderSettings()
        settings.scale = 0.5
        return try FrameRenderer(input: photos, settings: settings)
    }
}
