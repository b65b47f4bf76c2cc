import CardGeometry
@testable import CardImaging
import Testing
@testable import CardRender
@testable import CardSettings
import TestSupport

/// An opaque frame goes to its file straight from its canvas: the PNG converted and filtered in
/// the canvas's own memory, and the thumbnail shrunk from the canvas, give the very bytes of the
/// RGB frame's PNG and thumbnail.
@Suite struct ComposedFrameTests {
    /// An opaque canvas: smooth rows (which the Up filter helps) between rows of noise.
    private func opaqueCanvas(width: Int, height: Int, seed: UInt64) throws -> Canvas {
        try VipsRuntime.start()
        let noise = BadInputs.noise(width * height * 4, seed: seed)
        let pixels = (0..<(width * height * 4)).map { i -> UInt8 in
            let y = i / (width * 4), x = (i % (width * 4)) / 4
            if i % 4 == 3 { return 255 }
            return y % 5 == 0 ? noise[i] : UInt8(truncatingIfNeeded: x * 3 + y * 2 + (i % 4) * 40)
        }
        return try Canvas.copying(VImage.fromPixels(pixels, width: width, height: height, bands: 4))
    }

    @Test(arguments: [(1, 1), (1, 6), (6, 1), (2, 3), (37, 23), (301, 9)])
    func opaqueCanvasesEncodeAsTheirRGBImage(width: Int, height: Int) throws {
        for compression in PNGCompression.all {
            let canvas = try opaqueCanvas(width: width, height: height, seed: UInt64(width * 31 + height))
            let expected = try PNGEncoder.encode(try canvas.copy().intoFrame(opaque: true), compression: compression) {
                Array($0)
            }
            let encoded = try PNGEncoder.encode(ComposedFrame.opaque(canvas), compression: compression) { Array($0) }
            #expect(encoded == expected, "\(width)×\(height) at \(compression)")
        }
    }

    /// Thumbnails at the box factors a sheet uses (5 for a 390-point frame at @2x), at factor 1,
    /// and of a frame too short for its box (left whole, as the image's thumbnail is).
    @Test(arguments: [(780, 23), (468, 10), (100, 4), (1560, 7)])
    func opaqueCanvasesMakeTheirRGBImagesThumbnail(width: Int, height: Int) throws {
        let canvas = try opaqueCanvas(width: width, height: height, seed: UInt64(width + height))
        let expected = try ContactSheet.thumbnail(try canvas.copy().intoFrame(opaque: true)).image
        let thumbnail = try ContactSheet.thumbnail(ComposedFrame.opaque(canvas)).image
        #expect(thumbnail.width == expected.width && thumbnail.height == expected.height && thumbnail.bands == 3)
        #expect(try thumbnail.pixels() == expected.pixels(), "\(width)×\(height)")
    }

    @Test func onlyOpaqueBackgroundsStayCanvases() throws {
        try VipsRuntime.start()
        let library = PhotoLibrary(files: [], cover: (120, 90))
        let compositor = FrameCompositor(scale: 1, photos: library)
        let canvas = Size(width: 20, height: 10)
        let opaque = SceneFrame(time: 0, canvas: canvas, background: Color(rgb8: 10, 20, 30), layers: [])
        let clear = SceneFrame(
            time: 0, canvas: canvas, background: Color(red: 0, green: 0, blue: 0, alpha: 0.5), layers: [])
        guard case .opaque = try compositor.compose(opaque) else {
            Issue.record("an opaque frame was converted"); return
        }
        guard case .image(let image) = try compositor.compose(clear) else {
            Issue.record("a see-through frame stayed a canvas"); return
        }
        #expect(image.bands == 4)
        #expect(try compositor.render(opaque).pixels() == (0..<600).map { [UInt8(10), 20, 30][$0 % 3] })
    }
}
