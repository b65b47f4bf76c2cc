import CardGeometry
@testable import CardImaging
import Testing
import TestSupport
@testable import CardRender

/// The compositor fed times and layer numbers at the edges of their ranges: denormals, 1e-300,
/// 1e-9, values just below a bound, the largest. Each frame is drawn at its canvas's pixel size,
/// or refused with an error; none stops the process.
@Suite struct EdgeGeometryCompositorTests {
    /// Eight flat photos in a fresh folder.
    private struct Photos {
        let folder: TestFolder
        let library: PhotoLibrary

        init() throws {
            folder = try TestFolder()
            var files: [PhotoFile] = []
            for index in 0..<8 {
                let path = folder.file("photo-\(index).png")
                try TestImages.solid(width: 60, height: 80, [Double(30 * index), 120, 200]).save(to: path)
                files.append(PhotoFile(path: path, label: ""))
            }
            library = PhotoLibrary(files: files, cover: (60, 80))
        }
    }

    static let times: [Double] = [0, 5e-324, 1e-300, 1e-9, 1e-6]

    /// Draws `frame`; a refusal is an error, not a failure of this test. What is drawn has the
    /// canvas's pixel size.
    static func expectDrawn(_ frame: SceneFrame, _ compositor: FrameCompositor, _ what: String) {
        do {
            let image = try compositor.render(frame)
            let size = FrameCompositor.pixelSize(frame.canvas, compositor.scale)
            #expect(image.width == size.width && image.height == size.height, "\(what)")
        } catch {
            // A layer or canvas over the pixel budget: refused with a message, which is fine.
            #expect(!"\(error)".isEmpty, "\(what)")
        }
    }

    /// Every scene's animations near their start and end, at the smallest scale and at a mockup's
    /// 3x on the 6.9-inch iPhone's screen (where a time of 1e-9 s once stopped the process).
    @Test(arguments: SceneCatalog.names)
    func everyAnimationAtEdgeTimesIsDrawn(_ name: String) throws {
        let photos = try Photos(); defer { photos.folder.remove() }
        for (canvas, scale) in [(Size(width: 390, height: 844), 0.25), (Size(width: 440, height: 956), 3.0)] {
            let compositor = FrameCompositor(scale: scale, photos: photos.library)
            let context = SceneCatalog.Context(photoCount: 8, canvas: canvas, seed: 0)
            let scene = try #require(SceneCatalog.scene(named: name, context))
            for animation in scene.animations {
                // At 3x, the moments a hair after the start, where a card is turned by a denormal angle.
                let times =
                    scale < 1 ? Self.times + [animation.duration.nextDown, animation.duration] : [1e-300, 1e-9]
                for time in times {
                    Self.expectDrawn(
                        animation.frame(at: time), compositor, "\(name) \(animation.name) at \(time), scale \(scale)")
                }
            }
        }
    }

    /// An opaque card over another, turned, scaled, moved and sized by edge values: the top one
    /// hides part of the one beneath (`HiddenPixels`), placed through a nearly flat inverse map.
    @Test func layersWithEdgeNumbersAreDrawnOrRefused() throws {
        let photos = try Photos(); defer { photos.folder.remove() }
        let compositor = FrameCompositor(scale: 2, photos: photos.library)
        let edges: [Double] = [5e-324, -5e-324, 1e-300, 1e-9, 1.0.nextDown, .pi.nextDown, 1e300, -1e300]
        func frame(_ top: Layer) -> SceneFrame {
            let under = Layer(content: .fill(.white), size: Size(width: 80, height: 60), position: Point(x: 50, y: 40))
            return SceneFrame(canvas: Size(width: 100, height: 80), background: .black, layers: [under, top])
        }
        func card(_ change: (inout Layer) -> Void) -> Layer {
            var layer = Layer(
                content: .card(photo: 0), size: Size(width: 40, height: 30), position: Point(x: 50, y: 40),
                cornerRadius: 4)
            change(&layer)
            return layer
        }
        for value in edges {
            let layers = [
                card { $0.rotation = value }, card { $0.scale = abs(value) }, card { $0.alpha = min(abs(value), 1) },
                card { $0.position = Point(x: value, y: 40) }, card { $0.position = Point(x: 50, y: value) },
                card { $0.size = Size(width: abs(value), height: 30) }, card { $0.cornerRadius = abs(value) },
                card { $0.anchor = Point(x: value, y: 0.5) },
                card { $0.shadow = Shadow(opacity: 0.5, radius: abs(value), offset: Point(x: value, y: value)) }
            ]
            for layer in layers { Self.expectDrawn(frame(layer), compositor, "\(layer)") }
        }
    }
}
