import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardMockup
@testable import CardSettings

/// `cardrender mockup` through its job: sizes, backgrounds, text and frame land where the layout says.
@Suite struct MockupRenderTests {
    static func render(_ change: (inout MockupSettings) -> Void) throws -> VImage {
        let folder = try TestFolder(); defer { folder.remove() }
        var settings = MockupSettings()
        settings.format = MockupFormat.named("square")!
        settings.density = 1
        change(&settings)
        _ = try MockupJob(input: Repository.photos, output: folder.file("m.png"), settings: settings).run()
        return try VImage.load(folder.file("m.png")).materialized("test")
    }

    @Test(arguments: [1.0, 2.0])
    func theFormatAndDensityGiveThePixelSize(_ density: Double) throws {
        let image = try Self.render {
            $0.format = MockupFormat.named("link")!; $0.density = density
        }
        #expect(image.width == Int(600 * density) && image.height == Int(315 * density) && image.bands == 3)
    }

    @Test func aSolidBackgroundFillsTheCorners() throws {
        let image = try Self.render { $0.background = .solid(Color(rgb8: 0x12, 0x34, 0x56)) }
        #expect(try TestImages.pixel(image, 0, 0) == [0x12, 0x34, 0x56])
        #expect(try TestImages.pixel(image, 359, 359) == [0x12, 0x34, 0x56])
    }

    @Test func aGradientRunsFromOneColourToTheOther() throws {
        let image = try Self.render {
            $0.background = .gradient(from: Color(rgb8: 255, 0, 0), to: Color(rgb8: 0, 0, 255), angle: 0)
        }
        let left = try TestImages.pixel(image, 0, 5), right = try TestImages.pixel(image, 359, 5)
        #expect(left[0] > 240 && left[2] < 15, "\(left)")
        #expect(right[2] > 240 && right[0] < 15, "\(right)")
    }

    @Test func aBlurredPhotoBackgroundIsThePhotoDimmed() throws {
        let plain = try Self.render { $0.background = .blurredPhoto(2, radius: 0, dim: 0) }
        let dimmed = try Self.render { $0.background = .blurredPhoto(2, radius: 20, dim: 0.5) }
        let a = try TestImages.pixel(plain, 2, 2), b = try TestImages.pixel(dimmed, 2, 2)
        #expect(a != b)
        let plainSum: Int = a.prefix(3).reduce(0) { $0 + Int($1) }
        let dimmedSum: Int = b.prefix(3).reduce(0) { $0 + Int($1) }
        #expect(dimmedSum < plainSum)
    }

    @Test func theTitleIsDrawnInTheTextBlock() throws {
        func redPixels(_ image: VImage) throws -> Int {
            // The top band: padding 24, then the title's first line.
            let band = try image.cropped(left: 0, top: 24, width: 360, height: 20).pixels()
            return stride(from: 0, to: band.count, by: 3).filter { (i: Int) -> Bool in
                let red: Bool = band[i] > 200
                return red && band[i + 1] < 60 && band[i + 2] < 60
            }.count
        }
        let plain = try Self.render { $0.background = .solid(.black) }
        let titled = try Self.render {
            $0.background = .solid(.black); $0.title = "Hello"; $0.titleColor = Color(rgb8: 255, 0, 0)
        }
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
        let layout = { () -> MockupLayout in
            var l = MockupLayout(); l.device = MockupLayout.DeviceFrame(); return l
        }()
        let placement = layout.place(
            canvas: Size(width: 360, height: 360), scene: Size(width: 390, height: 844), textHeight: 0)
        // Halfway down the left bezel: the frame's red.
        let body = try #require(placement.device)
        let x = Int((body.origin.x + (placement.scene.origin.x - body.origin.x) / 2).rounded())
        let pixel = try TestImages.pixel(image, x, 180)
        #expect(pixel[0] > 230 && pixel[1] < 30 && pixel[2] < 30, "\(pixel)")
    }

    @Test func mockupsAreDeterministic() throws {
        let a = try Self.render {
            $0.title = "Same"; $0.layout.device = MockupLayout.DeviceFrame(); $0.animation = "swipe-right"
        }
        let b = try Self.render {
            $0.title = "Same"; $0.layout.device = MockupLayout.DeviceFrame(); $0.animation = "swipe-right"
        }
        #expect(try a.pixels() == b.pixels())
    }

