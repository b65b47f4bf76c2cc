import Testing
@testable import CardGeometry

@Suite("SceneCatalog")
struct SceneCatalogTests {
    @Test func knowsTheDeck() throws {
        #expect(SceneCatalog.names.contains("deck"))
        let scene = try #require(SceneCatalog.scene(named: "deck", .init(photoCount: 4)))
        #expect(scene.name == "deck")
        #expect(scene is DeckScene)
        #expect(scene.still().layers.map(\.content) == [.card(photo: 2), .card(photo: 1), .card(photo: 0)])
    }

    @Test func everyListedNameBuildsAScene() {
        for name in SceneCatalog.names {
            #expect(SceneCatalog.scene(named: name, .init(photoCount: 3))?.name == name)
        }
    }

    @Test func listsEveryScene() {
        #expect(SceneCatalog.names == ["deck", "swiftui-deck", "photostack", "sidecard", "sheet", "vertical-swiper"])
    }

    @Test func animationNamesOfEveryScene() {
        #expect(SceneCatalog.animationNames(of: "deck") == ["swipe-right", "swipe-left", "snap-back"])
        #expect(SceneCatalog.animationNames(of: "swiftui-deck") == ["swipe-right", "swipe-left", "snap-back"])
        #expect(SceneCatalog.animationNames(of: "photostack") == ["flick", "return", "show-all", "dismiss"])
        #expect(SceneCatalog.animationNames(of: "sidecard") == ["open", "cancel"])
        #expect(SceneCatalog.animationNames(of: "sheet") == ["fling-up", "settle"])
        #expect(SceneCatalog.animationNames(of: "vertical-swiper") == ["swipe-right", "swipe-left", "snap-back"])
    }

    @Test func animationNamesDoNotDependOnThePhotoCount() {
        for name in SceneCatalog.names {
            for count in [0, 1, 5, 20] {
                let scene = SceneCatalog.scene(named: name, .init(photoCount: count, seed: 42))
                #expect(
                    scene?.animations.map(\.name) == SceneCatalog.animationNames(of: name), "\(name), \(count) photos")
            }
        }
    }

    @Test func sceneTypes() {
        let context = SceneCatalog.Context(photoCount: 3)
        #expect(SceneCatalog.scene(named: "swiftui-deck", context) is SwiftUIDeckScene)
        #expect(SceneCatalog.scene(named: "photostack", context) is PhotoStackScene)
        #expect(SceneCatalog.scene(named: "sidecard", context) is SideCardScene)
        #expect(SceneCatalog.scene(named: "sheet", context) is SheetScene)
    }

    @Test func seedReachesThePhotoStack() throws {
        let a = try #require(
            SceneCatalog.scene(named: "photostack", .init(photoCount: 10, seed: 1)) as? PhotoStackScene)
        let b = try #require(
            SceneCatalog.scene(named: "photostack", .init(photoCount: 10, seed: 2)) as? PhotoStackScene)
        #expect(a.tilts == PhotoStackScene(photoCount: 10, seed: 1).tilts)
        #expect(a.tilts != b.tilts)
    }

    @Test func canvasReachesEveryScene() {
        let canvas = Size(width: 600, height: 700)
        for name in SceneCatalog.names {
            let scene = SceneCatalog.scene(named: name, .init(photoCount: 3, canvas: canvas))
            #expect(scene?.still().canvas == canvas, "\(name)")
            for animation in scene?.animations ?? [] {
                #expect(animation.frame(at: animation.duration / 2).canvas == canvas, "\(name) \(animation.name)")
            }
        }
    }

    @Test func unknownSceneGivesNothing() {
        #expect(SceneCatalog.scene(named: "carousel", .init(photoCount: 3)) == nil)
        #expect(SceneCatalog.scene(named: "Deck", .init(photoCount: 3)) == nil)
        #expect(SceneCatalog.animationNames(of: "carousel") == [])
    }

    @Test func defaultCanvasIsTheSeeds() throws {
        let scene = try #require(SceneCatalog.scene(named: "deck", .init(photoCount: 3)))
        let still = scene.still()
        #expect(still.canvas == Size(width: 390, height: 844))
        #expect(still.layers.last?.position == Seed000.containerCentre)
    }

    @Test func canvasOverrideMovesTheContainerAScenesFileSized() throws {
        // A scene file's own container size is kept on any canvas.
        var parameters = SceneParameters()
        parameters.deck.containerSize = Size(width: 300, height: 401)
        let context = SceneCatalog.Context(
            photoCount: 3, canvas: Size(width: 500, height: 1000), parameters: parameters)
        let scene = try #require(SceneCatalog.scene(named: "deck", context))
        let still = scene.still()
        #expect(still.canvas == Size(width: 500, height: 1000))
        // Centre: x = 500 / 2 = 250, y = 1000 / 2 − 60 = 440; the container origin is (100, 239.5).
        #expect(still.layers.last?.position == Point(x: 250, y: 440))
        #expect(still.layers.first?.position == Point(x: 250, y: 460))
        let deck = try #require(scene as? DeckScene)
        #expect(deck.containerOrigin == Point(x: 100, y: 239.5))
        // Animations use the same canvas.
        let animation = try #require(scene.animation(named: "swipe-right"))
        #expect(animation.frame(at: 0).canvas == Size(width: 500, height: 1000))
        #expect(animation.frame(at: 0).layers == still.layers)
    }

    @Test func canvasOverrideScalesTheSeedsContainerToTheScreen() throws {
        let context = SceneCatalog.Context(photoCount: 3, canvas: Size(width: 500, height: 1000))
        let scene = try #require(SceneCatalog.scene(named: "deck", context))
        let still = scene.still()
        #expect(still.canvas == Size(width: 500, height: 1000))
        // The seed's deck, lift included, zoomed until it fills the screen's width or height
        // with the seed's margins: more than the proportional fit, the height's 1000 / 844.
        let zoom = still.layers.last!.size.width / 300
        #expect(zoom > 1000.0 / 844)
        expectClose(still.layers.last!.position, Point(x: 250, y: 500 - 60 * zoom), tolerance: 1e-9)
        expectClose(still.layers.last!.size.height, 400 * zoom, tolerance: 1e-9)
        let animation = try #require(scene.animation(named: "swipe-right"))
        #expect(animation.frame(at: 0).canvas == Size(width: 500, height: 1000))
        #expect(animation.frame(at: 0).layers == still.layers)
    }
}
