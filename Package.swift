// swift-tools-version:6.0
import Foundation
import PackageDescription

// Arrange's core (`Arrange`, `ArrangeUIKit`) needs nothing but the toolchain. Real text, drawing
// and the `arrange` tool need Pango and Cairo from Debian (`Scripts/setup` installs them); on a
// machine without them, or with ARRANGE_CORE_ONLY=1, the package holds the core alone.

/// Whether pkg-config can find `pangocairo`: its .pc file is in one of pkg-config's folders.
func pangoCairoIsInstalled() -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if environment["ARRANGE_CORE_ONLY"] == "1" { return false }
    let extra = (environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init)
    let standard = [
        "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig", "/usr/lib/pkgconfig",
        "/usr/share/pkgconfig", "/usr/local/lib/pkgconfig", "/opt/homebrew/lib/pkgconfig",
    ]
    return (extra + standard).contains { FileManager.default.fileExists(atPath: $0 + "/pangocairo.pc") }
}

/// The toolchain's own SwiftSyntax/SwiftParser (`<toolchain>/usr/lib/swift/host`), which the
/// `arrange` tool parses snippets with: $SWIFT_HOST_LIB_DIR, else next to `swift` on $PATH.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let directory = environment["SWIFT_HOST_LIB_DIR"], !directory.isEmpty { return directory }
    for entry in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(entry)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return "/opt/swift/usr/lib/swift/host"
}

var products: [Product] = [
    .library(name: "Arrange", targets: ["Arrange"]),
    .library(name: "ArrangeTestSupport", targets: ["ArrangeTestSupport"]),
    .library(name: "ArrangeUIKit", targets: ["ArrangeUIKit"]),
    .executable(name: "arrange-bench", targets: ["arrange-bench"]),
]

