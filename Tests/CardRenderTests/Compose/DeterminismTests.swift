import CardGeometry
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardRender

@Suite(.serialized) struct DeterminismTests {
    private func deckFrame(_ folder: String) throws -> (FrameCompositor, SceneFrame) {
        let listing = try PhotoFolder.scan(folder)
        let scene = DeckScene(photoCount: listing.photos.count)
        let frame = scene.animation(named: "swipe-right")!.frame(at: 0.3)
        let library = PhotoLibrary(files: listing.photos, cover: (390, 844))
        return (FrameCompositor(scale: 1, photos: library), frame)
    }

    @Test func sameFrameTwiceGivesIdenticalPNGBytes() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let (compositor, frame) = try deckFrame(Repository.photos)
        try compositor.render(frame).savePNG(to: folder.file("a.png"), compression: 6)
        // A new compositor: nothing cached, everything prepared again.
        let (again, _) = try deckFrame(Repository.photos)
        try again.render(frame).savePNG(to: folder.file("b.png"), compression: 6)
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b.png")))
        #expect(a == b)
    }

    @Test func threadCountDoesNotChangePixels() throws {
        defer { VipsRuntime.setThreads(ProcessInfo.processInfo.activeProcessorCount) }
        var results: [[UInt8]] = []
        for threads in [1, 4] {
            VipsRuntime.setThreads(threads)
            let (compositor, frame) = try deckFrame(Repository.photos)
            results.append(try compositor.render(frame).pixels())
        }
        #expect(results[0] == results[1])
    }

    @Test func markupCharactersAndControlCharactersDraw() throws {
        let plain = try TextPainter.mask("RD 1", pixelSize: 20)
        #expect(try TextPainter.mask("R&D <1>", pixelSize: 20).width > plain.width)
        #expect(try TextPainter.mask("bell\u{07}photo", pixelSize: 20).width > plain.width)
    }
}
