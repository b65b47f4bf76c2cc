import Testing
@testable import CardGeometry

/// Mockup formats and layout, in points.
@Suite struct MockupLayoutTests {
    @Test(arguments: [
        ("iphone-6.9", 1320, 2868), ("iphone-6.7", 1290, 2796), ("iphone-6.5", 1284, 2778),
        ("iphone-6.5-1242", 1242, 2688),
        ("ipad-13", 2064, 2752), ("square", 1080, 1080), ("story", 1080, 1920), ("link", 1200, 630),
        ("play-phone", 1080, 1920), ("play-tablet-7", 1080, 1920), ("play-tablet-10", 1440, 2560),
        ("play-feature", 1024, 500)
    ])
    func formatsHaveTheStoresAndNetworksSizes(_ name: String, _ width: Int, _ height: Int) throws {
        let format = try #require(MockupFormat.named(name))
        #expect(format.pixels() == (width, height))
        // @1x, @2x, @3x: the points times the density.
        for density in [1.0, 2, 3] {
            let pixels = format.pixels(density: density)
            #expect(
                pixels.width == Int((format.points.width * density).rounded())
                    && pixels.height == Int((format.points.height * density).rounded()))
        }
    }

    @Test func deviceFormatsShowTheirOwnScreen() {
        #expect(MockupFormat.named("iphone-6.9")?.screen == Size(width: 440, height: 956))
        #expect(MockupFormat.named("ipad-13")?.screen == Size(width: 1032, height: 1376))
        #expect(MockupFormat.named("square")?.screen == nil)
    }

    @Test func textAboveTheSceneWhichFitsWhatIsLeft() {
        var layout = MockupLayout()
        layout.padding = 20
        layout.textGap = 10
        let placement = layout.place(
            canvas: Size(width: 440, height: 956), scene: Size(width: 390, height: 844), textHeight: 80)
        #expect(placement.text == Rect(x: 20, y: 20, width: 400, height: 80))
        // Left for the scene: 400 × (916 − 90) = 400 × 826; 826 / 844 < 400 / 390, so the height decides.
        let k = 826.0 / 844
        expectClose(placement.sceneScale, k)
        expectClose(placement.scene.origin.y, 110)
        expectClose(placement.scene.size.height, 826)
        expectClose(placement.scene.origin.x + placement.scene.size.width / 2, 220)
        #expect(placement.device == nil)
    }

    @Test func textBelowTheScene() {
        var layout = MockupLayout()
        layout.textPosition = .below
        let placement = layout.place(
            canvas: Size(width: 360, height: 360), scene: Size(width: 390, height: 844), textHeight: 40)
        // The text block ends at the bottom padding; the scene sits above it and its gap.
        #expect(placement.text.origin.y + placement.text.size.height == 360 - 24)
        #expect(placement.scene.origin.y >= 24 - 1e-9)
        expectClose(placement.scene.origin.y + placement.scene.size.height, 360 - 24 - 40 - 20)
    }

    @Test func aDeviceFrameWrapsTheSceneInItsBezel() throws {
        var layout = MockupLayout()
        layout.device = MockupLayout.DeviceFrame()
        let placement = layout.place(
            canvas: Size(width: 440, height: 956), scene: Size(width: 390, height: 844), textHeight: 0)
        let body = try #require(placement.device)
        let k = placement.sceneScale
        // The body is the scene plus a 14 pt bezel each side, in scene points, scaled alike.
        expectClose(body.size.width, (390 + 28) * k)
        expectClose(body.size.height, (844 + 28) * k)
        expectClose(placement.scene.origin.x - body.origin.x, 14 * k)
        // It fits the padded canvas along one side exactly.
        #expect(abs(body.size.width - 392) < 1e-9 || abs(body.size.height - 908) < 1e-9)
        #expect(MockupLayout.DeviceFrame().screenCornerRadius == 47 && MockupLayout.DeviceFrame().cornerRadius == 61)
        #expect(MockupLayout.DeviceFrame.suited(to: Size(width: 1032, height: 1376)).cornerRadius == 40)
    }

    @Test func nothingFitsInNothing() {
        var layout = MockupLayout()
        layout.padding = 300
        let placement = layout.place(
            canvas: Size(width: 440, height: 500), scene: Size(width: 390, height: 844), textHeight: 50)
        #expect(placement.sceneScale == 0)
    }

    @Test func aTinySceneIsScaledUpNoMoreThanTheCap() {
        for side in [1e-3, 1, 10, 20, 390] {
            let placement = MockupLayout().place(
                canvas: Size(width: 360, height: 360), scene: Size(width: side, height: side),
                textHeight: 0, maxSceneScale: 8)
            #expect(placement.sceneScale > 0 && placement.sceneScale <= 8, "\(side)")
            // Still centred in the space left for it.
            #expect(abs(placement.scene.origin.x + placement.scene.size.width / 2 - 180) < 1e-9)
        }
        let unbounded = MockupLayout().place(
            canvas: Size(width: 360, height: 360), scene: Size(width: 1, height: 1), textHeight: 0)
        #expect(unbounded.sceneScale > 8)
    }

    @Test func besideTheTitleStandsOnTheLeadingSideAndTheSceneOnTheOther() {
        var layout = MockupLayout()
        layout.textPosition = .beside
        let canvas = Size(width: 600, height: 315)
        #expect(layout.textWidth(canvas: canvas) == 276)
        let placement = layout.place(canvas: canvas, scene: Size(width: 390, height: 844), textHeight: 60)
        // Text: the left half of the padded width, centred vertically.
        #expect(placement.text == Rect(x: 24, y: 24 + (267 - 60) / 2, width: 276, height: 60))
        // The scene: in what is right of the text and its gap, as tall as the padding allows.
        #expect(placement.scene.origin.x >= 24 + 276 + 20 - 1e-9)
        expectClose(placement.scene.size.height, 267)
        expectClose(placement.scene.origin.x + placement.scene.size.width / 2, (320 + 576) / 2)

        layout.rightToLeft = true
        let mirrored = layout.place(canvas: canvas, scene: Size(width: 390, height: 844), textHeight: 60)
        #expect(mirrored.text.origin.x + mirrored.text.size.width == 576)
        expectClose(mirrored.scene.origin.x + mirrored.scene.size.width / 2, (24 + 280) / 2)
    }

    @Test func aPlainScreenTakesTheShapeOfItsSpaceAndHoldsTheDesignCanvas() {
        for area in [
            Size(width: 312, height: 250), Size(width: 256, height: 267), Size(width: 312, height: 560),
            Size(width: 100, height: 900)
        ] {
            let screen = MockupLayout.screen(filling: area)
            #expect(screen.width >= 389.5 && screen.height >= 843.5, "\(area)")
            #expect(abs(screen.width / screen.height - area.width / area.height) < 0.01, "\(area)")
            // No larger than needed: one side is the design canvas's.
            #expect(abs(screen.width - 390) < 1 || abs(screen.height - 844) < 1, "\(area)")
        }
        #expect(MockupLayout.screen(filling: Size(width: 0, height: 10)) == ScreenFit.designCanvas)
    }

    @Test func deviceClassesAreATableOfScreens() throws {
        for format in MockupFormat.all {
            guard let screen = format.screen else { continue }
            let device = try #require(DeviceClass.matching(screen, platform: format.platform), "\(format.name)")
            #expect(device.name == format.name)
        }
        #expect(DeviceClass.named("iphone-6.9")?.island != nil)
        #expect(DeviceClass.named("ipad-13")?.island == nil && DeviceClass.named("ipad-13")?.kind == .tablet)
        #expect(DeviceClass.matching(Size(width: 1376, height: 1032))?.name == "ipad-13")
        #expect(DeviceClass.suited(to: Size(width: 800, height: 1000)).kind == .tablet)
        #expect(DeviceClass.suited(to: Size(width: 320, height: 480)).name == "iphone-6.1")
        let framed = MockupLayout.DeviceFrame(device: DeviceClass.named("iphone-6.9")!)
        #expect(framed.island?.size == Size(width: 126, height: 37) && framed.screenCornerRadius == 62)
    }

    @Test func theStatusBarSitsInTheEarsBesideTheIsland() throws {
        let device = try #require(DeviceClass.named("iphone-6.9"))
        let bar = try #require(StatusBarLayout(device: device, screen: device.screen))
        let island = try #require(device.island)
        let islandLeft = (device.screen.width - island.size.width) / 2
        // The time left of the island, the icons right of it, all level with its centre.
        #expect(bar.time.origin.x > 0 && bar.time.origin.x + bar.time.size.width < islandLeft)
        #expect(
            bar.signal.origin.x > islandLeft + island.size.width
                && bar.battery.origin.x + bar.battery.size.width < device.screen.width)
        expectClose(bar.time.mid.y, island.top + island.size.height / 2)
        expectClose(bar.battery.mid.y, island.top + island.size.height / 2)
        #expect(
            bar.signal.origin.x + bar.signal.size.width < bar.wifi.origin.x
                && bar.wifi.origin.x + bar.wifi.size.width < bar.battery.origin.x)
        // Mirrored for a right-to-left language: the time on the right, the icons on the left.
        let mirrored = try #require(StatusBarLayout(device: device, screen: device.screen, mirrored: true))
        expectClose(mirrored.time.mid.x, device.screen.width - bar.time.mid.x)
        expectClose(mirrored.signal.mid.x, device.screen.width - bar.signal.mid.x)
        #expect(mirrored.battery.origin.x < mirrored.wifi.origin.x && mirrored.wifi.origin.x < mirrored.signal.origin.x)
        #expect(mirrored.battery.size == bar.battery.size)
        // A phone turned sideways shows none; an iPad keeps its own, near the corners.
        #expect(StatusBarLayout(device: device, screen: Size(width: 956, height: 440)) == nil)
        let pad = try #require(DeviceClass.named("ipad-13"))
        let padBar = try #require(StatusBarLayout(device: pad, screen: Size(width: 1376, height: 1032)))
        #expect(
            padBar.time.origin.x < 40 && padBar.battery.origin.x > 1300 && padBar.battery.mid.y < pad.statusBarHeight)
    }

    @Test func aDeviceFormatTurnsWithItsScreen() throws {
        let ipad = try #require(MockupFormat.named("ipad-13"))
        let landscape = ipad.oriented(like: Size(width: 1376, height: 1032))
        #expect(landscape.pixels() == (2752, 2064) && landscape.screen == Size(width: 1376, height: 1032))
        #expect(ipad.oriented(like: Size(width: 1032, height: 1376)) == ipad)
        let square = try #require(MockupFormat.named("square"))
        #expect(square.oriented(like: Size(width: 844, height: 390)) == square)
    }
}
