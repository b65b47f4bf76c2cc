import Testing
@testable import CardGeometry

/// `--backdrop`: which photo fills the screen behind the sheet and behind the side card.
@Suite struct BackdropTests {
    @Test func theSheetShowsTheChosenPhotoBehindIt() {
        let frame = SheetScene(photoCount: 4, backdrop: 2).still()
        #expect(frame.layers[0].content == .photo(2))
        // The sheet still lists every photo, from the first.
        guard case let .sheet(rows, _) = frame.layers[1].content else {
            Issue.record("no sheet layer")
            return
        }
        #expect(rows == [0, 1, 2, 3])
        #expect(SheetScene(photoCount: 4).still().layers[0].content == .photo(0))
    }

    @Test func theSideCardShowsTheFirstOtherPhotoOnItsCard() {
        for (backdrop, card) in [(0, 1), (1, 0), (3, 0)] {
            let layers = SideCardScene(photoCount: 4, backdrop: backdrop).still().layers
            #expect(layers[0].content == .photo(backdrop) && layers[1].content == .blurredPhoto(backdrop, radius: 20))
            #expect(layers[3].content == .photo(card), "backdrop \(backdrop)")
        }
        // One photo: it is both.
        let single = SideCardScene(photoCount: 1, backdrop: 0).still().layers
        #expect(single[0].content == .photo(0) && single[3].content == .photo(0))
    }

    @Test func anIndexOutsideThePhotosIsClamped() {
        #expect(SheetScene(photoCount: 3, backdrop: 9).still().layers[0].content == .photo(2))
        #expect(SideCardScene(photoCount: 3, backdrop: -4).still().layers[0].content == .photo(0))
        let context = SceneCatalog.Context(photoCount: 5, backdrop: 4)
        #expect(SceneCatalog.scene(named: "sheet", context)?.stills.first?.frame.layers[0].content == .photo(4))
        #expect(SceneCatalog.scene(named: "sidecard", context)?.stills.first?.frame.layers[0].content == .photo(4))
    }
}
