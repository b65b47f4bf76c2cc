@testable import CardFormats
import CardGeometry
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// Motion tracks carry every property the frames draw, not only where layers are: a change of
/// corner radius, border, shadow, colour or content is named with its values.
struct MotionLayerPropertyTests {
    @Test func aChangedCornerRadiusIsNamedWithBothValues() throws {
        var rounder = SceneParameters()
        rounder.deck.cornerRadius = 24
        let comparison = MotionComparison(
            expected: try MotionByTimeTests.track("deck", "swipe-right", fps: 30),
            actual: try MotionByTimeTests.track("deck", "swipe-right", fps: 30, rounder))
        #expect(comparison.differs)
        // Every card changed alike: told in layer order, as the deck lists them (back to front).
        #expect(
            comparison.sentences.prefix(3) == [
                "card 2: cornerRadius 15 → 24 pt", "card 1: cornerRadius 15 → 24 pt", "card 0: cornerRadius 15 → 24 pt"
            ], "\(comparison.sentences)")
        #expect(!comparison.sentences.contains { $0.contains("motion unchanged") })
        // Nothing moved differently: no layer has a motion divergence.
        #expect(comparison.layers.allSatisfy { $0.divergences.isEmpty })
    }

    @Test func borderShadowColourContentAndBackgroundAreEachNamed() {
        let card = Layer(
            content: .card(photo: 0), size: Size(width: 300, height: 400), position: Point(x: 195, y: 400),
            cornerRadius: 12, shadow: Shadow(opacity: 0.8, radius: 4))
        let fill = Layer(
            content: .fill(.groupedBackground), size: Size(width: 390, height: 844), position: Point(x: 195, y: 422))
        var changedCard = card
        changedCard.border = Border(width: 2, color: .white)
        changedCard.shadow = Shadow(opacity: 0.5, radius: 4, offset: Point(x: 0, y: 3))
        let changedFill = Layer(content: .fill(Color(rgb8: 0, 0, 0)), size: fill.size, position: fill.position)
        func track(_ layers: [Layer], background: Color) -> MotionTrack {
            let frames = [0.0, 0.5].map {
                SceneFrame(time: $0, canvas: Size(width: 390, height: 844), background: background, layers: layers)
            }
            return MotionTrack(scene: "deck", animation: "swipe-right", fps: 2, sceneFrames: frames)
        }
        let comparison = MotionComparison(
            expected: track([fill, card], background: .groupedBackground),
            actual: track([changedFill, changedCard], background: .white))
        #expect(
            comparison.sentences == [
                "card 0: borderWidth 0 → 2 pt; borderColor none → #FFFFFF; shadowOpacity 0.8 → 0.5; shadowOffsetY 0 → 3 pt",
                "fill: content \"fill #F2F2F7\" → \"fill #000000\"",
                "background #F2F2F7 → #FFFFFF"
            ])
    }

    @Test func aVersionOneTrackIsReadAndComparedForWhatItHas() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("motion.json")
        let v1 = #"""
            {"animation":"swipe-right","format":"cardrender-motion","fps":2,"frames":[{"layers":{"card 0":{"alpha":1,"rotation":0,"scale":1,"x":195,"y":400}},"time":0},{"layers":{"card 0":{"alpha":1,"rotation":0,"scale":1,"x":205,"y":400}},"time":0.5}],"layers":["card 0"],"scene":"deck","units":{"alpha":"0-1","rotation":"degrees","scale":"factor","x":"pt","y":"pt"},"version":1}
            """#
        try Data(v1.utf8).write(to: URL(fileURLWithPath: file))
        let old = try MotionTrack.read(file)
        #expect(old.version == 1 && old.looks == nil && old.frames[1].layers["card 0"]?.x == 205)

        let card = Layer(
            content: .card(photo: 0), size: Size(width: 300, height: 400), position: Point(x: 195, y: 400),
            cornerRadius: 24)
        var moved = card
        moved.position.x = 215
        let frames = [
            SceneFrame(time: 0, canvas: Size(width: 390, height: 844), background: .white, layers: [card]),
            SceneFrame(time: 0.5, canvas: Size(width: 390, height: 844), background: .white, layers: [moved])
        ]
        let current = MotionTrack(scene: "deck", animation: "swipe-right", fps: 2, sceneFrames: frames)
        #expect(current.version == 2)
        let comparison = MotionComparison(expected: old, actual: current)
        #expect(
            comparison.sentences == [
                "card 0: x differs from t = 0.500 s, by up to 10.0 pt; y, rotation, scale and alpha unchanged",
                "layer properties not compared: the expected motion.json is version 1, which has none"
            ])
    }

    /// The new fields round-trip, and a look a sample names must exist.
    @Test func looksRoundTripAndABadLookIndexIsRefused() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let file = folder.file("motion.json")
        let track = try MotionByTimeTests.track("deck", "swipe-right", fps: 10)
        try track.encoded().write(to: URL(fileURLWithPath: file))
        #expect(try MotionTrack.read(file) == track)
        let looks = try #require(track.looks)
        #expect(looks.contains { $0.content == "card photo 0" && $0.cornerRadius == 15 && $0.shadowOpacity == 0.8 })

        var broken = track
        broken.frames[0].layers["card 0"]?.look = looks.count
        try broken.encoded().write(to: URL(fileURLWithPath: file))
        #expect { try MotionTrack.read(file) } throws: { "\($0)".contains("look \(looks.count) is not in looks") }
    }
}
