import Foundation
import Testing
import TestSupport
@testable import cardrender

/// The mockup gallery (docs/mockups.md): each command run as the page shows it (with --at 1x so the
/// images stay small), its PNG compared with fixtures/golden/mockups/. `make golden` re-records.
@Suite struct MockupGalleryGoldenFrameTests {
    static let record = ProcessInfo.processInfo.environment["CARDRENDER_RECORD_GOLDEN"] == "1"

    /// (golden file, arguments after `cardrender mockup -i fixtures/photos -o OUT`), as in docs/mockups.md.
    static let gallery: [(String, [String])] = [
        (
            "iphone-6.9-deck.png",
            [
                "--format", "iphone-6.9", "--at", "1x", "--scene", "deck", "--animation", "swipe-right",
                "--stamps", "--captions", "fixtures/captions.csv", "--device-frame",
                "--title", "Swipe right on a good photo", "--subtitle",
                "Captions in any script, stamps that follow your finger"
            ]
        ),
        (
            "iphone-6.9-koloda.png",
            [
                "--format", "iphone-6.9", "--at", "1x", "--scene", "deck", "--preset", "koloda", "--animation",
                "swipe-left",
                "--stamps", "--device-frame", "--gradient", "#0F2027,#2C5364,90",
                "--title", "Koloda's stack, headless", "--text-position", "below"
            ]
        ),
        (
            "iphone-6.7-sidecard.png",
            [
                "--format", "iphone-6.7", "--at", "1x", "--scene", "sidecard", "--animation", "open", "--device-frame",
                "--gradient", "#000000,#434343,90", "--title", "Slide in a card", "--subtitle",
                "Over the camera, as Snapchat does"
            ]
        ),
        (
            "iphone-6.5-sheet.png",
            [
                "--format", "iphone-6.5", "--at", "1x", "--scene", "sheet", "--background", "#1C1C1E",
                "--title", "Everything, one swipe up"
            ]
        ),
        (
            "iphone-6.5-1242-photostack.png",
            [
                "--format", "iphone-6.5-1242", "--at", "1x", "--scene", "photostack", "--animation", "show-all",
                "--title", "All your photos at a glance"
            ]
        ),
        (
            "ipad-13-swiftui-deck.png",
            [
                "--format", "ipad-13", "--at", "1x", "--scene", "swiftui-deck", "--animation", "swipe-right",
                "--captions", "fixtures/captions.csv", "--device-frame", "--title", "The same deck, iPad-sized"
            ]
        ),
        (
            "ipad-13-landscape-deck.png",
            [
                "--format", "ipad-13", "--size", "1376x1032", "--at", "1x", "--scene", "deck", "--preset", "shuffle",
                "--animation", "swipe-left", "--stamps", "--device-frame", "--gradient", "#134E5E,#71B280,120",
                "--title", "Landscape too"
            ]
        ),
        (
            "square-photostack.png",
            [
                "--format", "square", "--at", "1x", "--scene", "photostack", "--size", "390x420",
                "--background-photo", "chelsea.png", "--title", "Your photos, stacked", "--text-position", "below"
            ]
        ),
        (
            "square-deck.png",
            [
                "--format", "square", "--at", "1x", "--scene", "deck", "--animation", "swipe-right", "--stamps",
                "--title", "Swipe right"
            ]
        ),
        (
            "story-swiftui-deck.png",
            [
                "--format", "story", "--at", "1x", "--scene", "swiftui-deck", "--captions", "fixtures/captions.csv",
                "--background", "#F2F2F7", "--title-color", "#1C1C1E", "--device-frame", "--frame-color", "#D1D1D6",
                "--title", "Meet Eileen", "--subtitle", "A SwiftUI deck, springs and all"
            ]
        ),
        (
            "link-sheet.png",
            [
                "--format", "link", "--at", "1x", "--scene", "sheet", "--device-frame", "--gradient",
                "#232526,#414345,0",
                "--title", "cardrender", "--subtitle", "iOS card interfaces from a folder of photos, on Linux"
            ]
        ),
        (
            "ipad-13-deck.png",
            [
                "--format", "ipad-13", "--at", "1x", "--scene", "deck", "--animation", "swipe-right", "--stamps",
                "--captions", "fixtures/captions.csv", "--device-frame", "--title", "Every card, iPad-sized"
            ]
        ),
        (
            "iphone-6.9-sheet-ar.png",
            [
                "--format", "iphone-6.9", "--at", "1x", "--scene", "sheet", "--captions", "fixtures/captions.csv",
                "--device-frame", "--title", "كل شيء بسحبة واحدة"
            ]
        ),
        (
            "play-phone-cardstackview.png",
            [
                "--format", "play-phone", "--at", "1x", "--scene", "deck", "--preset", "cardstackview", "--animation",
                "swipe-right", "--stamps", "--device-frame", "--gradient", "#1B5E20,#66BB6A,90",
                "--title", "CardStackView's deck", "--subtitle", "Android's motion, frame for frame"
            ]
        ),
        (
            "iphone-6.9-swiftui-cardstackview.png",
            [
                "--format", "iphone-6.9", "--at", "1x", "--scene", "swiftui-deck", "--preset", "cardstackview",
                "--animation", "swipe-right", "--stamps", "--device-frame", "--gradient", "#4A00E0,#8E2DE2,90",
                "--title", "SwiftUI-CardStackView", "--subtitle", "Five cards, each a step lower and smaller"
            ]
        ),
        (
            "iphone-6.9-floatingpanel.png",
            [
                "--format", "iphone-6.9", "--at", "1x", "--scene", "sheet", "--preset", "floatingpanel",
                "--animation", "fling-up", "--time", "0.45", "--device-frame", "--gradient", "#0F2027,#2C5364,90",
                "--title", "FloatingPanel", "--subtitle", "Flung up to full, the map dimmed behind it"
            ]
        ),
        (
            "iphone-6.7-vertical-swiper.png",
            [
                "--format", "iphone-6.7", "--at", "1x", "--scene", "vertical-swiper", "--animation", "swipe-right",
                "--stamps", "--device-frame", "--gradient", "#141E30,#243B55,90",
                "--title", "A vertical card swiper", "--subtitle", "VerticalCardSwiper's cards, swiped aside"
            ]
        ),
        (
            "link-deck-ar.png",
            [
                "--format", "link", "--at", "1x", "--scene", "deck", "--animation", "swipe-left", "--stamps",
                "--title", "اسحب لليسار", "--subtitle", "بطاقات iOS من مجلد صور"
            ]
        )
    ]

