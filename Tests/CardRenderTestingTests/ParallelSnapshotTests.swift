import CardCheck
import CardRenderTesting
import Foundation
import Testing
import TestSupport

/// Checks of one snapshot at the same time, as parallel test workers make them: passing ones
/// write nothing, failing ones each get an artifacts folder of their own, and a missing snapshot
/// is recorded once, whole, the other checks comparing against it.
@Suite struct ParallelSnapshotTests {
    static let workers = 4
    static let rounds = 10
    let subject = SnapshotSubject.animation("slide-in", fps: 20)

    private func location(_ folder: TestFolder) -> SnapshotLocation {
        SnapshotLocation(
            filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "carousel()",
            directory: folder.file("__Snapshots__/CarouselTests"))
    }

    /// `workers` checks at once, each on a thread of its own (the cooperative pool may have fewer).
    private func atOnce(
        _ scene: SlidingCards, in folder: TestFolder, record: SnapshotRecordMode
    ) throws -> [Result<CardSnapshot.Result, any Error>] {
        let snapshot = CardSnapshot(renderer: try CardSnapshotTests.renderer(), artifacts: folder.file("artifacts"))
        let location = location(folder), subject = subject
        let results = Results(count: Self.workers)
        let threads = (0..<Self.workers).map { index in
            Thread {
                results.set(index, Result { try snapshot.verify(scene, subject, at: location, record: record) })
            }
        }
        threads.forEach { $0.start() }
        return results.waitForAll()
    }

    @Test func passingChecksAtOnceNeverFailEachOtherAndWriteNothing() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try atOnce(SlidingCards(), in: folder, record: .missing)
        let recorded = folder.files()
        for round in 1...Self.rounds {
            for result in try atOnce(SlidingCards(), in: folder, record: .missing) {
                #expect(try result.get() == .matched, "round \(round)")
            }
        }
        #expect(folder.files() == recorded)
        #expect(!FileManager.default.fileExists(atPath: folder.file("artifacts")))
    }

    @Test func failuresAtOnceEachKeepAWholeArtifactsFolderOfTheirOwn() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try atOnce(SlidingCards(), in: folder, record: .missing)
        var folders: [String] = []
        for result in try atOnce(SlidingCards(nudge: 1), in: folder, record: .never) {
            guard case let .failed(message, artifacts?, _) = try result.get() else {
                Issue.record("a moved card passed: \(result)")
                continue
            }
            #expect(message.contains("5 of 5 files differ"), "\(message)")
            folders.append(artifacts)
        }
        let base = folder.file("artifacts/CarouselTests/carousel.slide-in")
        #expect(folders.sorted() == [base, base + "~2", base + "~3", base + "~4"])
        for artifacts in folders {
            let files = try TestFolder.files(under: artifacts)
            #expect(files.filter { $0.hasPrefix("expected/sliding/slide-in/") }.count == 6, "\(files)")
            #expect(files.filter { $0.hasPrefix("actual/sliding/slide-in/") }.count == 6, "\(files)")
            #expect(files.filter { $0.hasSuffix(".diff.png") }.count == 5, "\(files)")
            #expect(files.contains("diff/\(DiffRun.reviewPageName)"))
        }
    }

    @Test func aMissingSnapshotIsRecordedOnceAndTheOtherChecksCompareAgainstIt() throws {
        for round in 1...Self.rounds {
            let folder = try TestFolder(); defer { folder.remove() }
            let results = try atOnce(SlidingCards(), in: folder, record: .missing).map { try $0.get() }
            let recorded = results.filter { if case .recorded = $0 { true } else { false } }
            #expect(recorded.count == 1, "round \(round): \(results)")
            #expect(results.filter { $0 == .matched }.count == Self.workers - 1, "round \(round): \(results)")
            // Whole, and nothing of the recording left beside it.
            #expect(
                folder.files()
                    == [
                        "frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png",
                        "motion.json", "snapshot.json"
                    ].map { "__Snapshots__/CarouselTests/carousel.slide-in/\($0)" })
            let entries = try FileManager.default.contentsOfDirectory(
                atPath: folder.file("__Snapshots__/CarouselTests"))
            #expect(entries == ["carousel.slide-in"])
        }
    }

    @Test func anArtifactsFolderThatCannotBeMadeIsReportedInWords() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try atOnce(SlidingCards(), in: folder, record: .missing)
        _ = FileManager.default.createFile(atPath: folder.file("artifacts"), contents: Data("a file".utf8))
        let result = try #require(try atOnce(SlidingCards(nudge: 1), in: folder, record: .never).first)
        #expect(throws: CardSnapshotError.self) { try result.get() }
        if case let .failure(error) = result {
            #expect("\(error)".hasPrefix(folder.file("artifacts")), "\(error)")
            #expect(!"\(error)".contains("Domain"), "\(error)")
        }
    }
}

/// Each thread's result, and a wait for all of them.
private final class Results: @unchecked Sendable {
    private var results: [Result<CardSnapshot.Result, any Error>?]
    private let condition = NSCondition()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<CardSnapshot.Result, any Error>) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    func waitForAll() -> [Result<CardSnapshot.Result, any Error>] {
        condition.lock()
        defer { condition.unlock() }
        while results.compactMap({ $0 }).count < results.count { condition.wait() }
        return results.compactMap { $0 }
    }
}