var targets: [Target] = [
    // The layout engine: SwiftUI's propose → decide → report → place. Toolchain only, no C.
    // UniformTypeIdentifiers' content types name the representations of `Transferable` values.
    .target(name: "Arrange", dependencies: ["ArrangeUniformTypeIdentifiers"]),
    // Helpers for users' and our own tests: text metrics with book-given sizes, frame assertions.
    .target(name: "ArrangeTestSupport", dependencies: ["Arrange"]),
    .testTarget(name: "ArrangeTests", dependencies: ["Arrange", "ArrangeTestSupport"]),
    // UIKit's Auto Layout over a Cassowary solver, and UIStackView. Pure Swift.
    .target(name: "ArrangeUIKit", dependencies: ["Arrange", "ArrangeUserNotifications", "ArrangeUniformTypeIdentifiers"]),
    // StoreKit's names as a snippet's `import StoreKit` finds them: no App Store, stores at rest.
    .target(name: "ArrangeStoreKit", dependencies: ["Arrange"]),
    .testTarget(name: "ArrangeStoreKitTests", dependencies: ["ArrangeStoreKit", "ArrangeTestSupport"]),
    // LocalAuthentication's names as `import LocalAuthentication` finds them: no biometrics enrolled.
    .target(name: "ArrangeLocalAuthentication"),
    .testTarget(name: "ArrangeLocalAuthenticationTests", dependencies: ["ArrangeLocalAuthentication"]),
    // --- Apple frameworks views import beside SwiftUI (issue 10), each as `import <Framework>` finds it ---
    // CryptoKit's digests, computed for real (SHA-256, SHA-1, MD5).
    .target(name: "ArrangeCryptoKit"),
    // Core Image: filters with their parameters; at rest there is no picture to process.
    .target(name: "ArrangeCoreImage", dependencies: ["Arrange", "ArrangeUIKit"]),
    // AVKit and AVFoundation: VideoPlayer drawn as a player before it plays; no camera, no media.
    .target(name: "ArrangeAVKit", dependencies: ["Arrange", "ArrangeUIKit"]),
    // PhotosUI: PhotosPicker drawn as its label, a button; nothing picked at rest.
    .target(name: "ArrangePhotosUI", dependencies: ["Arrange", "ArrangeUIKit"]),
    // SpriteKit: SpriteView draws its scene's background and its sprites at rest.
    .target(name: "ArrangeSpriteKit", dependencies: ["Arrange", "ArrangeUIKit"]),
    // AuthenticationServices: SignInWithAppleButton drawn as iOS draws it; nobody signs in.
    .target(name: "ArrangeAuthenticationServices", dependencies: ["Arrange"]),
    // AppIntents: intents and shortcuts compile; SiriTipView and ShortcutsLink are drawn.
    .target(name: "ArrangeAppIntents", dependencies: ["Arrange"]),
    // WeatherKit: no network at rest, so no weather arrives (the app shows its "before loading" state).
    .target(name: "ArrangeWeatherKit", dependencies: ["Arrange", "ArrangeUIKit"]),
    // UserNotifications: requests are kept; nothing is delivered or authorized at rest.
    .target(name: "ArrangeUserNotifications"),
    // UniformTypeIdentifiers: content types as values.
    .target(name: "ArrangeUniformTypeIdentifiers"),
    // WebKit: WKWebView drawn as the empty white page it shows before loading; nothing loads at rest.
    .target(name: "ArrangeWebKit", dependencies: ["Arrange", "ArrangeUIKit"]),
    // SafariServices: SFSafariViewController drawn as the empty white page it shows before loading.
    .target(name: "ArrangeSafariServices", dependencies: ["ArrangeUIKit"]),
    // CoreLocationUI: LocationButton drawn as iOS draws it; no location is granted at rest.
    .target(name: "ArrangeCoreLocationUI", dependencies: ["Arrange"]),
    // WidgetKit: the app's WidgetCenter; no widget is configured at rest, so reloads do nothing.
    .target(name: "ArrangeWidgetKit"),
    // TabularData: DataFrame read from CSV (typed columns, rows by name), as chart samples load data.
    .target(name: "ArrangeTabularData"),
    // Translation: no language model at rest; the system sheet and tasks are recorded.
    .target(name: "ArrangeTranslation", dependencies: ["Arrange"]),
    // Core Motion: a device lying still with no sensors to read; no update is delivered.
    .target(name: "ArrangeCoreMotion"),
    // Audio Toolbox: system sounds and vibration recorded; nothing is heard at rest.
    .target(name: "ArrangeAudioToolbox"),
    // Swift Charts: marks, scales, axes and legends drawn for real.
    .target(name: "ArrangeCharts", dependencies: ["Arrange"]),
    // Security: the keychain, empty when the program starts; certificates kept as their bytes.
    .target(name: "ArrangeSecurity"),
    // CloudKit: records and shares as values; the device is signed out of iCloud at rest.
    .target(name: "ArrangeCloudKit", dependencies: ["ArrangeUIKit"]),
    // WatchConnectivity: an iPhone with no watch paired; nothing is sent or received at rest.
    .target(name: "ArrangeWatchConnectivity"),
    // Apple's Foundation names that Linux's lacks or declares unavailable: URLSession's async
    // forms without a delegate, DateComponentsFormatter, MeasurementFormatter, PersonNameComponentsFormatter.
    .target(name: "ArrangeFoundation"),
    .testTarget(
        name: "ArrangeAppleFrameworksTests",
        dependencies: [
            "ArrangeCryptoKit", "ArrangeCoreImage", "ArrangeAVKit", "ArrangePhotosUI", "ArrangeSpriteKit",
            "ArrangeAuthenticationServices", "ArrangeAppIntents", "ArrangeWeatherKit", "ArrangeCharts", "ArrangeUniformTypeIdentifiers",
            "ArrangeUserNotifications", "ArrangeUIKit", "ArrangeTestSupport", "ArrangeWebKit", "ArrangeCoreMotion",
            "ArrangeSecurity", "ArrangeWatchConnectivity", "ArrangeFoundation", "ArrangeCloudKit", "ArrangeAudioToolbox",
            "ArrangeSafariServices", "ArrangeCoreLocationUI", "ArrangeWidgetKit", "ArrangeTabularData", "ArrangeTranslation",
        ]),
    // --- end of the Apple frameworks of issue 10 ---
    // Core Data's names as `import CoreData` finds them (issue 10, language slice): in-memory
    // contexts, fetches with predicates and sort descriptors, and SwiftUI's @FetchRequest.
    .target(name: "ArrangeCoreData", dependencies: ["Arrange", "ArrangeFoundation"]),
    .testTarget(name: "ArrangeCoreDataTests", dependencies: ["ArrangeCoreData", "ArrangeTestSupport"]),
    .testTarget(name: "ArrangeUIKitTests", dependencies: ["ArrangeUIKit", "ArrangeTestSupport"]),
    // Counts the heap allocations of arrange-bench's layouts (`--allocations`); linked into it alone.
    // DWARF 4 like the Swift objects: valgrind 3.19 (callgrind-per-view) cannot read clang's default 5.
    .target(name: "CAllocationCounter", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
]

if pangoCairoIsInstalled() {
    let hostLibraries = toolchainHostLibraries()
    let syntaxSwiftFlags: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
    let syntaxLinkFlags: [LinkerSetting] = [
        .unsafeFlags([
            "-L", hostLibraries, "-lSwiftParser", "-lSwiftSyntax", "-lSwiftDiagnostics",
            "-lSwiftParserDiagnostics", "-Xlinker", "-rpath", "-Xlinker", hostLibraries,
        ])
    ]
    products += [
        .library(name: "ArrangeText", targets: ["ArrangeText"]),
        .library(name: "ArrangeRender", targets: ["ArrangeRender"]),
        // What compiled snippets link against: the engine, UIKit's names (a snippet's
        // `import UIKit`), real text, drawing and the commands.
        .library(name: "ArrangeKit", type: .dynamic, targets: ["Arrange", "ArrangeUIKit", "ArrangeStoreKit", "ArrangeLocalAuthentication", "ArrangeText", "ArrangeRender", "ArrangeTool",
            // Apple frameworks of issue 10:
            "ArrangeCryptoKit", "ArrangeCoreImage", "ArrangeAVKit", "ArrangePhotosUI", "ArrangeSpriteKit",
            "ArrangeAuthenticationServices", "ArrangeAppIntents", "ArrangeWeatherKit", "ArrangeCharts", "ArrangeUniformTypeIdentifiers",
            "ArrangeUserNotifications", "ArrangeCoreData", "ArrangeWebKit", "ArrangeCoreMotion",
            "ArrangeSecurity", "ArrangeWatchConnectivity", "ArrangeFoundation", "ArrangeCloudKit", "ArrangeAudioToolbox",
            "ArrangeSafariServices", "ArrangeCoreLocationUI", "ArrangeWidgetKit", "ArrangeTabularData", "ArrangeTranslation",
        ]),
        // Snapshot tests of users' own views and Layouts: assertLayout(of:proposal:).
        .library(name: "ArrangeTesting", targets: ["ArrangeTesting"]),
        // What each fuzz target's input means and which invariants hold (Fuzz/, docs/fuzzing.md).
        .library(name: "ArrangeFuzzing", targets: ["ArrangeFuzzing"]),
        .executable(name: "arrange", targets: ["arrange"]),
    ]
    targets += [
        // Pango, HarfBuzz, fontconfig and Cairo from Debian's packages.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libjpeg62-turbo-dev"])]),
        // Text measured and drawn with real fonts (Pango over HarfBuzz), behind `TextMetrics`.
        .target(name: "ArrangeText", dependencies: ["Arrange", "CPangoCairo"]),
        .testTarget(name: "ArrangeTextTests", dependencies: ["ArrangeText", "ArrangeTestSupport"]),
        // A laid-out view drawn with Cairo to PNG, PDF and SVG, and the book's debug diagrams.
        .target(name: "ArrangeRender", dependencies: ["Arrange", "ArrangeText", "CPangoCairo"]),
        .testTarget(name: "ArrangeRenderTests", dependencies: ["ArrangeRender", "ArrangeCharts"], resources: [.copy("Goldens")]),
        // The commands (render, explain, frames, html) run on named views, in `arrange` and in
        // the programs it compiles from snippets.
        .target(name: "ArrangeTool", dependencies: ["Arrange", "ArrangeText", "ArrangeRender"]),
        // assertLayout(of:proposal:): frames and a picture recorded beside a test, compared afterwards.
        .target(name: "ArrangeTesting", dependencies: ["Arrange", "ArrangeRender", "ArrangeTool", "CPangoCairo"]),
        .testTarget(name: "ArrangeTestingTests", dependencies: ["ArrangeTesting"], exclude: ["__Snapshots__"]),
        // Finding views and previews in a snippet with the toolchain's SwiftParser, and compiling it.
        .target(name: "ArrangeSnippet", dependencies: ["ArrangeTool"], swiftSettings: syntaxSwiftFlags, linkerSettings: syntaxLinkFlags),
        .executableTarget(
            name: "arrange", dependencies: ["Arrange", "ArrangeTool", "ArrangeSnippet", "ArrangeTestSupport"],
            swiftSettings: syntaxSwiftFlags, linkerSettings: syntaxLinkFlags),
        .testTarget(
            name: "ArrangeToolTests", dependencies: ["ArrangeTool", "ArrangeSnippet", "ArrangeTestSupport"],
            // The screenshot golden is read and re-recorded through #filePath, not as a resource.
            exclude: ["HTMLGoldens"],
            swiftSettings: syntaxSwiftFlags, linkerSettings: syntaxLinkFlags),
        // The fuzz targets' inputs and invariants, run by libFuzzer (Fuzz/) and, briefly, by the tests.
        .target(
            name: "ArrangeFuzzing",
            dependencies: ["Arrange", "ArrangeUIKit", "ArrangeText", "ArrangeRender", "ArrangeSnippet", "ArrangeTestSupport"],
            swiftSettings: syntaxSwiftFlags, linkerSettings: syntaxLinkFlags),
        .testTarget(
            name: "ArrangeFuzzingTests", dependencies: ["ArrangeFuzzing", "ArrangeText", "ArrangeTestSupport"],
            swiftSettings: syntaxSwiftFlags, linkerSettings: syntaxLinkFlags),
    ]
    // arrange-bench --render-load: ArrangeFuzzing's RenderLoad, many snippets from many threads.
    targets.append(.executableTarget(
        name: "arrange-bench", dependencies: ["Arrange", "ArrangeUIKit", "ArrangeText", "ArrangeRender", "ArrangeFuzzing", "ArrangeTestSupport", "CAllocationCounter"],
        swiftSettings: [.define("ARRANGE_TEXT")] + syntaxSwiftFlags, linkerSettings: syntaxLinkFlags))
} else {
    targets.append(.executableTarget(name: "arrange-bench", dependencies: ["Arrange", "ArrangeUIKit", "ArrangeTestSupport", "CAllocationCounter"]))
}

let package = Package(name: "Arrange", products: products, targets: targets)
