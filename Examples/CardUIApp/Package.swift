// swift-tools-version:6.2
import Foundation
import PackageDescription

// An app's own card UI, drawn and snapshot-tested with cardrender: a horizontal carousel and a
// vertical card swiper, described with CardGeometry and checked with CardRenderTesting.
let package = Package(
    name: "CardUIApp",
    products: [.library(name: "CardUI", targets: ["CardUI"])],
    dependencies: [
        .package(name: "cardrender", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")
    ],
    targets: [
        .target(name: "CardUI", dependencies: [.product(name: "CardGeometry", package: "cardrender")]),
        .testTarget(
            name: "CardUITests",
            dependencies: [
                "CardUI",
                .product(name: "CardGeometry", package: "cardrender"),
                .product(name: "CardSettings", package: "cardrender"),
                .product(name: "CardRender", package: "cardrender"),
                .product(name: "CardRenderTesting", package: "cardrender"),
                .product(name: "CardRenderSnapshotTesting", package: "cardrender"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"])
    ]
)

// `make test` sets CARDRENDER_WARNINGS_AS_ERRORS=1: a warning in the example's sources fails it too.
if ProcessInfo.processInfo.environment["CARDRENDER_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where target.type != .test {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
