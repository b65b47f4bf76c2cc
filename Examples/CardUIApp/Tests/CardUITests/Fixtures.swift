import CardRender
import CardSettings
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

    /// The photos' names without their extensions, as the app's captions.
    static func titles(_ renderer: FrameRenderer) -> [String] {
        renderer.photoNames.map { name in
            let stem = (name as NSString).deletingPathExtension
            return stem.prefix(1).uppercased() + stem.dropFirst()
        }
    }
}
