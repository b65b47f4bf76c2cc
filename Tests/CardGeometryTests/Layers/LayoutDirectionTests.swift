import Foundation
import Testing
@testable import CardGeometry

/// Right to left: every scene's frames say so, stamps move to the other corner, the grid fills
/// from the right, and the gestures keep their physical direction.
@Suite struct LayoutDirectionTests {
    static func context(_ direction: LayoutDirection, canvas: Size? = nil) -> SceneCatalog.Context {
        var parameters = SceneParameters()
        parameters.setStamps(true)
        parameters.layoutDirection = direction
        return SceneCatalog.Context(photoCount: 8, canvas: canvas, parameters: parameters)
    }

    @Test(arguments: [nil, Size(width: 1032, height: 1376)])
    func everySceneFrameCarriesTheDirection(canvas: Size?) throws {
        for name in SceneCatalog.names {
            for direction in LayoutDirection.allCases {
                let scene = try #require(SceneCatalog.scene(named: name, Self.context(direction, canvas: canvas)))
                let frames = scene.stills.map(\.frame) + scene.animations.map { $0.frame(at: $0.showcaseTime) }
                #expect(frames.allSatisfy { $0.layoutDirection == direction }, "\(name) \(direction)")
            }
        }
    }

    @Test func aStampSitsAtTheMirroredCornerAndTheGestureIsUnchanged() throws {
        for name in ["deck", "swiftui-deck"] {
            for animation in ["swipe-right", "swipe-left"] {
                var frames: [LayoutDirection: SceneFrame] = [:]
                for direction in LayoutDirection.allCases {
                    let scene = try #require(SceneCatalog.scene(named: name, Self.context(direction)))
                    let drag = try #require(scene.animation(named: animation))
                    frames[direction] = drag.frame(at: drag.duration * 0.2)
                }
                let ltr = try #require(frames[.leftToRight]), rtl = try #require(frames[.rightToLeft])
                // The cards move the same way.
                #expect(ltr.layers.dropLast() == rtl.layers.dropLast(), "\(name) \(animation)")
                let card = try #require(ltr.layers.dropLast().last)
                let stamps = [ltr, rtl].map { frame in frame.layers.last! }
                for stamp in stamps { guard case .stamp = stamp.content else { Issue.record("no stamp"); return } }
                #expect(stamps[0].content == stamps[1].content, "the same word either way")
                // The stamp's left edge in the card's own bounds: the anchor says where the
                // card's pivot is from it.
                func left(_ stamp: Layer) -> Double {
                    card.anchor.x * card.size.width - stamp.anchor.x * stamp.size.width
                }
                let inset = StampParameters().inset.x, width = StampParameters().size.width
                let leading = inset, trailing = card.size.width - inset - width
                let like = animation == "swipe-right"
                #expect(abs(left(stamps[0]) - (like ? leading : trailing)) < 1e-9, "\(name) \(animation) ltr")
                #expect(abs(left(stamps[1]) - (like ? trailing : leading)) < 1e-9, "\(name) \(animation) rtl")
            }
        }
    }

    @Test func theGridFillsEachRowFromTheRight() throws {
        let ltr = try #require(SceneCatalog.scene(named: "photostack", Self.context(.leftToRight)) as? PhotoStackScene)
        let rtl = try #require(SceneCatalog.scene(named: "photostack", Self.context(.rightToLeft)) as? PhotoStackScene)
        let width = ltr.parameters.canvas.width
        for index in 0..<8 {
            let a = ltr.gridFrame(index), b = rtl.gridFrame(index)
            #expect(abs(b.origin.x - (width - a.origin.x - a.size.width)) < 1e-9, "cell \(index)")
            #expect(a.origin.y == b.origin.y)
        }
        #expect(rtl.gridFrame(0).origin.x > rtl.gridFrame(1).origin.x, "the first photo at the right")
    }

    @Test func aFrameWritesItsDirectionOnlyWhenRightToLeft() throws {
        var frame = try #require(SceneCatalog.scene(named: "deck", .init(photoCount: 2))).still()
        let ltr = String(decoding: try JSONEncoder().encode(frame), as: UTF8.self)
        #expect(!ltr.contains("layoutDirection"))
        #expect(try JSONDecoder().decode(SceneFrame.self, from: Data(ltr.utf8)) == frame)
        frame.layoutDirection = .rightToLeft
        let rtl = try JSONEncoder().encode(frame)
        #expect(String(decoding: rtl, as: UTF8.self).contains(#""layoutDirection":"rtl""#))
        #expect(try JSONDecoder().decode(SceneFrame.self, from: rtl) == frame)
    }
}
