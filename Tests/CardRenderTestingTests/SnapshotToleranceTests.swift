import CardCheck
import CardRenderTesting
import Foundation
import Testing
import TestSupport

/// swift-snapshot-testing's tolerances on the assertion: `precision` (the share of pixels that
/// must match) and `perceptualPrecision` (how close a pixel's colour must be), mapped onto
/// cardrender's diff options and recorded in `snapshot.json`.
@Suite struct SnapshotToleranceTests {
    private func check(
        _ scene: SlidingCards, in folder: TestFolder, tolerance: SnapshotTolerance?,
        record: SnapshotRecordMode = .never
    ) throws -> CardSnapshot.Result {
        let snapshot = CardSnapshot(
            renderer: try CardSnapshotTests.renderer(), tolerance: tolerance, artifacts: folder.file("artifacts"))
        let location = SnapshotLocation(
            filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "carousel()",
            directory: folder.file("__Snapshots__/CarouselTests"))
        return try snapshot.verify(scene, .still(), at: location, record: record)
    }

    @Test func aOnePixelChangePassesWithPrecision099AndFailsAt1() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        guard case .recorded = try check(SlidingCards(), in: folder, tolerance: nil, record: .missing) else {
            Issue.record("not recorded")
            return
        }
        let onePixel = SlidingCards(dot: true)
        #expect(try check(onePixel, in: folder, tolerance: SnapshotTolerance(precision: 0.99)) == .matched)
        guard
            case let .failed(message, _, _) = try check(
                onePixel, in: folder, tolerance: SnapshotTolerance(precision: 1))
        else {
            Issue.record("one pixel passed at precision 1")
            return
        }
        #expect(message.contains("still.png (0 s): 1 pixels differ"), "\(message)")
        #expect(message.contains("Compared with precision 1.0."), "\(message)")
    }

    @Test func theRecordedToleranceIsUsedByACheckThatGivesNone() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let tolerance = SnapshotTolerance(precision: 0.99, perceptualPrecision: 0.98)
        guard
            case let .recorded(snapshot, _) = try check(SlidingCards(), in: folder, tolerance: tolerance, record: .all)
        else {
            Issue.record("not recorded")
            return
        }
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: snapshot + "/snapshot.json")))
        let recorded = try #require(json as? [String: Any])
        #expect(recorded["precision"] as? Double == 0.99)
        #expect(recorded["perceptualPrecision"] as? Double == 0.98)
        // No tolerance given: the recorded one lets the pixel through…
        #expect(try check(SlidingCards(dot: true), in: folder, tolerance: nil) == .matched)
        // …and one given replaces it.
        guard
            case let .failed(message, _, _) = try check(
                SlidingCards(dot: true), in: folder, tolerance: SnapshotTolerance())
        else {
            Issue.record("no tolerance let a pixel through")
            return
        }
        #expect(!message.contains("Compared with"), "\(message)")
        // Without a tolerance none is recorded: snapshot.json keeps the keys it always had.
        _ = try check(SlidingCards(), in: folder, tolerance: nil, record: .all)
        let plain = try String(contentsOfFile: snapshot + "/snapshot.json", encoding: .utf8)
        #expect(!plain.contains("precision"), "\(plain)")
    }

    @Test func perceptualPrecisionIsAColourDifferenceAsSwiftSnapshotTestingMeasuresIt() {
        // 0.98 lets through a CIE ΔE of 2 (2 % of black to white): in YIQ, 2 % of √32857 of √35215.
        #expect(abs(SnapshotTolerance.threshold(perceptualPrecision: 0.98) - 0.0193) < 0.0001)
        #expect(SnapshotTolerance.threshold(perceptualPrecision: 1) == 0)
        let options = SnapshotTolerance(precision: 0.99, perceptualPrecision: 0.9).applied(to: DiffOptions())
        #expect(abs((options.maxDiffRatio ?? 0) - 0.01) < 1e-12)
        #expect(abs(options.threshold - 0.0966) < 0.0001)
        #expect(options.maxDiffPixels == nil)
        // None given: the options as they were.
        #expect(SnapshotTolerance().applied(to: DiffOptions()) == DiffOptions())
    }

    @Test func aToleranceOutsideZeroToOneIsRefusedWithItsName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        for (tolerance, words) in [
            (SnapshotTolerance(precision: 1.5), "precision 1.5: must be from 0 to 1"),
            (SnapshotTolerance(perceptualPrecision: -0.1), "perceptualPrecision -0.1: must be from 0 to 1"),
            (SnapshotTolerance(precision: .nan), "precision nan: must be from 0 to 1")
        ] {
            #expect {
                try check(SlidingCards(), in: folder, tolerance: tolerance, record: .missing)
            } throws: { error in
                "\(error)" == words
            }
        }
        #expect(folder.files() == [], "nothing is recorded with a tolerance that is refused")
    }
}
