import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

@Suite struct FrameCompositorTests {
    /// One photo (a flat colour, no label) in a fresh folder, and a compositor drawing it.
    private struct Fixture {
        let folder: TestFolder
        let compositor: FrameCompositor

        init(scale: Double = 1) throws {
            folder = try TestFolder()
            try TestImages.solid(width: 120, height: 90, [200, 60, 40]).save(to: folder.file("flat.png"))
            let library = PhotoLibrary(files: [PhotoFile(path: folder.file("flat.png"), label: "")], cover: (120, 90))
            compositor = FrameCompositor(scale: scale, photos: library)
        }
    }

    private func card(
        at position: Point, rotation: Double = 0, size: Size = Size(width: 40, height: 30),
        cornerRadius: Double = 0, alpha: Double = 1
    ) -> Layer {
        Layer(
            content: .card(photo: 0), size: size, position: position, rotation: rotation, alpha: alpha,
            cornerRadius: cornerRadius)
    }

    private func clearFrame(_ layers: [Layer], canvas: Size = Size(width: 200, height: 160)) -> SceneFrame {
        SceneFrame(time: 0, canvas: canvas, background: Color(red: 0, green: 0, blue: 0, alpha: 0), layers: layers)
    }

    /// The coverage-weighted centre of the alpha band, in continuous pixel coordinates.
    private func alphaCentroid(_ image: VImage) throws -> (x: Double, y: Double, mass: Double) {
        let pixels = try image.pixels()
        var sx = 0.0, sy = 0.0, mass = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Double(pixels[(y * image.width + x) * 4 + 3])
                sx += (Double(x) + 0.5) * a
                sy += (Double(y) + 0.5) * a
                mass += a
            }
        }
        return (sx / mass, sy / mass, mass)
    }

    @Test func layerLandsWhereItsPositionSays() throws {
        let fixture = try Fixture(scale: 2); defer { fixture.folder.remove() }
        let image = try fixture.compositor.render(clearFrame([card(at: Point(x: 83.3, y: 61.7))]))
        #expect(image.bands == 4)
        let centre = try alphaCentroid(image)
        #expect(abs(centre.x - 166.6) < 0.02, "x \(centre.x)")
        #expect(abs(centre.y - 123.4) < 0.02, "y \(centre.y)")
        // 40 × 30 pt at @2x is 80 × 60 px of full coverage.
        #expect(abs(centre.mass / 255 - 4800) < 2)
    }

    /// Sub-pixel motion: moving a layer by a quarter pixel moves its image by a quarter pixel,
    /// every step alike (no snapping to whole pixels, no jitter).
    @Test func motionIsSubPixelSmooth() throws {
        let fixture = try Fixture(); defer { fixture.folder.remove() }
        var previous: Double?
        for step in 0..<9 {
            let x = 100 + 0.25 * Double(step)
            let centre = try alphaCentroid(
                try fixture.compositor.render(clearFrame([card(at: Point(x: x, y: 80), rotation: 0.2)])))
            #expect(abs(centre.x - x) < 0.02, "step \(step): \(centre.x) for \(x)")
            if let previous { #expect(abs((centre.x - previous) - 0.25) < 0.01) }
            previous = centre.x
        }
    }

    @Test func rotationTurnsAboutTheAnchorClockwise() throws {
        let fixture = try Fixture(); defer { fixture.folder.remove() }
        // A tall thin card turned +90° (clockwise on screen, y down) becomes wide and thin.
        let layer = card(at: Point(x: 100, y: 80), rotation: .pi / 2, size: Size(width: 10, height: 60))
        let image = try fixture.compositor.render(clearFrame([layer]))
        let centre = try alphaCentroid(image)
        #expect(abs(centre.x - 100) < 0.02 && abs(centre.y - 80) < 0.02)
        #expect(try TestImages.pixel(image, 75, 80)[3] == 255)
        #expect(try TestImages.pixel(image, 100, 60)[3] == 0)

        // Anchored at its bottom centre and turned clockwise, the card's top swings right.
        var pivoted = card(at: Point(x: 100, y: 140), rotation: 0.5, size: Size(width: 10, height: 60))
        pivoted.anchor = Point(x: 0.5, y: 1)
        let swung = try alphaCentroid(try fixture.compositor.render(clearFrame([pivoted])))
        #expect(abs(swung.x - (100 + 30 * sin(0.5))) < 0.05 && abs(swung.y - (140 - 30 * cos(0.5))) < 0.05)
    }

    @Test func roundedCornersAreAntiAliased() throws {
        let fixture = try Fixture(scale: 2); defer { fixture.folder.remove() }
        let image = try fixture.compositor.render(
            clearFrame([card(at: Point(x: 100, y: 80), size: Size(width: 80, height: 60), cornerRadius: 15)]))
        let pixels = try image.pixels()
        // The card spans x 120…280 and y 100…220 px; its corner arc passes through partly covered pixels.
        let corner = (0..<30).flatMap { dy in
            (0..<30).map { dx in Int(pixels[((100 + dy) * image.width + 120 + dx) * 4 + 3]) }
        }
        #expect(corner.contains(0))
        #expect(corner.contains(255))
        #expect(corner.filter { $0 > 0 && $0 < 255 }.count >= 20, "a smooth arc has many partly covered pixels")
        // The very corner is outside the arc, the middle of the edge inside.
        #expect(try TestImages.pixel(image, 120, 100)[3] == 0)
        #expect(try TestImages.pixel(image, 200, 100)[3] == 255)
    }

    @Test func opaqueBackgroundGivesRGB() throws {
        let fixture = try Fixture(); defer { fixture.folder.remove() }
        let frame = SceneFrame(
            time: 0, canvas: Size(width: 50, height: 40), background: Color(rgb8: 10, 20, 30), layers: [])
        let image = try fixture.compositor.render(frame)
        #expect(image.bands == 3)
        #expect(try TestImages.pixel(image, 4, 4) == [10, 20, 30])
    }

    @Test func alphaFadesTheLayer() throws {
        let fixture = try Fixture(); defer { fixture.folder.remove() }
        let frame = SceneFrame(
            time: 0, canvas: Size(width: 200, height: 160), background: .white,
            layers: [card(at: Point(x: 100, y: 80), alpha: 0.5)])
        let pixel = try TestImages.pixel(try fixture.compositor.render(frame), 100, 80).map(Int.init)
        // Half of (200, 60, 40) over white.
        #expect(zip(pixel, [228, 158, 148]).allSatisfy { abs($0 - $1) <= 1 }, "\(pixel)")
    }

    @Test func shadowDarkensAroundTheCard() throws {
        let fixture = try Fixture(scale: 2); defer { fixture.folder.remove() }
        var layer = card(at: Point(x: 100, y: 80), size: Size(width: 60, height: 40))
        layer.shadow = Shadow(color: .black, opacity: 0.8, radius: 4)
        let frame = SceneFrame(time: 0, canvas: Size(width: 200, height: 160), background: .white, layers: [layer])
        let image = try fixture.compositor.render(frame)
        // Card edge at x = 140 px; 2 pt outside it the shadow is clearly there, 20 pt out it is gone.
        let near = try TestImages.pixel(image, 136, 160)[0], far = try TestImages.pixel(image, 100, 160)[0]
        #expect(near < 200, "near \(near)")
        #expect(far == 255)
    }

    /// Leaving out what opaque layers above cover changes no byte: a stack of cards, turned,
    /// scaled, faded and moved by fractions of a pixel, with and without it.
    @Test(arguments: 0..<6)
    func hiddenPixelsLeftOutGiveTheSameFrame(seed: Int) throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try TestImages.halves(width: 120, height: 90, left: [200, 60, 40], right: [20, 90, 230]).save(
            to: folder.file("photo.png"))
        let library = PhotoLibrary(files: [PhotoFile(path: folder.file("photo.png"), label: "")], cover: (120, 90))
        var random = DrawLayerKernelTests.Generator(state: UInt64(seed) &* 31 &+ 5)
        var layers: [Layer] = []
        for depth in 0..<5 {
            let size = Size(width: 60 + 8 * random.unit(), height: 44)
            let position = Point(x: 100 + 6 * random.unit(), y: 80 + 3 * Double(depth) + random.unit())
            let rotation: Double = random.next() % 3 == 0 ? 0 : (random.unit() - 0.5) * 0.3
            let scale: Double = 1 + random.unit() * 0.2
            let alpha: Double = random.next() % 4 == 0 ? 0.8 : 1
            let content: LayerContent = depth % 2 == 0 ? .card(photo: 0) : .photo(0)
            let border: Border? = depth == 3 ? Border(width: 2, color: .white) : nil
            let shadow: Shadow? = depth % 2 == 0 ? Shadow(opacity: 0.6, radius: 3, offset: Point(x: 0, y: 1)) : nil
            layers.append(
                Layer(
                    content: content, size: size, position: position, rotation: rotation, scale: scale, alpha: alpha,
                    cornerRadius: 6, border: border, shadow: shadow))
        }
        let frame = SceneFrame(time: 0, canvas: Size(width: 200, height: 160), background: .white, layers: layers)
        let skipping = FrameCompositor(scale: 2, photos: library)
        let whole = FrameCompositor(scale: 2, photos: library, skipsHiddenPixels: false)
        #expect(try skipping.render(frame).pixels() == whole.render(frame).pixels())
        // Not vacuous: the top card hides some pixels of those beneath.
        let top = try #require(layers.last)
        let prepared = try LayerPainter(scale: 2, photos: library).paint(top.look)
        var hidden = HiddenPixels(width: 400, height: 320)
        hidden.cover(
            prepared, inverse: try #require(LayerPlacement(layer: top, prepared: prepared, scale: 2).inverse),
            rows: 0..<320)
        #expect(!hidden.isEmpty)
    }

    @Test func anOpaqueCardHidesWhatIsUnderIt() throws {
        let fixture = try Fixture(scale: 2); defer { fixture.folder.remove() }
        let library = PhotoLibrary(
            files: [PhotoFile(path: fixture.folder.file("flat.png"), label: "")], cover: (120, 90))
        let layer = card(at: Point(x: 50, y: 40), cornerRadius: 5)
        let prepared = try LayerPainter(scale: 2, photos: library).paint(layer.look)
        // 80 × 60 pixels with corners of 10: one bar 58 tall inside, one 80 - 2·11 wide.
        #expect(prepared.opaqueBoxes.count == 2)
        let placement = LayerPlacement(layer: layer, prepared: prepared, scale: 2)
        var hidden = HiddenPixels(width: 200, height: 160)
        hidden.cover(prepared, inverse: try #require(placement.inverse), rows: 0..<160)
        // The card covers columns 60…139 and rows 50…109 of the canvas. In its middle row the
        // opaque bar is a pixel in from each edge (61…138); a sample reads two neighbouring
        // texels, so 61…137 read only opaque ones, and a pixel is spared at each end: 62…136.
        #expect(hidden.runs[2 * 80] == 62 && hidden.runs[2 * 80 + 1] == 137)
        #expect(hidden.runs[2 * 40] == hidden.runs[2 * 40 + 1])
    }
}
