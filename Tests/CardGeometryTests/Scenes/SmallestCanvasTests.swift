import PropertyBased
import Testing
@testable import CardGeometry

/// The smallest canvas each scene lays out on, from its own numbers: on it every layer of every
/// frame has a size and the layout holds; a point less either way is refused, any more is not.
@Suite struct SmallestCanvasTests {
    /// The seed's numbers, the deck's presets, and a scene file's sizes for each scene.
    static let variants: [(label: String, parameters: SceneParameters)] = {
        var sized = SceneParameters()
        sized.deck.containerSize = Size(width: 340, height: 520)
        sized.swiftUIDeck.cardHeight = 500
        sized.swiftUIDeck.padding = 40
        sized.photoStack.photoSize = Size(width: 350, height: 300)
        sized.photoStack.gridCell = 130
        sized.sideCard.cardMargins = Insets(top: 80, left: 40, bottom: 140, right: 30)
        sized.sheet.rowHeight = 120
        sized.sheet.notches = [0.1, 0.4]
        var stamped = sized
        stamped.setStamps(true)
        return PresetVariants.all + [("scene file", sized), ("stamps", stamped)]
    }()

    static func context(_ canvas: Size?, _ parameters: SceneParameters) -> SceneCatalog.Context {
        SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: parameters)
    }

    /// Every frame of the scene: its stills and each animation at 30 fps.
    static func frames(_ scene: any Scene) -> [SceneFrame] {
        scene.stills.map(\.frame)
            + scene.animations.flatMap { animation in animation.frameTimes(fps: 30).map(animation.frame(at:)) }
    }

    @Test(arguments: SceneCatalog.names)
    func onTheSmallestCanvasEveryLayerHasASizeAndAPointLessIsRefused(_ name: String) throws {
        for (label, parameters) in Self.variants {
            let smallest = try #require(
                SceneCatalog.smallestCanvas(named: name, Self.context(Size(width: 390, height: 844), parameters)))
            #expect(
                smallest.width == smallest.width.rounded() && smallest.height == smallest.height.rounded(),
                "\(name), \(label): \(smallest)")
            #expect(
                SceneCatalog.canvasTooSmall(named: name, Self.context(smallest, parameters)) == nil, "\(name), \(label)"
            )
            for less in [
                Size(width: smallest.width - 1, height: smallest.height),
                Size(width: smallest.width, height: smallest.height - 1)
            ] {
                let refused = SceneCatalog.canvasTooSmall(named: name, Self.context(less, parameters))
                #expect(
                    refused == CanvasTooSmall(scene: name, canvas: less, smallest: smallest),
                    "\(name), \(label) on \(less)")
            }
            let scene = try #require(SceneCatalog.scene(named: name, Self.context(smallest, parameters)))
            for frame in Self.frames(scene) {
                for layer in frame.layers {
                    #expect(
                        layer.size.width > 0 && layer.size.height > 0,
                        "\(name), \(label) on \(smallest) at \(frame.time): \(layer.size)")
                }
            }
        }
    }

    @Test(arguments: ["deck", "swiftui-deck", "photostack"])
    func theStacksLieOnTheirSmallestCanvas(_ name: String) throws {
        for (label, parameters) in Self.variants {
            let smallest = try #require(
                SceneCatalog.smallestCanvas(named: name, Self.context(Size(width: 1, height: 1), parameters)))
            let still = try #require(SceneCatalog.scene(named: name, Self.context(smallest, parameters))).still()
            for layer in still.layers {
                let box = layer.unrotatedFrame
                #expect(
                    box.origin.x >= -1e-9 && box.origin.y >= -1e-9
                        && box.origin.x + box.size.width <= smallest.width + 1e-9
                        && box.origin.y + box.size.height <= smallest.height + 1e-9,
                    "\(name), \(label): \(box) on \(smallest)")
            }
        }
    }

    @Test func theSideCardKeepsItsCornersAndTheSheetAWholeRow() throws {
        for (label, parameters) in Self.variants {
            let side = try #require(SceneCatalog.smallestCanvas(named: "sidecard", Self.context(nil, parameters)))
            let card = SideCardScene(
                photoCount: 2,
                parameters: {
                    var p = parameters.sideCard; p.canvas = side; return p
                }()
            ).cardFrame
            #expect(
                min(card.size.width, card.size.height) >= 2 * parameters.sideCard.cardCornerRadius, "\(label): \(card)")

            let sheetCanvas = try #require(SceneCatalog.smallestCanvas(named: "sheet", Self.context(nil, parameters)))
            var sheetParameters = parameters.sheet
            sheetParameters.canvas = sheetCanvas
            let sheet = SheetScene(photoCount: 8, parameters: sheetParameters)
            let highest = try #require(sheet.notchHeights.max())
            #expect(
                highest >= SheetScene.headerHeight + parameters.sheet.rowHeight,
                "\(label): \(highest) on \(sheetCanvas)")
            #expect(!sheet.rows.isEmpty, "\(label)")
        }
    }

    @Test func aSceneFilesNumbersMoveIt() throws {
        func smallest(_ name: String, _ change: (inout SceneParameters) -> Void) -> Size? {
            var parameters = SceneParameters()
            change(&parameters)
            return SceneCatalog.smallestCanvas(named: name, Self.context(nil, parameters))
        }
        // The seed's side card: the indicator's 16 + 40 + 16 points and one to cross; 60 + 100 points of margin and the corners, 2 × 16.
        #expect(smallest("sidecard") { _ in } == Size(width: 73, height: 192))
        // Margins of 112 and 12 points and the corners.
        #expect(smallest("sidecard") { $0.sideCard.cardMargins.left += 100 } == Size(width: 156, height: 192))
        #expect(smallest("sheet") { $0.sheet.rowHeight = 120 } == Size(width: 20, height: 198))
        #expect(smallest("deck") { $0.deck.containerLift = 100 } == Size(width: 300, height: 600))
    }

    @Test func theDefaultCanvasSuitsEveryScene() {
        for name in SceneCatalog.names {
            for (label, parameters) in Self.variants {
                #expect(
                    SceneCatalog.canvasTooSmall(named: name, Self.context(nil, parameters)) == nil, "\(name), \(label)")
                #expect(
                    SceneCatalog.canvasTooSmall(named: name, Self.context(ScreenFit.designCanvas, parameters)) == nil,
                    "\(name), \(label)")
            }
        }
    }

    @Test func anyLargerCanvasIsNotRefused() async {
        let grow = Gen.double(in: 0...3000)
        await propertyCheck(count: 60, input: Gen.int(in: 0..<Self.variants.count), grow, grow) { variant, dw, dh in
            let parameters = Self.variants[variant].parameters
            for name in SceneCatalog.names {
                guard
                    let smallest = SceneCatalog.smallestCanvas(
                        named: name, Self.context(Size(width: 1, height: 1), parameters))
                else { continue }
                let larger = Size(width: smallest.width + dw, height: smallest.height + dh)
                #expect(
                    SceneCatalog.canvasTooSmall(named: name, Self.context(larger, parameters)) == nil,
                    "\(name) on \(larger)")
            }
        }
    }
}
