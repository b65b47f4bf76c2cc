import CardRenderTesting
import Foundation
import Testing
import TestSupport

/// Two assertions of one subject in one test never share a snapshot: unnamed ones are numbered in
/// order (the first keeps the plain name, so snapshots recorded before numbering keep passing), and
/// a named one has a folder of its name.
@Suite struct SnapshotNamingTests {
    @Test func unnamedAssertionsOfOneSubjectAreNumberedANamedOneHasItsName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let renderer = try CardSnapshotTests.renderer()
        let test = "unnamedAssertionsOfOneSubjectAreNumberedANamedOneHasItsName"
        withKnownIssue {
            assertCardSnapshot(of: SlidingCards(), renderer: renderer, snapshotDirectory: folder.path)
            assertCardSnapshot(of: SlidingCards(nudge: 3), renderer: renderer, snapshotDirectory: folder.path)
            assertCardSnapshot(
                of: SlidingCards(nudge: 6), named: "far", renderer: renderer, snapshotDirectory: folder.path)
            assertCardSnapshot(
                of: SlidingCards(), .moment(animation: "slide-in", time: 0.1), renderer: renderer,
                snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Recorded snapshot") == true
        }
        #expect(
            folder.files() == [
                "\(test).slide-in@0.1/frame.png", "\(test).slide-in@0.1/snapshot.json",
                "\(test).still.2/snapshot.json", "\(test).still.2/still.png",
                "\(test).still.far/snapshot.json", "\(test).still.far/still.png",
                "\(test).still/snapshot.json", "\(test).still/still.png"
            ])
        // Each holds its own drawing: the number and the name are the snapshot's names.
        let location = SnapshotLocation(filePath: #filePath, function: #function, directory: folder.path)
        let snapshots = CardSnapshot(renderer: renderer, artifacts: folder.file("artifacts"))
        for (cards, name) in [(SlidingCards(), nil), (SlidingCards(nudge: 3), "2"), (SlidingCards(nudge: 6), "far")] {
            #expect(try snapshots.verify(cards, .still(), named: name, at: location, record: .never) == .matched)
        }
    }

    @Test func namesAreMadeSafeAsPathComponents() {
        let location = SnapshotLocation(filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "dark()")
        #expect(location.folderName(for: .still(), named: "dark mode/large") == "dark.still.dark_mode_large")
        #expect(location.folderName(for: .animation("scroll"), named: "..") == "dark.scroll._..")
        #expect(location.folder(for: .still()) == "/app/Tests/AppTests/__Snapshots__/CarouselTests/dark.still")
    }
}
