import Testing
@testable import CardGeometry

/// Mockup formats and layout, in points.
@Suite struct MockupLayoutTests {
    @Test(arguments: [
        ("iphone-6.9", 1320, 2868), ("iphone-6.7", 1290, 2796), ("iphone-6.5", 1284, 2778), ("iphone-6.5-1242", 1242, 2688),
        ("ipad-13", 2064, 2752), ("square", 1080, 1080), ("story", 1080, 1920), ("link", 1200, 630),
    ])
    func formatsHaveTheStoresAndNetworksSizes(_ name: String, _ width: Int, _ height: Int) throws {
        let format = try #require(MockupFormat.named(name))
        #expect(format.pixels() == (width, height))
        // @1x, @2x, @3x: the points times the density.
        for density in [1.0, 2, 3] {
            let pixels = format.pixels(density: density)
            #expect(pixels.width == Int((format.points.width * density).rounded()) && pixels.height == Int((format.points.height * density).rounded()))
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
        let placement = layout.place(canvas: Size(width: 440, height: 956), scene: Size(width: 390, height: 844), textHeight: 80)
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
        let placement = layout.place(canvas: Size(width: 360, height: 360), scene: Size(width: 390, height: 844), textHeight: 40)
        // The text block ends at the bottom padding; the scene sits above it and its gap.
        #expect(placement.text.origin.y + placement.text.size.height == 360 - 24)
        #expect(placement.scene.origin.y >= 24 - 1e-9)
        expectClose(placement.scene.origin.y + placement.scene.size.height, 360 - 24 - 40 - 20)
    }

    @Test func aDeviceFrameWrapsTheSceneInItsBezel() throws {
        var layout = MockupLayout()
        layout.device = MockupLayout.DeviceFrame()
        let placement = layout.place(canvas: Size(width: 440, height: 956), scene: Size(width: 390, height: 844), textHeight: 0)
        let body = try #require(placement.device)
        let k = placement.sceneScale
        // The body is the scene plus a 14 pt bezel each side, in scene points, scaled alike.
        expectClose(body.size.width, (390 + 28) * k)
        expectClose(body.size.height, (844 + 28) * k)
        expectClose(placement.scene.origin.x - body.origin.x, 14 * k)
        // It fits the padded canvas along one side exactly.
        #expect(abs(body.size.width - 392) < 1e-9 || abs(body.size.height - 908) < 1e-9)
        #expect(MockupLayout.DeviceFrame().screenCornerRadius == 48)
        #expect(MockupLayout.DeviceFrame.suited(to: Size(width: 1032, height: 1376)).cornerRadius == 40)
    }

    @Test func nothingFitsInNothing() {
        var layout = MockupLayout()
        layout.padding = 300
        let placement = layout.place(canvas: Size(width: 440, height: 500), scene: Size(width: 390, height: 844), textHeight: 50)
        #expect(placement.sceneScale == 0)
    }

    @Test func aTinySceneIsScaledUpNoMoreThanTheCap() {
        for side in [1e-3, 1, 10, 20, 390] {
            let placement = MockupLayout().place(canvas: Size(width: 360, height: 360), scene: Size(width: side, height: side),
                                                 textHeight: 0, maxSceneScale: 8)
            #expect(placement.sceneScale > 0 && placement.sceneScale <= 8, "\(side)")
            // Still centred in the space left for it.
            #expect(abs(placement.scene.origin.x + placement.scene.size.width / 2 - 180) < 1e-9)
        }
        let unbounded = MockupLayout().place(canvas: Size(width: 360, height: 360), scene: Size(width: 1, height: 1), textHeight: 0)
        #expect(unbounded.sceneScale > 8)
    }
}