    /// The animated one: every frame of the GIF compared, stacked as libvips loads them.
    static let animated: (String, [String]) = (
        "square-deck-snap-back.gif",
        [
            "--format", "square", "--at", "1x", "--scene", "deck", "--animation", "snap-back", "--stamps",
            "--export", "gif", "--fps", "10", "--title", "Or let it snap back"
        ]
    )

    @Test func animatedGalleryMockupMatchesItsGolden() throws {
        let (name, arguments) = Self.animated
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(
            ["mockup", "-i", "fixtures/photos", "-o", out.path, "--name", name] + arguments,
            directory: Repository.root.path)
        #expect(result.status == 0, "\(result.stderr)")
        try GoldenImage.expectMatch(out.file(name), golden: "mockups/\(name)", tolerance: .otherBuilds, pages: true)
    }

    /// The set of fixtures/mockup-set.yaml: three shots in English and Arabic, each image compared
    /// with its golden under fixtures/golden/mockups/set/.
    @Test func aSetOfThreeMatchesItsGoldens() throws {
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(
            ["mockup", "-i", "fixtures/photos", "-o", out.path, "--config", "fixtures/mockup-set.yaml"],
            directory: Repository.root.path)
        #expect(result.status == 0, "\(result.stderr)")
        let names = ["01-deck-swipe-right.png", "02-sheet.png", "03-photostack-show-all.png"]
        for language in ["en-US", "ar"] {
            for name in names {
                let path = "\(language)/iphone-6.9/\(name)"
                try GoldenImage.expectMatch(out.file(path), golden: "mockups/set/\(path)", tolerance: .otherBuilds)
            }
        }
    }

    /// The first of the gallery through the binary: exit status 0 and its image.
    @Test func theFirstGalleryMockupThroughTheBinaryMatchesItsGolden() throws {
        let (name, arguments) = Self.gallery[0]
        let out = try TestFolder(); defer { out.remove() }
        let result = try CLIRunner.run(
            ["mockup", "-i", "fixtures/photos", "-o", out.path, "--name", name] + arguments,
            directory: Repository.root.path)
        #expect(result.status == 0, "\(result.stderr)")
        try GoldenImage.expectMatch(out.file(name), golden: "mockups/\(name)", tolerance: .otherBuilds)
    }

    /// The others made in process, as the command makes them (its parsing, checks and job), with
    /// the gallery's fixtures/ paths made absolute: the command returns (exit status 0) and the
    /// image matches. The command prints its line on this process's standard output.
    @Test(arguments: 1..<gallery.count)
    func galleryMockupMatchesItsGolden(_ index: Int) throws {
        let (name, arguments) = Self.gallery[index]
        let out = try TestFolder(); defer { out.remove() }
        let absolute = (["-i", "fixtures/photos", "-o", out.path, "--name", name] + arguments).map {
            $0.hasPrefix("fixtures/") ? Repository.root.appendingPathComponent($0).path : $0
        }
        var command = try CardRenderCommand.parseAsRoot(["mockup"] + absolute)
        try CLIRunner.inProcess { try command.run() }
        try GoldenImage.expectMatch(out.file(name), golden: "mockups/\(name)", tolerance: .otherBuilds)
    }
}
