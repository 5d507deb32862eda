// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .library(name: "ArrangeTestSupport", targets: ["ArrangeTestSupport"]),
        .library(name: "ArrangeUIKit", targets: ["ArrangeUIKit"]),
        .executable(name: "arrange", targets: ["arrange"]),
        .executable(name: "arrange-bench", targets: ["arrange-bench"]),
    ],
    targets: [
        // The layout engine: SwiftUI's propose → decide → report → place. Toolchain only, no C.
        .target(name: "Arrange"),
        // Helpers for users' and our own tests: text metrics with book-given sizes, frame assertions.
        .target(name: "ArrangeTestSupport", dependencies: ["Arrange"]),
        .executableTarget(name: "arrange", dependencies: ["Arrange", "ArrangeTestSupport"]),
        .executableTarget(name: "arrange-bench", dependencies: ["Arrange", "ArrangeUIKit"]),
        .testTarget(name: "ArrangeTests", dependencies: ["Arrange", "ArrangeTestSupport"]),
        // UIKit's Auto Layout over a Cassowary solver, and UIStackView. Pure Swift.
        .target(name: "ArrangeUIKit", dependencies: ["Arrange"]),
        .testTarget(name: "ArrangeUIKitTests", dependencies: ["ArrangeUIKit"]),
    ]
)