    @Test func badRequestsAreFailures() throws {
        #expect(throws: MockupJob.Failure.self) { try Self.render { $0.scene = "carousel" } }
        #expect(throws: MockupJob.Failure.self) { try Self.render { $0.animation = "fly" } }
        #expect(throws: MockupJob.Failure.self) {
            try Self.render { $0.background = .blurredPhoto(99, radius: 1, dim: 0) }
        }
    }

    /// Pixels close to `color` in a region of an RGB image.
    static func count(
        _ image: VImage, _ region: (x: Int, y: Int, width: Int, height: Int), near color: [UInt8], within: Int = 40
    ) throws -> Int {
        let band = try image.cropped(left: region.x, top: region.y, width: region.width, height: region.height).pixels()
        return stride(from: 0, to: band.count, by: 3).filter { (i: Int) -> Bool in
            (0..<3).allSatisfy { (k: Int) -> Bool in abs(Int(band[i + k]) - Int(color[k])) <= within }
        }.count
    }

    @Test func aFramedPhoneShowsItsIslandAndStatusBar() throws {
        let format = MockupFormat.named("iphone-6.9")!
        let image = try Self.render {
            $0.format = format
            $0.background = .solid(Color(rgb8: 255, 0, 0))
            $0.layout.device = MockupLayout.DeviceFrame(device: DeviceClass.named("iphone-6.9")!)
        }
        let placement = { () -> MockupLayout.Placement in
            var layout = MockupLayout();
            layout.device = MockupLayout.DeviceFrame(device: DeviceClass.named("iphone-6.9")!)
            return layout.place(canvas: format.points, scene: format.screen!, textHeight: 0)
        }()
        let k = placement.sceneScale, screen = placement.scene
        func x(_ points: Double) -> Int { Int((screen.origin.x + points * k).rounded()) }
        func y(_ points: Double) -> Int { Int((screen.origin.y + points * k).rounded()) }
        // The island: black at its centre, on the deck's light grey screen.
        #expect(try TestImages.pixel(image, x(220), y(11 + 18)) == [0, 0, 0])
        #expect(try Self.count(image, (x(150), y(120), 20, 20), near: [242, 242, 247], within: 6) == 400)
        // The status bar: dark ink in both ears (the time on the left, the icons on the right).
        #expect(try Self.count(image, (x(30), y(15), x(140) - x(30), y(45) - y(15)), near: [0, 0, 0], within: 60) > 20)
        #expect(
            try Self.count(image, (x(300), y(15), x(420) - x(300), y(45) - y(15)), near: [0, 0, 0], within: 60) > 40)
        // Nothing dark where the status bar is not.
        #expect(try Self.count(image, (x(30), y(70), x(140) - x(30), 20), near: [0, 0, 0], within: 60) == 0)
    }

    @Test func aFramelessScreenHasRoundedCornersAndAShadow() throws {
        let image = try Self.render { $0.background = .solid(Color(rgb8: 255, 0, 0)) }
        // Square, no text: the screen's shape is the padded square's, 312 × 312 from (24, 24).
        // Its very corner is the background (rounded off); a few points in, the screen's grey.
        let corner = try TestImages.pixel(image, 25, 25)
        #expect(corner[0] > 150 && corner[1] < 40 && corner[2] < 40, "\(corner)")
        let inside = try TestImages.pixel(image, 40, 40)
        #expect(inside[1] > 200 && inside[2] > 200, "\(inside)")
        // Below the screen the background is darkened by the shadow, and back to red further out.
        let shade = try TestImages.pixel(image, 180, 338), clear = try TestImages.pixel(image, 180, 359)
        #expect(shade[0] < 250 && shade[0] < clear[0], "\(shade) \(clear)")
    }

    static func redColumns(_ image: VImage) throws -> (left: Int, right: Int) {
        let half = image.width / 2
        return (
            try count(image, (0, 0, half, image.height), near: [255, 0, 0], within: 30),
            try count(image, (half, 0, image.width - half, image.height), near: [255, 0, 0], within: 30)
        )
    }

    @Test func aLinkPreviewPutsTheTitleBesideTheScreenMirroredForRightToLeft() throws {
        let latin = try Self.render {
            $0.format = MockupFormat.named("link")!; $0.background = .solid(.black)
            $0.title = "Hello there"; $0.titleColor = Color(rgb8: 255, 0, 0)
        }
        let arabic = try Self.render {
            $0.format = MockupFormat.named("link")!; $0.background = .solid(.black)
            $0.title = "مرحبا بالعالم"; $0.titleColor = Color(rgb8: 255, 0, 0)
        }
        let a = try Self.redColumns(latin), b = try Self.redColumns(arabic)
        #expect(a.left > 100 && a.right == 0, "\(a)")
        #expect(b.right > 100 && b.left == 0, "\(b)")
        // One line beside the screen: the title sits in the middle band, not above the scene.
        #expect(try Self.count(latin, (0, 0, 600, 100), near: [255, 0, 0], within: 30) == 0)
    }

    @Test func anIPadScreenshotShowsTheDeckLarge() throws {
        let image = try Self.render {
            $0.format = MockupFormat.named("ipad-13")!; $0.background = .solid(Color(rgb8: 255, 0, 0))
        }
        // The card spans more than a third of the screen's width at the deck's centre row.
        let row = try image.cropped(left: 0, top: 600, width: image.width, height: 1).pixels()
        var nonGrey = 0
        for i in stride(from: 0, to: row.count, by: 3) {
            let r = Int(row[i]), g = Int(row[i + 1]), b = Int(row[i + 2])
            let screenGrey = abs(r - 242) < 8 && abs(b - 247) < 8
            let background = r > 240 && g < 20
            if !screenGrey && !background { nonGrey += 1 }
        }
        #expect(nonGrey > image.width / 3, "\(nonGrey)")
    }

    @Test func theStatusBarIsWhiteOverADarkScreen() throws {
        // The photo stack's "show all" covers the screen in black: the status bar turns white.
        let format = MockupFormat.named("iphone-6.9")!
        let dark = try Self.render {
            $0.format = format; $0.scene = "photostack"; $0.animation = "show-all"; $0.background = .solid(.black)
        }
        let light = try Self.render {
            $0.format = format; $0.scene = "photostack"; $0.background = .solid(.black)
        }
        let placement = MockupLayout().place(canvas: format.points, scene: format.screen!, textHeight: 0)
        let k = placement.sceneScale
        let bar = (
            x: Int((placement.scene.origin.x + 300 * k).rounded()),
            y: Int((placement.scene.origin.y + 10 * k).rounded()),
            width: Int((120 * k).rounded()), height: Int((40 * k).rounded())
        )
        #expect(try Self.count(dark, bar, near: [255, 255, 255], within: 60) > 40)
        #expect(try Self.count(light, bar, near: [0, 0, 0], within: 60) > 40)
    }
}
