import Foundation
import Testing
@testable import CardGeometry

/// Scenes laid out for the screen they are shown on.
@Suite struct ScreenFitTests {
    static let screens = [
        Size(width: 440, height: 956), Size(width: 1032, height: 1376), Size(width: 1376, height: 1032),
        Size(width: 320, height: 480), Size(width: 844, height: 390), Size(width: 1053, height: 844)
    ]

    static func context(_ canvas: Size?, parameters: SceneParameters = SceneParameters()) -> SceneCatalog.Context {
        SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: parameters)
    }

    /// The union of the layers' unrotated frames.
    static func extent(_ frame: SceneFrame) -> Rect {
        let rects = frame.layers.map {
            Rect(
                x: $0.position.x - $0.size.width / 2, y: $0.position.y - $0.size.height / 2,
                width: $0.size.width, height: $0.size.height)
        }
        let left = rects.map(\.origin.x).min()!, top = rects.map(\.origin.y).min()!
        let right = rects.map { $0.origin.x + $0.size.width }.max()!,
            bottom = rects.map { $0.origin.y + $0.size.height }.max()!
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    @Test func theDesignCanvasIsLeftAsItIs() throws {
        for name in SceneCatalog.names {
            let plain = try #require(SceneCatalog.scene(named: name, Self.context(nil)))
            let sized = try #require(SceneCatalog.scene(named: name, Self.context(ScreenFit.designCanvas)))
            #expect(plain.still() == sized.still(), "\(name)")
            for (a, b) in zip(plain.animations, sized.animations) {
                #expect(a.frame(at: a.showcaseTime) == b.frame(at: b.showcaseTime), "\(name) \(a.name)")
            }
        }
    }

    @Test(arguments: screens)
    func decksAndThePhotoStackKeepTheSeedsProportionsAndFit(_ screen: Size) throws {
        let fit = ScreenFit(screen: screen)
        for name in ["deck", "swiftui-deck", "photostack"] {
            let seed = try #require(SceneCatalog.scene(named: name, Self.context(nil))).still()
            let still = try #require(SceneCatalog.scene(named: name, Self.context(screen))).still()
            #expect(still.canvas == screen)
            let a = Self.extent(seed), b = Self.extent(still)
            // The cards are the seed's, scaled: on a larger screen until they fill its width or
            // height with the seed's margins, on a smaller one no more than they must shrink.
            // Same proportions, all on screen.
            if fit.zoom >= 1 {
                #expect(b.size.height / a.size.height >= fit.zoom - 1e-9)
                let design = ScreenFit.designCanvas
                let marginX = min(a.origin.x, design.width - a.origin.x - a.size.width)
                let marginY = min(a.origin.y, design.height - a.origin.y - a.size.height)
                let fillsWidth = b.size.width >= screen.width - 2 * marginX - 1
                let fillsHeight = b.size.height >= screen.height - 2 * marginY - 1
                // Or it could grow no more without leaving the screen's edge margin (a deck that
                // sits low on the phone reaches the bottom first).
                let edge = SceneCatalog.fitMargin + 1
                let touchesEdge =
                    b.origin.x <= edge || b.origin.y <= edge || screen.width - b.origin.x - b.size.width <= edge
                    || screen.height - b.origin.y - b.size.height <= edge
                #expect(fillsWidth || fillsHeight || touchesEdge, "\(name) on \(screen): \(b)")
            } else {
                #expect(b.size.height / a.size.height >= fit.zoom - 1e-9 && b.size.height / a.size.height <= 1 + 1e-9)
            }
            expectClose(b.size.width / b.size.height, a.size.width / a.size.height, tolerance: 1e-6)
            #expect(
                b.origin.x >= 0 && b.origin.y >= 0 && b.origin.x + b.size.width <= screen.width + 1e-6
                    && b.origin.y + b.size.height <= screen.height + 1e-6, "\(name) on \(screen)")
            // Centred across the screen.
            expectClose(b.origin.x + b.size.width / 2, screen.width / 2, tolerance: 1e-6)
        }
        #expect(SceneCatalog.clipping(named: "deck", Self.context(screen)) == nil)
    }

    @Test func aSmallerScreenKeepsTheSeedsSizesWhileTheyFit() throws {
        // 420 points is tall enough for the photo stack as it is, not for the deck.
        let short = Size(width: 390, height: 420)
        let stack = try #require(SceneCatalog.scene(named: "photostack", Self.context(short))).still()
        #expect(stack.layers.last?.size == PhotoStackParameters().photoSize)
        let deck = try #require(SceneCatalog.scene(named: "deck", Self.context(short))).still()
        let card = try #require(deck.layers.last)
        #expect(card.size.height < 400 && card.size.height > 400 * ScreenFit(screen: short).zoom)
        #expect(SceneCatalog.fits(deck))
    }

    /// The share of `screen` that the cards of `frame` cover, sampled every 2 points.
    static func cardCoverage(_ frame: SceneFrame) -> Double {
        let cards = frame.layers.filter {
            if case .card = $0.content { return true }
            if case .profileCard = $0.content { return true }
            return false
        }
        var covered = 0, samples = 0
        for y in stride(from: 1.0, to: frame.canvas.height, by: 2) {
            for x in stride(from: 1.0, to: frame.canvas.width, by: 2) {
                samples += 1
                let hit = cards.contains { card in
                    let dx = x - card.position.x, dy = y - card.position.y
                    let c = cos(-card.rotation), s = sin(-card.rotation)
                    let u = (dx * c - dy * s) / (card.size.width * card.scale) + card.anchor.x
                    let v = (dx * s + dy * c) / (card.size.height * card.scale) + card.anchor.y
                    return card.scale > 0 && (0...1).contains(u) && (0...1).contains(v)
                }
                if hit { covered += 1 }
            }
        }
        return Double(covered) / Double(max(1, samples))
    }

    @Test func theIPadDeckFillsItsScreen() throws {
        let ipad = Size(width: 1032, height: 1376)
        let still = try #require(SceneCatalog.scene(named: "deck", Self.context(ipad))?.still())
        #expect(Self.cardCoverage(still) >= 0.35, "\(Self.cardCoverage(still))")
        let layer = try #require(still.layers.last)
        // The seed's 300 × 400 card with its 15-point corners, larger than the proportional fit.
        #expect(layer.size.height > 400 * 1376 / 844)
        expectClose(layer.cornerRadius / layer.size.height, 15.0 / 400, tolerance: 1e-9)
    }

    @Test(arguments: [Size(width: 440, height: 956), Size(width: 430, height: 932), Size(width: 393, height: 852)])
    func aPhoneDeckCoversNoLessThanAtTheProportionalFit(_ phone: Size) throws {
        let proportional = try #require(
            SceneCatalog.fitted("deck", Self.context(phone), ScreenFit(screen: phone))?.still())
        let filled = try #require(SceneCatalog.scene(named: "deck", Self.context(phone))?.still())
        #expect(Self.cardCoverage(filled) >= Self.cardCoverage(proportional) - 1e-9)
    }

    @Test(arguments: [Size(width: 390, height: 420), Size(width: 320, height: 480), Size(width: 360, height: 640)])
    func aSmallerScreenGetsTheLargestZoomThatFits(_ screen: Size) throws {
        for name in ["deck", "swiftui-deck", "photostack"] {
            let context = Self.context(screen)
            let proportional = ScreenFit(screen: screen).zoom
            let zoom = SceneCatalog.largestFittingZoom(name, context, screen: screen, from: proportional, to: 1)
            let at = try #require(SceneCatalog.fitted(name, context, ScreenFit(screen: screen, zoom: zoom)))
            #expect(SceneCatalog.fits(at.still()), "\(name) on \(screen) at \(zoom)")
            if zoom < 1 {
                let larger = try #require(
                    SceneCatalog.fitted(name, context, ScreenFit(screen: screen, zoom: zoom * 1.001)))
                #expect(!SceneCatalog.fits(larger.still()), "\(name) on \(screen): \(zoom) is not the largest")
            }
        }
    }

    @Test func aSceneFilesOwnSizesAreKeptAndClippingIsNamed() throws {
        var parameters = SceneParameters()
        parameters.deck.containerSize = Size(width: 340, height: 520)
        let small = Size(width: 320, height: 480)
        let still = try #require(SceneCatalog.scene(named: "deck", Self.context(small, parameters: parameters))).still()
        #expect(still.layers.last?.size == Size(width: 340, height: 520))
        let problem = try #require(SceneCatalog.clipping(named: "deck", Self.context(small, parameters: parameters)))
        #expect(problem.hasPrefix("deck:") && problem.contains("320×480"))
        // The same numbers fit an iPad, and nothing is said.
        #expect(
            SceneCatalog.clipping(named: "deck", Self.context(Size(width: 1032, height: 1376), parameters: parameters))
                == nil)
    }

    @Test(arguments: screens)
    func theSheetAndSideCardUseTheWholeScreen(_ screen: Size) throws {
        let side = try #require(SceneCatalog.scene(named: "sidecard", Self.context(screen))).still()
        #expect(side.canvas == screen && side.layers.first?.size == screen)
        // The sheet is zoomed to the screen: its map and its width span it, to rounding.
        let sheet = try #require(SceneCatalog.scene(named: "sheet", Self.context(screen))).still()
        let map = try #require(sheet.layers.first?.size), panel = try #require(sheet.layers.last?.size)
        #expect(sheet.canvas == screen)
        #expect(abs(map.width - screen.width) < 1e-9 && abs(map.height - screen.height) < 1e-9)
        #expect(abs(panel.width - screen.width) < 1e-9)
    }

    @Test func zoomingScalesEveryLength() {
        let layer = Layer(
            content: .card(photo: 0), size: Size(width: 10, height: 20), position: Point(x: 5, y: 6), cornerRadius: 3,
            border: Border(width: 1, color: .white), shadow: Shadow(opacity: 0.5, radius: 4, offset: Point(x: 0, y: 2)))
        let frame = SceneFrame(time: 0, canvas: Size(width: 100, height: 100), background: .white, layers: [layer])
        let zoomed = frame.zoomed(by: 2, onto: Size(width: 200, height: 200))
        let z = zoomed.layers[0]
        #expect(zoomed.canvas == Size(width: 200, height: 200))
        #expect(z.size == Size(width: 20, height: 40) && z.position == Point(x: 10, y: 12) && z.cornerRadius == 6)
        #expect(z.border?.width == 2 && z.shadow?.radius == 8 && z.shadow?.offset == Point(x: 0, y: 4))
    }

    static func isCard(_ layer: Layer) -> Bool {
        switch layer.content {
        case .card, .profileCard: true
        default: false
        }
    }

    @Test func theShowcaseMomentShowsNoHalfFadedCard() throws {
        for name in SceneCatalog.names {
            let scene = try #require(SceneCatalog.scene(named: name, Self.context(nil)))
            for animation in scene.animations {
                let frame = animation.frame(at: animation.showcaseTime)
                let faded = frame.layers.filter { Self.isCard($0) && $0.alpha > 0.02 && $0.alpha < 0.98 }
                #expect(faded.isEmpty, "\(name) \(animation.name) at \(animation.showcaseTime)")
                #expect((0...animation.duration).contains(animation.showcaseTime))
            }
        }
        // The SwiftUI deck's swipe-left, whose 40 % moment caught the removed card half transparent.
        let swipe = try #require(
            SceneCatalog.scene(named: "swiftui-deck", Self.context(nil))?.animation(named: "swipe-left"))
        #expect(swipe.frame(at: swipe.duration * 0.4).layers.contains { $0.alpha > 0.02 && $0.alpha < 0.98 })
    }
}
