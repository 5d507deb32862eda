// swift-tools-version:6.0
// libFuzzer targets, built apart from the normal build (Scripts/fuzz TARGET SECONDS builds this
// package with -sanitize=fuzzer and runs one target).
import PackageDescription

let package = Package(
    name: "ArrangeFuzz",
    dependencies: [.package(name: "Arrange", path: "..")],
    targets: [
        // Auto Layout: random views, anchors, multipliers, constants, priorities, activation
        // and deactivation, stack views with hidden and nested arranged subviews.
        .executableTarget(name: "AutoLayoutFuzz", dependencies: [.product(name: "ArrangeUIKit", package: "Arrange")]),
    ]
)
