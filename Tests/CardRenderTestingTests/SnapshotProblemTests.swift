import CardCheck
import CardGeometry
import CardRender
import CardRenderTesting
import CardSettings
import Foundation
import Testing
import TestSupport

/// An app's test tells why a snapshot check failed by the problem's case, never by its words: a
/// snapshot not there, one whose file cannot be read, one recorded at another scale, frames that
/// differ or have another size, and a frame that cannot be drawn.
@Suite struct SnapshotProblemTests {
    private func check(
        _ scene: any Scene, in folder: TestFolder, scale: Double = 1, record: SnapshotRecordMode = .never
    ) throws -> CardSnapshot.Result {
        var settings = RenderSettings()
        settings.scale = scale
        let renderer = try FrameRenderer(input: Repository.photos, settings: settings)
        let snapshot = CardSnapshot(renderer: renderer, artifacts: folder.file("artifacts"))
        let location = SnapshotLocation(
            filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "carousel()",
            directory: folder.file("__Snapshots__/CarouselTests"))
        return try snapshot.verify(scene, .still(), at: location, record: record)
    }

    private func snapshotFile(_ folder: TestFolder) -> String {
        folder.file("__Snapshots__/CarouselTests/carousel.still/still.png")
    }

    /// Records the still of `SlidingCards`, failing the test when it does not.
    private func record(in folder: TestFolder) throws {
        guard case .recorded = try check(SlidingCards(), in: folder, record: .missing) else {
            Issue.record("the snapshot was not recorded")
            return
        }
    }

    @Test func aSnapshotNotRecordedIsMissing() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        guard case .failed(_, nil, .snapshotMissing(let snapshot)) = try check(SlidingCards(), in: folder) else {
            Issue.record("a missing snapshot was not told as missing")
            return
        }
        #expect(snapshot == folder.file("__Snapshots__/CarouselTests/carousel.still"))
    }

    @Test func aTruncatedSnapshotFileIsUnreadable() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try record(in: folder)
        let file = snapshotFile(folder)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: file))
        let result = try check(SlidingCards(), in: folder)
        guard case .failed(_, _, .snapshotUnreadable(let unreadable, let problem)) = result else {
            Issue.record("a truncated snapshot was not told as unreadable: \(result)")
            return
        }
        #expect(unreadable == file)
        switch problem {
        case .damaged, .undecodable: break
        default: Issue.record("a truncated PNG is damaged, not \(problem)")
        }
    }

    @Test func aSnapshotFileThatIsNoPNGIsUnreadable() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try record(in: folder)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: snapshotFile(folder)))
        guard case .failed(_, _, .snapshotUnreadable(_, .notPNG)) = try check(SlidingCards(), in: folder) else {
            Issue.record("a snapshot file that is no PNG was not told as such")
            return
        }
    }

    @Test func movedPixelsDiffer() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try record(in: folder)
        guard case .failed(_, _, .differs(let files)) = try check(SlidingCards(nudge: 1), in: folder) else {
            Issue.record("a moved card was not told as a difference")
            return
        }
        #expect(files.map(\.kind) == [.different])
        #expect(files.first.map { $0.differentPixels > 0 && $0.reason == nil } == true)
    }

    @Test func aSnapshotOfAnotherSizeIsASizeMismatch() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try record(in: folder)
        try Data(try BadInputs.pngBytes(width: 64, height: 48)).write(to: URL(fileURLWithPath: snapshotFile(folder)))
        guard case .failed(_, _, .differs(let files)) = try check(SlidingCards(), in: folder) else {
            Issue.record("a snapshot of another size was not told as a difference")
            return
        }
        #expect(files.map(\.kind) == [.sizeMismatch])
        #expect(files.first.map { [$0.width, $0.height, $0.actualWidth, $0.actualHeight] } == [64, 48, 180, 110])
    }

    @Test func aSnapshotRecordedAtAnotherScaleSaysSo() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try record(in: folder)
        guard
            case .failed(let message, nil, .recordedWithOtherSettings(let changes)) = try check(
                SlidingCards(), in: folder, scale: 2)
        else {
            Issue.record("a snapshot recorded at another scale was not told as such")
            return
        }
        #expect(changes == [.scale(recorded: 1, now: 2)])
        #expect(message.contains("was recorded with scale 1.0 (now 2.0): re-record it"))
    }

    /// A frame that cannot be drawn in memory stops the check with the renderer's own failure.
    @Test func aFrameThatCannotBeDrawnIsARenderFailure() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let failure = #expect(throws: RenderJob.Failure.self) {
            try check(OnePhoto(index: 99), in: folder, record: .missing)
        }
        guard case .missingPhoto(99, _) = failure?.reason else {
            Issue.record("expected missingPhoto, got \(String(describing: failure?.reason))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("__Snapshots__")))
    }
}

/// A scene of one card drawing photo `index`.
private struct OnePhoto: Scene {
    var name = "one-photo"
    var index: Int
    var animations: [SceneAnimation] { [] }

    func still() -> SceneFrame {
        SceneFrame(
            canvas: Size(width: 40, height: 40), background: .black,
            layers: [Layer(content: .photo(index), size: Size(width: 20, height: 20), position: Point(x: 20, y: 20))])
    }
}
