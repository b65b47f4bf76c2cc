import CardGeometry
import Foundation
import Testing
@testable import CardRender

/// `cardrender mockup` through its job: sizes, backgrounds, text and frame land where the layout says.
@Suite struct MockupRenderTests {
    static func render(_ change: (inout MockupSettings) -> Void) throws -> VImage {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.format = MockupFormat.named("square")!
        settings.density = 1
        change(&settings)
        _ = try MockupJob(input: Fixtures.photos, output: folder.file("m.png"), settings: settings).run()
        return try VImage.load(folder.file("m.png")).materialized("test")
    }

    @Test(arguments: [1.0, 2.0])
    func theFormatAndDensityGiveThePixelSize(_ density: Double) throws {
        let image = try Self.render { $0.format = MockupFormat.named("link")!; $0.density = density }
        #expect(image.width == Int(600 * density) && image.height == Int(315 * density) && image.bands == 3)
    }

    @Test func aSolidBackgroundFillsTheCorners() throws {
        let image = try Self.render { $0.background = .solid(Color(rgb8: 0x12, 0x34, 0x56)) }
        #expect(try TestImages.pixel(image, 0, 0) == [0x12, 0x34, 0x56])
        #expect(try TestImages.pixel(image, 359, 359) == [0x12, 0x34, 0x56])
    }

    @Test func aGradientRunsFromOneColourToTheOther() throws {
        let image = try Self.render { $0.background = .gradient(from: Color(rgb8: 255, 0, 0), to: Color(rgb8: 0, 0, 255), angle: 0) }
        let left = try TestImages.pixel(image, 0, 5), right = try TestImages.pixel(image, 359, 5)
        #expect(left[0] > 240 && left[2] < 15, "\(left)")
        #expect(right[2] > 240 && right[0] < 15, "\(right)")
    }

    @Test func aBlurredPhotoBackgroundIsThePhotoDimmed() throws {
        let plain = try Self.render { $0.background = .blurredPhoto(2, radius: 0, dim: 0) }
        let dimmed = try Self.render { $0.background = .blurredPhoto(2, radius: 20, dim: 0.5) }
        let a = try TestImages.pixel(plain, 2, 2), b = try TestImages.pixel(dimmed, 2, 2)
        #expect(a != b)
        #expect(Int(b[0]) + Int(b[1]) + Int(b[2]) < Int(a[0]) + Int(a[1]) + Int(a[2]))
    }

    @Test func theTitleIsDrawnInTheTextBlock() throws {
        func redPixels(_ image: VImage) throws -> Int {
            // The top band: padding 24, then the title's first line.
            let band = try image.cropped(left: 0, top: 24, width: 360, height: 20).pixels()
            return stride(from: 0, to: band.count, by: 3).filter { band[$0] > 200 && band[$0 + 1] < 60 && band[$0 + 2] < 60 }.count
        }
        let plain = try Self.render { $0.background = .solid(.black) }
        let titled = try Self.render { $0.background = .solid(.black); $0.title = "Hello"; $0.titleColor = Color(rgb8: 255, 0, 0) }
        #expect(try redPixels(titled) > 50)
        #expect(try redPixels(plain) == 0)
    }

    @Test func theDeviceFrameSurroundsTheScreen() throws {
        let image = try Self.render {
            $0.background = .solid(.white)
            var frame = MockupLayout.DeviceFrame()
            frame.color = Color(rgb8: 255, 0, 0)
            $0.layout.device = frame
        }
        let layout = { () -> MockupLayout in var l = MockupLayout(); l.device = MockupLayout.DeviceFrame(); return l }()
        let placement = layout.place(canvas: Size(width: 360, height: 360), scene: Size(width: 390, height: 844), textHeight: 0)
        // Halfway down the left bezel: the frame's red.
        let body = try #require(placement.device)
        let x = Int((body.origin.x + (placement.scene.origin.x - body.origin.x) / 2).rounded())
        let pixel = try TestImages.pixel(image, x, 180)
        #expect(pixel[0] > 230 && pixel[1] < 30 && pixel[2] < 30, "\(pixel)")
    }

    @Test func mockupsAreDeterministic() throws {
        let a = try Self.render { $0.title = "Same"; $0.layout.device = MockupLayout.DeviceFrame(); $0.animation = "swipe-right" }
        let b = try Self.render { $0.title = "Same"; $0.layout.device = MockupLayout.DeviceFrame(); $0.animation = "swipe-right" }
        #expect(try a.pixels() == b.pixels())
    }

    @Test func badRequestsAreFailures() throws {
        #expect(throws: MockupJob.Failure.self) { try Self.render { $0.scene = "carousel" } }
        #expect(throws: MockupJob.Failure.self) { try Self.render { $0.animation = "fly" } }
        #expect(throws: MockupJob.Failure.self) { try Self.render { $0.background = .blurredPhoto(99, radius: 1, dim: 0) } }
    }
}
