import CardCheck
import CardGeometry
import CardRender
import CardRenderTesting
import CardSettings
import Foundation
import Testing
import TestSupport

@Suite struct CardSnapshotTests {
    static func renderer() throws -> FrameRenderer {
        var settings = RenderSettings()
        settings.scale = 1
        return try FrameRenderer(input: Repository.photos, settings: settings)
    }

    private func check(
        _ scene: SlidingCards, _ subject: SnapshotSubject, in folder: TestFolder, record: SnapshotRecordMode = .missing
    ) throws -> CardSnapshot.Result {
        let snapshot = CardSnapshot(renderer: try Self.renderer(), artifacts: folder.file("artifacts"))
        let location = SnapshotLocation(
            filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "carousel()",
            directory: folder.file("__Snapshots__/CarouselTests"))
        return try snapshot.verify(scene, subject, at: location, record: record)
    }

    @Test func theFirstRunRecordsTheSecondPassesAOnePointChangeFails() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let subject = SnapshotSubject.animation("slide-in", fps: 20)
        guard case let .recorded(recorded, message) = try check(SlidingCards(), subject, in: folder) else {
            Issue.record("the first run did not record")
            return
        }
        #expect(recorded == folder.file("__Snapshots__/CarouselTests/carousel.slide-in"))
        #expect(message.contains("run the test again"))
        #expect(
            try TestFolder.files(under: recorded)
                == [
                    "frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png",
                    "motion.json", "snapshot.json"
                ])
        #expect(try check(SlidingCards(), subject, in: folder) == .matched)
        // A check that passes writes nothing outside its scratch folder: not even the artifacts folder.
        #expect(!FileManager.default.fileExists(atPath: folder.file("artifacts")))

        guard case let .failed(failure, artifacts?, _) = try check(SlidingCards(nudge: 1), subject, in: folder) else {
            Issue.record("a card moved by one point passed")
            return
        }
        // The first line names the snapshot and the verdict (Swift Testing shows it below "Issue recorded").
        #expect(
            failure.split(separator: "\n").first
                == "Snapshot CarouselTests/carousel.slide-in does not match: 5 of 5 files differ, first at 0 s (frame-0000.png).",
            "\(failure)")
        #expect(failure.contains("frame-0000.png (0 s):"), "\(failure)")
        #expect(failure.contains("motion:"), "\(failure)")
        #expect(artifacts == folder.file("artifacts/CarouselTests/carousel.slide-in"))
        let page = "\(artifacts)/diff/\(DiffRun.reviewPageName)"
        #expect(failure.contains("Review page: \(page)"))
        #expect(failure.contains("Expected: \(artifacts)/expected/sliding/slide-in/frame-0000.png"), "\(failure)")
        #expect(failure.contains("Actual: \(artifacts)/actual/sliding/slide-in/frame-0000.png"), "\(failure)")
        #expect(failure.contains("Difference: \(artifacts)/diff/sliding/slide-in/frame-0000.diff.png"), "\(failure)")
        #expect(FileManager.default.fileExists(atPath: page))
        let written = try TestFolder.files(under: artifacts)
        #expect(written.contains("expected/sliding/slide-in/frame-0000.png"))
        #expect(written.contains("actual/sliding/slide-in/frame-0000.png"))
        #expect(written.contains { $0.hasPrefix("diff/") && $0.hasSuffix(".diff.png") })
        // The snapshot is kept as it was: a failure never re-records unless asked.
        #expect(try check(SlidingCards(), subject, in: folder) == .matched)
    }

    /// A change to every card is told card by card in layer order (back to front), as the scene lists them.
    @Test func motionLinesFollowTheLayerOrder() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let subject = SnapshotSubject.animation("slide-in", fps: 20)
        _ = try check(SlidingCards(), subject, in: folder)
        guard case let .failed(message, _, _) = try check(SlidingCards(cornerRadius: 14), subject, in: folder) else {
            Issue.record("rounder cards passed")
            return
        }
        let motion = message.split(separator: "\n").filter { $0.hasPrefix("  motion: ") }
        #expect(
            motion == ["  motion: photo 0: cornerRadius 10 → 14 pt", "  motion: photo 1: cornerRadius 10 → 14 pt"],
            "\(message)")
    }

    @Test func aStillAndAMomentAreSnapshotsOfTheirOwn() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        for subject in [SnapshotSubject.still(), .moment(animation: "slide-in", time: 0.05)] {
            guard case .recorded = try check(SlidingCards(), subject, in: folder) else {
                Issue.record("\(subject) was not recorded")
                continue
            }
            #expect(try check(SlidingCards(), subject, in: folder) == .matched)
            guard case .failed = try check(SlidingCards(nudge: 1), subject, in: folder) else {
                Issue.record("\(subject): a one-point change passed")
                continue
            }
        }
        #expect(
            try TestFolder.files(under: folder.file("__Snapshots__"))
                == [
                    "CarouselTests/carousel.slide-in@0.05/frame.png",
                    "CarouselTests/carousel.slide-in@0.05/snapshot.json",
                    "CarouselTests/carousel.still/snapshot.json", "CarouselTests/carousel.still/still.png"
                ])
    }

    @Test func recordModes() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let still = SnapshotSubject.still()
        guard case .failed(let missing, nil, _) = try check(SlidingCards(), still, in: folder, record: .never) else {
            Issue.record("never recorded a missing snapshot")
            return
        }
        #expect(missing.hasPrefix("No snapshot CarouselTests/carousel.still, and the record mode is never"))
        guard case .recorded = try check(SlidingCards(), still, in: folder, record: .missing) else {
            Issue.record("missing did not record")
            return
        }
        guard case .recorded(_, let replaced) = try check(SlidingCards(), still, in: folder, record: .all) else {
            Issue.record("all did not record")
            return
        }
        #expect(replaced.contains("replacing the one there"))
        guard case .failed(let rerecorded, _, _) = try check(SlidingCards(nudge: 2), still, in: folder, record: .failed)
        else {
            Issue.record("failed did not fail")
            return
        }
        #expect(rerecorded.contains("Re-recorded"))
        #expect(try check(SlidingCards(nudge: 2), still, in: folder, record: .never) == .matched)
    }

    @Test func theEnvironmentChoosesTheRecordModeAndArtifactsFolder() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(
            try SnapshotRecordMode.fromEnvironment([
                "CARDRENDER_SNAPSHOT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"
            ])
                == .never)
        #expect(throws: CardSnapshotError.self) {
            try SnapshotRecordMode.fromEnvironment(["CARDRENDER_SNAPSHOT_RECORD": "yes"])
        }
        #expect(CardSnapshot.artifactsFolder(["SNAPSHOT_ARTIFACTS": "/ci/artifacts"]) == "/ci/artifacts")
        #expect(CardSnapshot.artifactsFolder([:]) == nil)
    }

    @Test func snapshotsLieBesideTheTestFile() {
        let location = SnapshotLocation(filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "swipes(left:)")
        #expect(
            location.folder(for: .animation("swipe", fps: 30))
                == "/app/Tests/AppTests/__Snapshots__/CarouselTests/swipes.swipe")
        #expect(location.folder(for: .moment(animation: "swipe", time: 0.25)).hasSuffix("/swipes.swipe@0.25"))
        #expect(
            SnapshotLocation(filePath: "/a/T.swift", function: "test with spaces/and slash()").testName
                == "test_with_spaces_and_slash")
    }

    @Test func theAssertionReportsAnIssueUnderSwiftTesting() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let renderer = try Self.renderer()
        let group = (folder.path as NSString).lastPathComponent
        let snapshot = "\(group)/theAssertionReportsAnIssueUnderSwiftTesting.still.cards"
        withKnownIssue {
            assertCardSnapshot(of: SlidingCards(), named: "cards", renderer: renderer, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded snapshot \(snapshot) (still of sliding)") == true
        }
        assertCardSnapshot(of: SlidingCards(), named: "cards", renderer: renderer, snapshotDirectory: folder.path)
        withKnownIssue {
            assertCardSnapshot(
                of: SlidingCards(nudge: 1), named: "cards", renderer: renderer, snapshotDirectory: folder.path,
                artifacts: folder.file("artifacts"))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Snapshot \(snapshot) does not match: 1 of 1 file differs") == true
        }
        #expect(
            FileManager.default.fileExists(
                atPath: "\(folder.path)/theAssertionReportsAnIssueUnderSwiftTesting.still.cards/still.png"))
    }
}
