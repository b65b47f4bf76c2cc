import Foundation
import Testing
@testable import CardSettings
import TestSupport

/// What a check-config rule may name, and the name suggested for one that names nothing.
@Suite struct RuleTargetsTests {
    @Test func theCatalogueNamesScenesAnimationsStillsAndFramesAtAnyIndex() {
        let targets = RuleTargets.catalogue()
        for name in [
            "deck", "deck/swipe-right", "deck/still.png", "sheet/still-maximum.png", "sheet/fling-up/contact-sheet.png",
            "deck/swipe-right/frame-0000.png", "photostack/flick/frame-12345.png"
        ] {
            #expect(targets.contains(name), "\(name)")
        }
        for name in [
            "carousel", "deck/swipe-up", "deck/swipe-right/frame-12.png", "deck/swipe-right/frame-0001.jpg",
            "deck/still",
            "deck/swipe-right/frame-0001.png/x", ""
        ] {
            #expect(!targets.contains(name), "\(name)")
        }
        #expect(targets.suggestion(for: "sheet/fling-upp") == "sheet/fling-up")
        #expect(targets.suggestion(for: "carousel/spin") == nil)
    }

    @Test func aComparedFolderAddsItsFilesAndTheirFoldersAndAVariantCountsAsItsBase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-targets-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/login/dark", withIntermediateDirectories: true)
        for file in ["login/dark/home.png", "login/dark/home.arm64.png", "top.png", "login/notes.txt"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + file, contents: Data())
        }
        var targets = RuleTargets()
        targets.insert(compared: folder)
        for name in ["login", "login/dark", "login/dark/home.png", "top.png"] {
            #expect(targets.contains(name), "\(name)")
        }
        // Rules apply to a variant through its base file, so a rule naming the variant never would.
        #expect(!targets.contains("login/dark/home.arm64.png"))
        #expect(targets.suggestion(for: "login/dark/home.arm64.png") == "login/dark/home.png")
        #expect(!targets.contains("login/notes.txt"))

        // A single compared file is named as its pair is: by its file name.
        var single = RuleTargets()
        single.insert(compared: folder + "/top.png")
        #expect(single.contains("top.png"))
    }
}
