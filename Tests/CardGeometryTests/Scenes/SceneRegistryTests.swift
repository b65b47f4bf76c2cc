import Testing

@testable import CardGeometry

/// A scene is one folder and one line in the list: the test-only `dot` scene, added to a list
/// beside the built-in ones, is found, fitted, bounded and checked as they are.
@Suite("SceneRegistry")
struct SceneRegistryTests {
    static let registry = SceneRegistry(SceneRegistry.builtIn.entries + [DotEntry()])

    @Test func theBuiltInListIsTheCataloguesNames() {
        #expect(SceneRegistry.builtIn.names == SceneCatalog.names)
        #expect(
            SceneRegistry.builtIn.names == [
                "deck", "swiftui-deck", "photostack", "sidecard", "sheet", "vertical-swiper"
            ])
    }

    @Test func allIsTheSeedsScenesAndANamedOnlySceneIsLeftOut() {
        #expect(SceneRegistry.builtIn.allNames == ["deck", "swiftui-deck", "photostack", "sidecard", "sheet"])
        #expect(SceneCatalog.allNames == SceneRegistry.builtIn.allNames)
        #expect(Self.registry.allNames == SceneRegistry.builtIn.allNames + ["dot"], "a scene joins all by default")
    }

    @Test func theBuiltInSectionsAreTheSceneFilesSections() {
        #expect(
            SceneRegistry.builtIn.sections.map(\.section.key)
                == [
                    "deck", "koloda", "shuffle", "cardstackview", "swiftui-deck", "swiftui-cardstackview", "photostack",
                    "sidecard", "sheet", "floatingpanel", "vertical-swiper"
                ])
        #expect(
            SceneRegistry.builtIn.sections.map(\.scene) == [
                "deck", "deck", "deck", "deck", "swiftui-deck", "swiftui-deck", "photostack", "sidecard", "sheet",
                "sheet", "vertical-swiper"
            ])
    }

    @Test func theDecksSectionsCarryTheStampsTheStampSettingsChange() {
        let stamped = SceneRegistry.builtIn.sections.filter(\.section.hasStamps).map(\.section.key)
        #expect(
            stamped == [
                "deck", "koloda", "shuffle", "cardstackview", "swiftui-deck", "swiftui-cardstackview", "vertical-swiper"
            ])
        var parameters = SceneParameters()
        parameters.setStamps(true)
        parameters.setStampWords(like: "OUI", nope: nil)
        for (_, section) in SceneRegistry.builtIn.sections where section.hasStamps {
            #expect(section.stamps(of: parameters)?.enabled == true, "\(section.key)")
            #expect(section.stamps(of: parameters)?.like.text == "OUI", "\(section.key)")
            #expect(section.stamps(of: parameters)?.nope.text == StampParameters().nope.text, "\(section.key)")
        }
        #expect(parameters.deck.stamps.enabled && parameters.koloda.stamps.enabled)
        #expect(parameters.shuffle.stamps.like.text == "OUI" && parameters.swiftUIDeck.stamps.like.text == "OUI")
        #expect(parameters.cardStackView.stamps.enabled && parameters.cardStackView.stamps.like.text == "OUI")
        #expect(parameters.verticalSwiper.stamps.enabled && parameters.verticalSwiper.stamps.like.text == "OUI")
    }

    @Test func anAddedSceneIsListedAndBuilt() throws {
        #expect(Self.registry.names == SceneCatalog.names + ["dot"])
        let scene = try #require(Self.registry.scene(named: "dot", .init(photoCount: 3)))
        #expect(scene.name == "dot")
        #expect(scene.animations.map(\.name) == ["fade"])
        #expect(scene.still().canvas == ScreenFit.designCanvas)
        #expect(SceneCatalog.scene(named: "dot", .init(photoCount: 3)) == nil, "the built-in list does not have it")
    }

    @Test func anAddedSceneIsZoomedToALargerScreenByItsFitRule() throws {
        let ipad = Size(width: 820, height: 1180)
        let scene = try #require(Self.registry.scene(named: "dot", .init(photoCount: 3, canvas: ipad)))
        let still = scene.still()
        #expect(still.canvas == ipad)
        #expect(still.contentZoom > 1)
        let layer = try #require(still.layers.first)
        #expect(layer.size.width * layer.scale > 100)
    }

    @Test func anAddedScenesCanvasIsBoundedAndItsClippingChecked() throws {
        let dot = try #require(Self.registry.entry(named: "dot"))
        let tiny = SceneCatalog.Context(photoCount: 3, canvas: Size(width: 40, height: 40))
        let tooSmall = try #require(SceneCatalog.canvasTooSmall(of: dot, tiny))
        #expect(tooSmall.scene == "dot")
        #expect(tooSmall.smallest.width > 40)
        #expect(SceneCatalog.canvasTooSmall(of: dot, .init(photoCount: 3)) == nil)
        #expect(SceneCatalog.clipping(of: dot, .init(photoCount: 3)) == nil)
    }
}
