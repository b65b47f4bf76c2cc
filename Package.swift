// swift-tools-version:6.1
import Foundation
import PackageDescription

let package = Package(
    name: "cardrender",
    products: [
        .executable(name: "cardrender", targets: ["cardrender"]),
        .library(name: "CardGeometry", targets: ["CardGeometry"]),
        .library(name: "CardRender", targets: ["CardRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: property-based tests of the geometry.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Scene files: YAML with line numbers for every key, so a bad file's error can point at it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
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
        // libvips (and through it GLib and fontconfig) with dlopen when first asked to draw.
        .target(
            name: "CVipsShim",
            dependencies: ["CVips"]
        ),
        // The per-frame pixel loops (place and composite a layer, convert, PNG-encode with
        // libdeflate or ISA-L's igzip): plain C over buffers, no libvips, exact integer results.
        .target(
            name: "CFrameKernels",
            linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("isal")]
        ),
        // Pure Swift geometry, timing and scenes: no libvips, no Foundation.
        .target(name: "CardGeometry"),
        // Pixels: loading, card preparation, compositing and writers.
        .target(
            name: "CardRender",
            dependencies: ["CardGeometry", "CVipsShim", "CFrameKernels"],
            resources: [.copy("Resources/Fonts")]
        ),
        // Scene files (YAML, JSON): every scene's parameters, read with key-and-line errors and written commented.
        // Also the golden check's config (tolerances and ignored regions per scene), read with the same errors.
        .target(name: "SceneFiles", dependencies: ["CardGeometry", "CardRender", .product(name: "Yams", package: "Yams")]),
        // The command-line tool: a thin layer over CardGeometry and CardRender.
        .executableTarget(
            name: "cardrender",
            dependencies: [
                "CardGeometry",
                "CardRender",
                "SceneFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: temporary folders, the repository's paths, the golden images.
        .target(name: "TestSupport", dependencies: ["CardRender"], path: "Tests/TestSupport"),
        .testTarget(
            name: "CardGeometryTests",
            dependencies: ["CardGeometry", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Some tests read and set image metadata with libvips's own functions.
        .testTarget(name: "CardRenderTests", dependencies: ["CardRender", "CardGeometry", "CVipsShim", "CFrameKernels", "TestSupport"],
                    linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0")]),
        .testTarget(name: "SceneFilesTests", dependencies: ["SceneFiles", "CardGeometry", "CardRender", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "CLITests",
            // CardRender: some tests hold a folder lock, build review approvals or list formats as the library does.
            dependencies: ["cardrender", "CardRender", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)

// The libFuzzer targets, only when scripts/fuzz-load.sh or scripts/fuzz-scene.sh asks for them:
// they have no main of their own (libFuzzer supplies it), so a normal build must not see them.
// FuzzPhotoLoading: the photo-loading path; FuzzSceneFiles: scene files and caption files.
if ProcessInfo.processInfo.environment["CARDRENDER_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "FuzzPhotoLoading",
        dependencies: ["CardRender"],
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ))
    package.products.append(.executable(name: "fuzz-photo-loading", targets: ["FuzzPhotoLoading"]))
    package.targets.append(.executableTarget(
        name: "FuzzSceneFiles",
        dependencies: ["CardRender", "CardGeometry", "SceneFiles"],
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ))
    package.products.append(.executable(name: "fuzz-scene-files", targets: ["FuzzSceneFiles"]))
}
