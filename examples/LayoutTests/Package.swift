// swift-tools-version:6.0
// An app's package that tests its own Layout on Linux with ArrangeTesting's assertLayout:
// `swift test` here records the snapshots on the first run (Tests/ChipsTests/__Snapshots__),
// and compares with them afterwards.
import PackageDescription

let package = Package(
    name: "LayoutTests",
    dependencies: [
        // Arrange itself; in your package: .package(url: "https://…/Arrange.git", branch: "main").
        .package(name: "Arrange", path: "../.."),
    ],
    targets: [
        .target(name: "Chips", dependencies: [.product(name: "Arrange", package: "Arrange")]),
        .testTarget(
            name: "ChipsTests",
            dependencies: ["Chips", .product(name: "ArrangeTesting", package: "Arrange")],
            exclude: ["__Snapshots__"]),
    ]
)
