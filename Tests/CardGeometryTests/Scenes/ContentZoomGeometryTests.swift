import Testing
@testable import CardGeometry

/// Zoomed to another screen, a frame says how much larger its content draws; on the phone's own
/// canvas it says nothing.
@Suite struct ContentZoomGeometryTests {
    static let iPad = Size(width: 1032, height: 1376)

    @Test func theDesignCanvasDrawsContentAtItsOwnSize() throws {
        for name in SceneCatalog.names {
            for canvas in [nil, ScreenFit.designCanvas] {
                let scene = try #require(SceneCatalog.scene(named: name, .init(photoCount: 8, canvas: canvas)))
                #expect(scene.still().contentZoom == 1, "\(name)")
            }
        }
    }

    @Test func theIPadSheetIsThePhoneSheetZoomedToTheScreensWidth() throws {
        let scene = try #require(SceneCatalog.scene(named: "sheet", .init(photoCount: 8, canvas: Self.iPad)))
        let still = scene.still()
        let zoom = min(Self.iPad.width / 390, Self.iPad.height / 844)
        #expect(abs(still.contentZoom - zoom) < 1e-9)
        let sheet = try #require(still.layers.last)
        #expect(abs(sheet.size.width - Self.iPad.width) < 1e-9, "the sheet spans the screen")
        guard case let .sheet(_, rowHeight) = sheet.content else {
            Issue.record("not a sheet")
            return
        }
        #expect(abs(rowHeight - 64 * zoom) < 1e-9, "rows as tall as the phone's, zoomed")
    }

    @Test func aDeckZoomsItsContentAsItsCards() throws {
        let scene = try #require(SceneCatalog.scene(named: "deck", .init(photoCount: 8, canvas: Self.iPad)))
        let still = scene.still()
        let top = try #require(still.layers.last)
        #expect(abs(still.contentZoom - top.size.width / DeckParameters().containerSize.width) < 1e-9)
        #expect(still.contentZoom > 1.5)
    }

    @Test func aSheetOnASmallerScreenKeepsItsPoints() throws {
        let small = Size(width: 320, height: 568)
        let scene = try #require(SceneCatalog.scene(named: "sheet", .init(photoCount: 8, canvas: small)))
        #expect(scene.still().contentZoom == 1)
        #expect(scene.still().layers.last?.size.width == small.width)
    }

    @Test func aSheetWithItsOwnRowHeightKeepsItsPoints() throws {
        var parameters = SceneParameters()
        parameters.sheet.rowHeight = 80
        let scene = try #require(
            SceneCatalog.scene(named: "sheet", .init(photoCount: 8, canvas: Self.iPad, parameters: parameters)))
        #expect(scene.still().contentZoom == 1)
    }
}
