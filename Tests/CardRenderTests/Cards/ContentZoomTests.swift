import CardGeometry
import CardSettings
import Testing
@testable import CardRender
import TestSupport

/// A scene zoomed to a larger screen draws its content with it: the zoomed frame at one scale is
/// the phone frame at the scale times the zoom, labels, rows and thumbnails included.
@Suite struct ContentZoomTests {
    static func renderer(scale: Double) throws -> FrameRenderer {
        var settings = RenderSettings()
        settings.scale = scale
        return try FrameRenderer(input: Repository.photos, settings: settings)
    }

    @Test(arguments: ["deck", "swiftui-deck", "sheet"])
    func aFrameZoomedTwiceAtScaleOneIsThePhoneFrameAtScaleTwo(_ name: String) throws {
        let phone = try Self.renderer(scale: 2), zoomed = try Self.renderer(scale: 1)
        let scene = try #require(SceneCatalog.scene(named: name, .init(photoCount: phone.photoNames.count)))
        let still = scene.still()
        let twice = still.zoomed(by: 2, onto: Size(width: still.canvas.width * 2, height: still.canvas.height * 2))
        #expect(twice.contentZoom == 2)
        let a = try phone.image(still), b = try zoomed.image(twice)
        try #require(a.width == b.width && a.height == b.height && a.channels == b.channels)
        // Resampling may round an edge differently; the labels and thumbnails must not move.
        let differing = PixelDifference(samples: a.bytes, b.bytes, bands: a.channels, threshold: 8).differingSamples
        #expect(differing < a.bytes.count / 1000, "\(name): \(differing) bytes differ by more than 8")
    }
}
