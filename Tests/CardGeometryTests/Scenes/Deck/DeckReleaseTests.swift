import Testing
@testable import CardGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `deck`: the drag tilt and the release test.
@Suite("Deck drag and release")
struct DeckReleaseTests {
    let scene = DeckScene(photoCount: 3)

    @Test func dragRotationIsTanOfTxOverTwiceTheWidth() {
        #expect(scene.dragRotation(translationX: 0) == 0)
        // tan(300 / 600) = tan(0.5) = 0.546302489843790513…
        expectClose(scene.dragRotation(translationX: 300), 0.5463024898437905, tolerance: 1e-12)
        expectClose(scene.dragRotation(translationX: -300), -0.5463024898437905, tolerance: 1e-12)
        for tx in [-250.0, -65, -1, 1, 40, 140, 280, 600] {
            expectClose(scene.dragRotation(translationX: tx), tan(tx / (2 * 300)), tolerance: 1e-12, "tx = \(tx)")
        }
    }

    @Test func dragRotationUsesTheContainerWidth() {
        var p = DeckParameters()
        p.containerSize = Size(width: 200, height: 300)
        let narrow = DeckScene(photoCount: 3, parameters: p)
        expectClose(narrow.dragRotation(translationX: 100), tan(100.0 / 400), tolerance: 1e-12)
    }

    /// Centre x (container coordinates) = 150 + tx; > 400 exits right.
    @Test func rightThreshold() {
        #expect(scene.outcome(ofRelease: Point(x: 251, y: 0)) == .exitRight)
        #expect(scene.outcome(ofRelease: Point(x: 250.001, y: 0)) == .exitRight)
        #expect(scene.outcome(ofRelease: Point(x: 250, y: 0)) == .snapBack)
        #expect(scene.outcome(ofRelease: Point(x: 1000, y: -300)) == .exitRight)
    }

    /// Centre x = 150 + tx; < −65 exits left.
    @Test func leftThreshold() {
        #expect(scene.outcome(ofRelease: Point(x: -216, y: 0)) == .exitLeft)
        #expect(scene.outcome(ofRelease: Point(x: -215.001, y: 0)) == .exitLeft)
        #expect(scene.outcome(ofRelease: Point(x: -215, y: 0)) == .snapBack)
        #expect(scene.outcome(ofRelease: Point(x: -1000, y: 300)) == .exitLeft)
    }

    @Test func thresholdsAreAsymmetric() {
        // 230 pt to the right snaps back, the same distance to the left exits.
        #expect(scene.outcome(ofRelease: Point(x: 230, y: 0)) == .snapBack)
        #expect(scene.outcome(ofRelease: Point(x: -230, y: 0)) == .exitLeft)
        #expect(scene.outcome(ofRelease: .zero) == .snapBack)
    }

    @Test func verticalTranslationDoesNotDecide() {
        for ty in [-500.0, 0, 75, 500] {
            #expect(scene.outcome(ofRelease: Point(x: 100, y: ty)) == .snapBack)
            #expect(scene.outcome(ofRelease: Point(x: 260, y: ty)) == .exitRight)
            #expect(scene.outcome(ofRelease: Point(x: -220, y: ty)) == .exitLeft)
        }
    }

    @Test func customThresholdsAreHonoured() {
        var p = DeckParameters()
        p.exitRightThreshold = 300
        p.exitLeftThreshold = 0
        let custom = DeckScene(photoCount: 3, parameters: p)
        // Centre x = 150 + tx: > 300 ⇔ tx > 150, < 0 ⇔ tx < −150.
        #expect(custom.outcome(ofRelease: Point(x: 151, y: 0)) == .exitRight)
        #expect(custom.outcome(ofRelease: Point(x: 150, y: 0)) == .snapBack)
        #expect(custom.outcome(ofRelease: Point(x: -151, y: 0)) == .exitLeft)
        #expect(custom.outcome(ofRelease: Point(x: -150, y: 0)) == .snapBack)
        // With the default thresholds these would all snap back.
        #expect(scene.outcome(ofRelease: Point(x: 151, y: 0)) == .snapBack)
        #expect(scene.outcome(ofRelease: Point(x: -151, y: 0)) == .snapBack)
    }

    @Test func thresholdsUseTheContainerWidth() {
        var p = DeckParameters()
        p.containerSize = Size(width: 200, height: 300)
        let narrow = DeckScene(photoCount: 3, parameters: p)
        // Centre x = 100 + tx: > 400 ⇔ tx > 300.
        #expect(narrow.outcome(ofRelease: Point(x: 301, y: 0)) == .exitRight)
        #expect(narrow.outcome(ofRelease: Point(x: 300, y: 0)) == .snapBack)
        // < −65 ⇔ tx < −165.
        #expect(narrow.outcome(ofRelease: Point(x: -166, y: 0)) == .exitLeft)
        #expect(narrow.outcome(ofRelease: Point(x: -165, y: 0)) == .snapBack)
    }
}
