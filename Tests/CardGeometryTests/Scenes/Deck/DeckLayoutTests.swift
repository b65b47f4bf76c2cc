import Testing
@testable import CardGeometry

/// `deck`, at rest: the container, the inset card frames and the still.
@Suite("Deck layout")
struct DeckLayoutTests {
    @Test func defaultParametersAreTheSeeds() {
        let p = DeckParameters()
        #expect(p.canvas == Size(width: 390, height: 844))
        #expect(p.containerSize == Size(width: 300, height: 400))
        #expect(p.containerLift == 60)
        #expect(p.visibleCards == 3)
        #expect(p.horizontalInset == 10 && p.verticalInset == 10)
        #expect(p.cornerRadius == 15)
        #expect(p.shadow.opacity == 0.8 && p.shadow.radius == 4 && p.shadow.offset == Point(x: 0, y: 0))
        #expect(p.shadow.color == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(p.exitRightThreshold == 400 && p.exitLeftThreshold == -65)
        #expect(p.exitOffset == Point(x: 200, y: 75))
        #expect(p.releaseDuration == 0.2 && p.relayoutDuration == 0.2)
        #expect(p.curve.c1 == Point(x: 0.42, y: 0) && p.curve.c2 == Point(x: 0.58, y: 1))
    }

    @Test func containerIsCentredHorizontallyAndLifted60() {
        let scene = DeckScene(photoCount: 3)
        #expect(scene.containerOrigin == Seed000.containerOrigin)
        // Centre: horizontally on the canvas centre, 60 pt above its vertical centre.
        let centre = scene.containerOrigin + Point(x: 150, y: 200)
        #expect(centre.x == 390 / 2)
        #expect(centre.y == 844 / 2 - 60)
    }

    @Test func cardFramesAreInsetByDepth() {
        let scene = DeckScene(photoCount: 3)
        #expect(scene.cardFrame(depth: 0) == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(scene.cardFrame(depth: 1) == Rect(x: 10, y: 10, width: 280, height: 400))
        #expect(scene.cardFrame(depth: 2) == Rect(x: 20, y: 20, width: 260, height: 400))
    }

    @Test func cardFramesFollowCustomInsets() {
        var p = DeckParameters()
        p.horizontalInset = 7
        p.verticalInset = 12
        let scene = DeckScene(photoCount: 3, parameters: p)
        // width − 2·i·hInset = 300 − 28, x + i·hInset = 14, y + i·vInset = 24, height unchanged.
        #expect(scene.cardFrame(depth: 2) == Rect(x: 14, y: 24, width: 272, height: 400))
    }

    @Test func stillHasThreeCardsBackToFront() {
        let still = DeckScene(photoCount: 5).still()
        #expect(still.time == 0)
        #expect(still.canvas == Size(width: 390, height: 844))
        #expect(still.background == Color(rgb8: 0xF2, 0xF2, 0xF7))
        #expect(still.layers.map(\.content) == [.card(photo: 2), .card(photo: 1), .card(photo: 0)])
        #expect(
            still.layers == [
                Seed000.restingCard(photo: 2, depth: 2),
                Seed000.restingCard(photo: 1, depth: 1),
                Seed000.restingCard(photo: 0, depth: 0)
            ])
    }

    @Test func stillPositionsAreContainerOriginPlusFrameCentre() throws {
        let still = DeckScene(photoCount: 3).still()
        try #require(still.layers.count == 3)
        // Depth 2 frame (20, 20, 260, 400): centre (150, 220) → canvas (195, 382).
        #expect(still.layers[0].position == Point(x: 45 + 150, y: 162 + 220))
        #expect(still.layers[0].size == Size(width: 260, height: 400))
        // Depth 1 frame (10, 10, 280, 400): centre (150, 210) → canvas (195, 372).
        #expect(still.layers[1].position == Point(x: 45 + 150, y: 162 + 210))
        #expect(still.layers[1].size == Size(width: 280, height: 400))
        // Depth 0 frame (0, 0, 300, 400): centre (150, 200) → canvas (195, 362).
        #expect(still.layers[2].position == Point(x: 45 + 150, y: 162 + 200))
        #expect(still.layers[2].size == Size(width: 300, height: 400))
        for layer in still.layers {
            #expect(layer.cornerRadius == 15)
            #expect(layer.shadow?.opacity == 0.8 && layer.shadow?.radius == 4 && layer.shadow?.offset == .zero)
            #expect(layer.alpha == 1 && layer.rotation == 0 && layer.scale == 1)
            #expect(layer.anchor == Point(x: 0.5, y: 0.5))
        }
    }

    @Test func stillWithFewerPhotosShowsFewerCards() {
        #expect(
            DeckScene(photoCount: 2).still().layers == [
                Seed000.restingCard(photo: 1, depth: 1),
                Seed000.restingCard(photo: 0, depth: 0)
            ])
        #expect(DeckScene(photoCount: 1).still().layers == [Seed000.restingCard(photo: 0, depth: 0)])
        #expect(DeckScene(photoCount: 0).still().layers.isEmpty)
    }

    @Test func visibleCardsIsAParameter() {
        var p = DeckParameters()
        p.visibleCards = 4
        let layers = DeckScene(photoCount: 10, parameters: p).still().layers
        #expect(layers.map(\.content) == [.card(photo: 3), .card(photo: 2), .card(photo: 1), .card(photo: 0)])
        // Depth 3: width 300 − 60 = 240, centre 30 pt below the container centre.
        #expect(layers.first?.size == Size(width: 240, height: 400))
        #expect(layers.first?.position == Point(x: 195, y: 392))
    }
}
