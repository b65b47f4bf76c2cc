import CardGeometry
import CardSettings
import Testing
import TestSupport
@testable import CardRender

/// A renderer without photos draws the layers that need none (fills, text, gradients, the app's
/// own image files); a layer that asks for a photo is an error naming the layer, never a crash
/// or a blank.
@Suite struct FrameRendererWithoutPhotosTests {
    static let background = Color(rgb8: 0xF2, 0xF2, 0xF7)
    static let red = Color(rgb8: 0xE0, 0x20, 0x30)
    static let blue = Color(rgb8: 0x10, 0x40, 0xF0)
    static let green = Color(rgb8: 0x10, 0xC0, 0x40)

    /// A badge (a red rounded fill with white text), a blue-to-green gradient bar, and an image
    /// file the app ships, on a 200 × 120 point canvas.
    static func frame(adding extra: [Layer] = []) -> SceneFrame {
        let layers = [
            Layer(
                content: .fill(red), size: Size(width: 80, height: 40), position: Point(x: 50, y: 30), cornerRadius: 8),
            Layer(
                content: .text("NEW", style: TextStyle(fontSize: 18, weight: .bold, color: .white, alignment: .center)),
                size: Size(width: 80, height: 40), position: Point(x: 50, y: 30)),
            Layer(
                content: .linearGradient(
                    LinearGradient(
                        colors: [blue, green], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))),
                size: Size(width: 180, height: 20), position: Point(x: 100, y: 90)),
            Layer(
                content: .image(.file(Repository.photos + "/coffee.png"), fit: .cover),
                size: Size(width: 40, height: 40), position: Point(x: 160, y: 30))
        ]
        return SceneFrame(canvas: Size(width: 200, height: 120), background: background, layers: layers + extra)
    }

    private static func settings() -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = 1
        return settings
    }

    private static func rgba(_ color: Color) -> [UInt8] {
        [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
    }

    @Test func aSceneOfFillsTextGradientsAndImageFilesIsDrawnWithoutPhotos() throws {
        let renderer = try FrameRenderer(settings: Self.settings())
        #expect(renderer.photoNames.isEmpty)
        #expect(renderer.sceneContext.photoCount == 0)
        let image = try renderer.image(Self.frame())
        #expect(image.width == 200 && image.height == 120 && image.channels == 3)

        #expect(image.rgba(x: 2, y: 2) == Self.rgba(Self.background))
        // The badge's fill, left of its text.
        #expect(image.rgba(x: 16, y: 30) == Self.rgba(Self.red))
        // Its text: white pixels inside the badge.
        let textPixels = (20..<80).flatMap { x in (20..<40).map { y in image.rgba(x: x, y: y) } }
        #expect(textPixels.contains([255, 255, 255, 255]))
        // The gradient runs from blue at its left end to green at its right end.
        let left = image.rgba(x: 11, y: 90), right = image.rgba(x: 188, y: 90)
        #expect(left[2] > 200 && left[1] < 0x60, "\(left)")
        #expect(right[1] > 0xA0 && right[2] < 0x60, "\(right)")
        // The image file covers its box: not the background.
        #expect(image.rgba(x: 160, y: 30) != Self.rgba(Self.background))
    }

    @Test func aRendererWithPhotosDrawsTheSameBytes() throws {
        let withoutPhotos = try FrameRenderer(settings: Self.settings())
        let withPhotos = try FrameRenderer(input: Repository.photos, settings: Self.settings())
        #expect(try withoutPhotos.png(Self.frame()) == withPhotos.png(Self.frame()))
    }

    static let photoLayers: [(LayerContent, String)] = [
        (.card(photo: 1), "layer 4 (card 1) asks for photo 1"),
        (.photo(0), "layer 4 (photo 0) asks for photo 0"),
        (.blurredPhoto(2, radius: 8), "layer 4 (blur 2) asks for photo 2"),
        (.profileCard(photo: 3), "layer 4 (card 3) asks for photo 3"),
        (.image(.photo(5), fit: .fit), "layer 4 (image 5) asks for photo 5"),
        (.image(.photoNamed("chelsea"), fit: .cover), "layer 4 (image chelsea) asks for the photo \"chelsea\""),
        (.sheet(rows: [0, 1, 2, 3, 4], rowHeight: 60), "layer 4 (sheet) asks for photos 0, 1, 2 and 2 more")
    ]

    @Test(arguments: photoLayers.indices)
    func aLayerThatAsksForAPhotoIsAnErrorNamingIt(index: Int) throws {
        let (content, words) = Self.photoLayers[index]
        let renderer = try FrameRenderer(settings: Self.settings())
        let frame = Self.frame(
            adding: [Layer(content: content, size: Size(width: 60, height: 80), position: Point(x: 100, y: 60))])
        for draw in [{ _ = try renderer.png(frame) }, { _ = try renderer.image(frame) }] {
            let failure = try #require(throws: RenderJob.Failure.self) { try draw() }
            #expect(
                failure.reason.description
                    == "\(words), but this renderer has no photos; create it with a photos folder (FrameRenderer(input:settings:))"
            )
            guard case let .layerNeedsPhoto(layer, _, asked) = failure.reason else {
                Issue.record("expected layerNeedsPhoto, got \(failure.reason)")
                return
            }
            #expect(layer == 4 && asked == content)
        }
    }

    @Test func theFirstLayerThatAsksIsNamedEvenWhenHidden() throws {
        let renderer = try FrameRenderer(settings: Self.settings())
        var hidden = Layer(content: .photo(7), size: Size(width: 10, height: 10), position: Point(x: 5, y: 5))
        hidden.alpha = 0
        let frame = SceneFrame(
            canvas: Size(width: 40, height: 40), background: .white,
            layers: [Layer(content: .fill(.black), size: Size(width: 10, height: 10), position: .zero), hidden])
        let failure = try #require(throws: RenderJob.Failure.self) { _ = try renderer.png(frame) }
        #expect(
            failure.reason.description.hasPrefix("layer 1 (photo 7) asks for photo 7, but this renderer has no photos"))
    }

    /// The layer is named as its motion track names it, numbered after another of the same name.
    @Test func theLayerIsNamedAsItsMotionTrackNamesIt() throws {
        let renderer = try FrameRenderer(settings: Self.settings())
        let frame = SceneFrame(
            canvas: Size(width: 100, height: 100), background: .white,
            layers: [
                Layer(content: .sheet(rows: [], rowHeight: 20), size: Size(width: 100, height: 50), position: .zero),
                Layer(content: .sheet(rows: [1], rowHeight: 20), size: Size(width: 100, height: 50), position: .zero)
            ])
        let failure = try #require(throws: RenderJob.Failure.self) { _ = try renderer.png(frame) }
        guard case let .layerNeedsPhoto(layer, name, _) = failure.reason else {
            Issue.record("expected layerNeedsPhoto, got \(failure.reason)")
            return
        }
        #expect(layer == 1 && name == "sheet #2")
        #expect(failure.reason.description.hasPrefix("layer 1 (sheet #2) asks for photo 1, but"))
    }

    @Test func anAnimationStopsAtItsFirstFrameThatAsksForAPhoto() throws {
        let renderer = try FrameRenderer(settings: Self.settings())
        let animation = SceneAnimation(name: "reveal", summary: "a photo appears", duration: 0.2) { time in
            Self.frame(
                adding: time < 0.1
                    ? []
                    : [Layer(content: .photo(0), size: Size(width: 20, height: 20), position: Point(x: 100, y: 60))])
        }
        let failure = try #require(throws: RenderJob.Failure.self) { _ = try renderer.pngs(of: animation, fps: 20) }
        #expect(failure.reason.description.hasPrefix("layer 4 (photo 0) asks for photo 0"))
    }

    /// Built with no photos, every built-in scene draws what it has without a photo (its still,
    /// and the first and last frames of its animations), or names the layer that needs one: never
    /// a crash.
    @Test(arguments: SceneCatalog.names)
    func aBuiltInSceneWithoutPhotosIsDrawnOrRefused(name: String) throws {
        var settings = Self.settings()
        settings.scale = 0.25
        let renderer = try FrameRenderer(settings: settings)
        let scene = try renderer.scene(SceneRequest(name: name))
        let frames = [scene.still()] + scene.animations.flatMap { [$0.frame(at: 0), $0.frame(at: $0.duration)] }
        for frame in frames {
            do {
                let image = try renderer.image(frame)
                #expect(image.width > 0 && image.height > 0)
            } catch let failure as RenderJob.Failure {
                guard case .layerNeedsPhoto = failure.reason else {
                    Issue.record("\(name) at \(frame.time): expected layerNeedsPhoto, got \(failure.reason)")
                    return
                }
            }
        }
    }

    @Test func aBackdropNamesAPhotoThatARendererWithoutPhotosCannotHave() throws {
        var settings = Self.settings()
        settings.backdrop = "chelsea"
        let failure = try #require(throws: RenderJob.Failure.self) { _ = try FrameRenderer(settings: settings) }
        guard case let .invalidSetting(invalid) = failure.reason else {
            Issue.record("expected invalidSetting, got \(failure.reason)")
            return
        }
        #expect(invalid.setting == "backdrop")
        #expect(failure.description == "backdrop \"chelsea\": names a photo, and this renderer has none")
    }

    @Test func aBadSettingIsRefusedAsWithPhotos() throws {
        var settings = Self.settings()
        settings.scale = 0
        let failure = try #require(throws: RenderJob.Failure.self) { _ = try FrameRenderer(settings: settings) }
        guard case let .invalidSetting(invalid) = failure.reason else {
            Issue.record("expected invalidSetting, got \(failure.reason)")
            return
        }
        #expect(invalid.setting == "scale")
    }
}
