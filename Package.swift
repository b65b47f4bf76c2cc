// swift-tools-version:6.2
import Foundation
import PackageDescription

let package = Package(
    name: "cardrender",
    products: [
        .executable(name: "cardrender", targets: ["cardrender"]),
        .library(name: "CardGeometry", targets: ["CardGeometry"]),
        // The settings values RenderSettings, MockupSettings and DiffOptions are made of.
        .library(name: "CardSettings", targets: ["CardSettings"]),
        // What the render engine and the check both build on: libvips images, pixels, text, PNG
        // encoding and photo decoding; manifests, motion tracks and golden settings.
        .library(name: "CardImaging", targets: ["CardImaging"]),
        .library(name: "CardFormats", targets: ["CardFormats"]),
        .library(name: "CardRender", targets: ["CardRender"]),
        .library(name: "CardCheck", targets: ["CardCheck"]),
        .library(name: "CardMockup", targets: ["CardMockup"]),
        .library(name: "SceneFiles", targets: ["SceneFiles"]),
        .library(name: "CardRenderTesting", targets: ["CardRenderTesting"]),
        .library(name: "CardRenderSnapshotTesting", targets: ["CardRenderSnapshotTesting"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: property-based tests of the geometry.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Scene files: YAML with line numbers for every key, so a bad file's error can point at it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // CardRenderSnapshotTesting only: strategies for teams already on swift-snapshot-testing.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")
    ],
    targets: [
        // libvips's headers as the system provides them (Debian: libvips-dev, in /usr/include).
        // pkg-config's glib-2.0 gives the include paths they need, and links only GLib: libvips
        // itself is opened by the shim when first asked to draw.
        .systemLibrary(
            name: "CVips",
            pkgConfig: "glib-2.0",
            providers: [.apt(["libvips-dev"])]
        ),
        // Non-variadic, prefixed C wrappers for the libvips calls Swift cannot make. It opens
        // libvips (and through it GLib) with dlopen when first asked to draw.
        .target(
            name: "CVipsShim",
            dependencies: ["CVips"]
        ),
        // The per-frame pixel loops (place and composite a layer, convert, PNG-encode with
        // libdeflate or ISA-L's igzip): plain C over buffers, no libvips, exact integer results.
        // Optimised in debug builds too: at -O0 these loops were a third of a debug render's time,
        // and the tests render and diff through them hundreds of times. Their results are exact
        // (integers, or doubles without contraction), so the level changes no byte.
        .target(
            name: "CFrameKernels",
            cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))],
            linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("isal")]
        ),
        // libraqm (over HarfBuzz, FreeType and FriBidi) and libunibreak as the system provides them
        // (Debian: libraqm-dev and libunibreak-dev). pkg-config's raqm gives the include paths of all
        // but libunibreak, whose header is in /usr/include.
        .systemLibrary(
            name: "CTextLibraries",
            pkgConfig: "raqm",
            providers: [
                .apt(["libraqm-dev", "libunibreak-dev", "libharfbuzz-dev", "libfreetype-dev", "libfribidi-dev"])
            ]
        ),
        // Text laid out and drawn from the shipped font files (`ct_…`): shaping, bidi and line
        // breaking through the libraries above, glyph outlines from FreeType unhinted, and its own
        // exact integer coverage rasteriser and emoji scaling, so text pixels depend on no text stack.
        .target(
            name: "CCardText",
            dependencies: ["CTextLibraries"],
            // Optimised in debug builds too, as CFrameKernels is: its results are exact integers.
            cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))],
            linkerSettings: [
                .linkedLibrary("raqm"), .linkedLibrary("freetype"), .linkedLibrary("harfbuzz"),
                .linkedLibrary("fribidi"), .linkedLibrary("unibreak")
            ]
        ),
        // Pure Swift geometry, timing and scenes: no libvips, no Foundation.
        .target(name: "CardGeometry"),
        // What every other module builds on, over Foundation: folders held open and files written
        // only below them, index files read with a cap, locks, child processes, tracing, and the
        // way paths, names and numbers are written as text. No libvips.
        .target(name: "CardFoundation"),
        // The settings a render, a check and a mockup take, as plain values: what the command line
        // and the file readers fill in and the engines consume.
        .target(name: "CardSettings", dependencies: ["CardGeometry", "CardFoundation"]),
        // Images and what is drawn on them, below any scene: libvips images and its runtime, the
        // frame buffers and their paint, text from the shipped fonts, PNG encoding and the photo
        // input (folders scanned, headers checked, photos decoded within a budget).
        .target(
            name: "CardImaging",
            dependencies: ["CardGeometry", "CardFoundation", "CardSettings", "CVipsShim", "CFrameKernels", "CCardText"],
            resources: [.copy("Resources/Fonts")]
        ),
        // The files a run writes about itself and a check reads back: manifests, motion tracks,
        // golden settings and their checksums. No libvips.
        .target(
            name: "CardFormats", dependencies: ["CardGeometry", "CardFoundation", "CardSettings", "CFrameKernels"]),
        // The render engine, photos in and frames out: card art, compositing, contact sheets,
        // animation exports, and the job that plans, draws and writes a run.
        .target(
            name: "CardRender",
            dependencies: ["CardGeometry", "CardFoundation", "CardSettings", "CardImaging", "CardFormats", "CVipsShim"]
        ),
        // The check: pixel diffs of frames and folders, golden folders, motion comparisons, the
        // JSON, JUnit and Markdown reports and the review page.
        .target(
            name: "CardCheck",
            dependencies: [
                "CardGeometry", "CardFoundation", "CardSettings", "CardImaging", "CardFormats", "CVipsShim",
                "CFrameKernels"
            ],
            resources: [.copy("Resources/ReviewPage")]
        ),
        // Store and social mockups: a scene's moment inside a device frame with a title, stills,
        // animations and whole sets.
        .target(
            name: "CardMockup",
            dependencies: ["CardGeometry", "CardFoundation", "CardSettings", "CardImaging", "CardFormats", "CardRender"]
        ),
        // The file readers: scene files (YAML, JSON), check configs, mockup sets and caption files,
        // read with key-and-line errors. They fill in CardSettings' values; no rendering.
        .target(
            name: "SceneFiles",
            dependencies: ["CardGeometry", "CardFoundation", "CardSettings", .product(name: "Yams", package: "Yams")]),
        // The command-line tool: a thin layer over the libraries.
        .executableTarget(
            name: "cardrender",
            dependencies: [
                "CardGeometry", "CardFoundation", "CardSettings", "CardImaging", "CardFormats", "CardRender",
                "CardCheck", "CardMockup", "SceneFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Snapshot tests of an app's own scenes: one assertion renders a still, a moment or an
        // animation and compares it with snapshots beside the test file, under Swift Testing or XCTest.
        .target(
            name: "CardRenderTesting",
            dependencies: [
                "CardRender", "CardCheck", "CardImaging", "CardFormats", "CardGeometry", "CardFoundation",
                "CardSettings"
            ]),
        // The same renderer and diff as swift-snapshot-testing strategies (`assertSnapshot(of:as:)`).
        .target(
            name: "CardRenderSnapshotTesting",
            dependencies: [
                "CardRender", "CardCheck", "CardImaging", "CardGeometry", "CardSettings", "CardRenderTesting",
                "CVipsShim", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        // What the test targets share: scratch folders, the repository's paths and fixtures, hostile
        // inputs, test images and the golden-image assertion. Some helpers make images with
        // libvips's own functions.
        .target(
            name: "TestSupport",
            dependencies: ["CardCheck", "CardImaging", "CardRender", "CardFoundation", "CardSettings", "CVipsShim"],
            path: "Tests/TestSupport", linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0")]),
        .testTarget(
            name: "CardGeometryTests",
            dependencies: ["CardGeometry", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "CardFoundationTests", dependencies: ["CardFoundation", "TestSupport"]),
        .testTarget(
            name: "CardSettingsTests",
            dependencies: ["CardSettings", "CardCheck", "CardImaging", "CardRender", "CardGeometry", "TestSupport"]),
        // Some tests read and set image metadata with libvips's own functions.
        .testTarget(
            name: "CardRenderTests",
            dependencies: [
                "CardRender", "CardImaging", "CardFormats", "CardFoundation", "CardSettings", "SceneFiles",
                "CardGeometry", "CVipsShim", "CFrameKernels", "CCardText", "TestSupport"
            ],
            linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0")]),
        .testTarget(
            name: "CardCheckTests",
            dependencies: [
                "CardCheck", "CardImaging", "CardFormats", "CardRender", "CardFoundation", "CardSettings",
                "CardGeometry", "CVipsShim", "CFrameKernels", "TestSupport"
            ],
            linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0")]),
        .testTarget(
            name: "CardRenderTestingTests",
            dependencies: [
                "CardRenderTesting", "CardRenderSnapshotTesting", "CardRender", "CardCheck", "CardGeometry",
                "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        .testTarget(
            name: "CardMockupTests",
            dependencies: [
                "CardMockup", "CardImaging", "CardRender", "CardFoundation", "CardSettings", "CardGeometry",
                "CVipsShim", "TestSupport"
            ],
            linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0")]),
        .testTarget(
            name: "SceneFilesTests",
            dependencies: [
                "SceneFiles", "CardGeometry", "CardSettings", "CardFoundation", "TestSupport",
                .product(name: "Yams", package: "Yams")
            ]),
        .testTarget(
            name: "CLITests",
            // CardRender: the mockup gallery's goldens are compared pixel by pixel.
            dependencies: [
                "cardrender", "CardImaging", "CardFormats", "CardRender", "CardCheck", "CardMockup", "CardFoundation",
                "CardSettings", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based")
            ]
        )
    ]
)

// The libFuzzer targets, only when scripts/fuzz-load.sh or scripts/fuzz-scene.sh asks for them:
// they have no main of their own (libFuzzer supplies it), so a normal build must not see them.
// FuzzPhotoLoading: the photo-loading path; FuzzSceneFiles: scene files and caption files.
if ProcessInfo.processInfo.environment["CARDRENDER_FUZZ"] == "1" {
    // The hand-over to libFuzzer's driver that both targets' entry points make.
    package.targets.append(.target(name: "FuzzDriver"))
    package.targets.append(
        .executableTarget(
            name: "FuzzPhotoLoading",
            dependencies: ["CardImaging", "CardFoundation", "CardSettings", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
    package.products.append(.executable(name: "fuzz-photo-loading", targets: ["FuzzPhotoLoading"]))
    package.targets.append(
        .executableTarget(
            name: "FuzzSceneFiles",
            dependencies: ["CardGeometry", "CardFoundation", "CardSettings", "SceneFiles", "FuzzDriver"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
    package.products.append(.executable(name: "fuzz-scene-files", targets: ["FuzzSceneFiles"]))
}

// `make bench-goldens`' encoder run, only when bench/goldens.py asks for it: a normal build has
// no use for it.
if ProcessInfo.processInfo.environment["CARDRENDER_BENCH"] == "1" {
    package.targets.append(
        .executableTarget(name: "BenchGoldens", dependencies: ["CardFormats", "CardImaging", "CardSettings"]))
    package.products.append(.executable(name: "bench-goldens", targets: ["BenchGoldens"]))
}

// `make test` runs the tests against an optimised build of cardrender, the code users run; the
// test targets' own code is compiled without optimisation, which would only make the assertions
// around that code faster and cost more compile time than the rest of the release build.
// TestSupport is optimised: it is small, and its loops over every sample of an image (checksums,
// differences, noise) run in many tests.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}
// The CLI tests compile last (they wait for the cardrender module, which waits for every library),
// with nothing beside them: in batches, two jobs share them instead of one whole-module job (40 s
// instead of 50 s on two cores; the driver then warns that it ignores SwiftPM's -num-threads). The
// other test targets compile beside the libraries, where whole module costs less CPU.
for target in package.targets where target.name == "CLITests" {
    target.swiftSettings! += [
        .unsafeFlags(["-no-whole-module-optimization", "-enable-batch-mode"], .when(configuration: .release))
    ]
}

// `make test` builds with CARDRENDER_WARNINGS_AS_ERRORS=1, so a compiler warning in cardrender's
// own sources (Swift and C) fails it: a package that depends on cardrender then builds without
// one. Other builds keep warnings as warnings, so a newer compiler's deprecation never stops a
// dependent's build. Test targets are left out: Swift Testing's own macro expansions warn under
// Swift 6.3's optimised builds.
// It also makes any function or expression that takes the type checker over 3 s an error: one
// array literal whose element type was left to inference once took 80 s of every build.
if ProcessInfo.processInfo.environment["CARDRENDER_WARNINGS_AS_ERRORS"] == "1" {
    let slowTypeCheck = ["-warn-long-function-bodies=3000", "-warn-long-expression-type-checking=3000"]
    for target in package.targets where target.type != .system && target.type != .test {
        target.swiftSettings =
            (target.swiftSettings ?? []) + [
                .treatAllWarnings(as: .error), .unsafeFlags(slowTypeCheck.flatMap { ["-Xfrontend", $0] })
            ]
        target.cSettings = (target.cSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
