import CVipsShim
import CardGeometry
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

    /// Only the shipped font exists for the renderer: asking for a family the machine may well
    /// have (DejaVu Sans) still draws with Inter, pixel for pixel.
    @Test func textUsesOnlyTheShippedFont() throws {
        let inter = try TextPainter.mask("Chelsea, 3", pixelSize: 24)
        #expect(inter.width > 40 && inter.height > 10)
        let other = try VImage.make("text") {
            cr_text($0, TextMarkup.markup("Chelsea, 3", pixelSize: 24), "DejaVu Sans Semi-Bold 24.00", 0, 72)
        }
        #expect(other.width == inter.width && other.height == inter.height)
        #expect(try other.pixels() == inter.pixels())
    }

    @Test func markupCharactersPrintAsThemselves() throws {
        #expect(TextPainter.escapeMarkup("R&D <1> \"a\" 'b'") == "R&amp;D &lt;1&gt; &quot;a&quot; &apos;b&apos;")
        _ = try TextPainter.mask("R&D <1>", pixelSize: 20)
        // Control characters, which XML 1.0 cannot hold, become U+FFFD and still draw.
        #expect(TextPainter.escapeMarkup("a\u{01}b") == "a\u{FFFD}b")
        _ = try TextPainter.mask("bell\u{07}photo", pixelSize: 20)
    }
}
