// swift-tools-version:6.0
// libFuzzer targets, built apart from the normal build (Scripts/fuzz TARGET SECONDS builds this
// package with -sanitize=fuzzer and runs one target). What each input means and which
// invariants hold is in the main package's ArrangeFuzzing module, which the tests also run
// (Tests/ArrangeFuzzingTests, the CI smoke); these executables only hand libFuzzer's inputs over.
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax libraries, which ArrangeSnippet (the snippet scanner) is built
/// against: $SWIFT_HOST_LIB_DIR, else the toolchain at /opt/swift (as Scripts/fuzz sets PATH).
let hostLibraries = ProcessInfo.processInfo.environment["SWIFT_HOST_LIB_DIR"] ?? "/opt/swift/usr/lib/swift/host"

func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzDriver", .product(name: "ArrangeFuzzing", package: "Arrange")],
        swiftSettings: [.unsafeFlags(["-I", hostLibraries])],
        linkerSettings: [.unsafeFlags([
            "-L", hostLibraries, "-lSwiftParser", "-lSwiftSyntax", "-lSwiftDiagnostics", "-lSwiftParserDiagnostics",
            "-Xlinker", "-rpath", "-Xlinker", hostLibraries,
        ])])
}

let package = Package(
    name: "ArrangeFuzz",
    dependencies: [.package(name: "Arrange", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        // Auto Layout: views, anchors, multipliers, constants, priorities, stacks.
        fuzzTarget("AutoLayoutFuzz"),
        // The layout engine through ViewLayout: view trees with extreme numbers.
        fuzzTarget("LayoutFuzz"),
        // Real-font text measurement with hostile strings.
        fuzzTarget("TextFuzz"),
        // PNG and JPEG files: headers and decoding.
        fuzzTarget("ImageFuzz"),
        // The snippet scanner (SwiftParser) on any bytes and mutated Swift.
        fuzzTarget("SnippetScannerFuzz"),
    ]
)
