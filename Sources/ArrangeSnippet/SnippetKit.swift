import Foundation

/// The library compiled snippets link against: `libArrangeKit.so` (the package's `ArrangeKit`
/// product), the `.swiftmodule` files of its modules, and the module map of the C module they
/// import (`CPangoCairo`).
///
/// Invariants: `directory` holds `libArrangeKit.so`; `modulesDirectory` holds
/// `ArrangeTool.swiftmodule`; `moduleMap` is a file.
///
/// Where it is (`locate`):
/// - `$ARRANGE_KIT_DIR`, else the folder of the `arrange` executable: a package's build folder
///   (`.build/debug`, `.build/release`) or the folder `Scripts/install` fills (`PREFIX/lib/arrange`).
/// - In a package's build folder the kit is built on demand: `swift run arrange` builds only the
///   `arrange` product, so the first command that compiles a snippet runs
///   `swift build --product ArrangeKit` in the same build folder and configuration — and again
///   whenever a source file of the kit's targets (or `Package.swift`) is newer than the kit, so
///   that snippets never link against a library older than the `arrange` that compiles them.
/// - While another SwiftPM holds that build folder (`swift test` holds it while its tests run
///   `arrange`), an existing kit is used as it is, with a warning, rather than waited for.
/// - Anywhere else a missing kit is an installation to repeat, and the message says how.
public struct SnippetKit: Equatable, Sendable {
    /// The folder holding `libArrangeKit.so`.
    public var directory: String
    /// The folder holding the kit's `.swiftmodule` files.
    public var modulesDirectory: String
    /// `CPangoCairo`'s `module.modulemap`.
    public var moduleMap: String

    /// The library's file name.
    public static let libraryName = "libArrangeKit.so"
    /// The product `swift build --product` makes the library from.
    public static let productName = "ArrangeKit"
    /// Where `Scripts/install` puts the C module's map, relative to the kit's folder.
    public static let installedModuleMap = "CPangoCairo/module.modulemap"
    /// The package's targets that make up the kit (the `ArrangeKit` product's, and the C module
    /// they import): a change to any of their sources makes the kit out of date.
    public static let kitTargets = ["Arrange", "ArrangeUIKit", "ArrangeStoreKit", "ArrangeLocalAuthentication", "ArrangeText", "ArrangeRender", "ArrangeTool", "CPangoCairo"]
        + appleFrameworkTargets
    /// The kit's stand-ins for Apple frameworks that views import beside SwiftUI (issue 10).
    public static let appleFrameworkTargets = [
        "ArrangeCryptoKit", "ArrangeCoreImage", "ArrangeAVKit", "ArrangePhotosUI", "ArrangeSpriteKit",
        "ArrangeAuthenticationServices", "ArrangeAppIntents", "ArrangeWeatherKit", "ArrangeCharts", "ArrangeUniformTypeIdentifiers",
        "ArrangeUserNotifications", "ArrangeCoreData", "ArrangeWebKit", "ArrangeCoreMotion",
        "ArrangeSecurity", "ArrangeWatchConnectivity", "ArrangeFoundation", "ArrangeCloudKit", "ArrangeAudioToolbox",
        "ArrangeSafariServices", "ArrangeCoreLocationUI", "ArrangeWidgetKit", "ArrangeTabularData", "ArrangeTranslation",
    ]
    /// The file whose date records the last time the kit was checked up to date by building it
    /// (`swift build` leaves an unchanged library's date alone).
    static let checkedStampName = "ArrangeKit.checked"
    /// How long building the kit may take: the first build after `swift run arrange` compiles
    /// the kit's modules that `arrange` does not use (ArrangeUIKit); a release build is slower.
    static let buildTimeLimit: TimeInterval = 30 * 60

    /// A kit of these parts.
    public init(directory: String, modulesDirectory: String, moduleMap: String) {
        self.directory = directory
        self.modulesDirectory = modulesDirectory
        self.moduleMap = moduleMap
    }

    /// A package build folder an `arrange` executable sits in: the package, the scratch folder
    /// (`.build`) and the configuration (`debug`, `release`).
    public struct BuildFolder: Equatable, Sendable {
        /// The package's folder (holding `Package.swift`).
        public var package: String
        /// The build's scratch folder, holding `workspace-state.json`.
        public var scratch: String
        /// `debug` or `release`.
        public var configuration: String

        /// The build folder `scratch` of `package`, in `configuration`.
        public init(package: String, scratch: String, configuration: String) {
            self.package = package
            self.scratch = scratch
            self.configuration = configuration
        }

        /// Whether another SwiftPM holds the folder's lock, which it `flock`s for as long as it
        /// runs: SwiftPM 6 locks `TMPDIR/<scratch path with / as _>.lock`, earlier ones
        /// `SCRATCH/.lock`. Each is tried without waiting, and released at once.
        public func isHeldByAnotherSwiftPM(environment: [String: String]) -> Bool {
            let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            let locks = [
                (temporary.hasSuffix("/") ? temporary : temporary + "/") + scratch.replacingOccurrences(of: "/", with: "_") + ".lock",
                scratch + "/.lock",
            ]
            return locks.contains { path in
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return false }
                defer { close(descriptor) }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
                flock(descriptor, LOCK_UN)
                return false
            }
        }

        /// The `swift build` arguments that make the kit in this folder.
        public var buildArguments: [String] {
            ["build", "--package-path", package, "--scratch-path", scratch, "-c", configuration, "--product", SnippetKit.productName]
        }
    }

    /// The build folder `kitDirectory` is the products folder of (`SCRATCH/<triple>/<configuration>`),
    /// or `nil` when it is not one (an installed kit). The package is the scratch folder's parent
    /// when it holds `Package.swift` (the default `.build`), else `packageWhenBuilt`. Links are
    /// followed first: SwiftPM's `SCRATCH/debug` and `SCRATCH/release` link to `<triple>/…`.
    public static func buildFolder(of kitDirectory: String, packageWhenBuilt: String?) -> BuildFolder? {
        let files = FileManager.default
        let products = URL(fileURLWithPath: kitDirectory).resolvingSymlinksInPath().standardizedFileURL
        let configuration = products.lastPathComponent
        guard configuration == "debug" || configuration == "release" else { return nil }
        let scratch = products.deletingLastPathComponent().deletingLastPathComponent()
        guard files.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path) else { return nil }
        let candidates = [scratch.deletingLastPathComponent().path] + (packageWhenBuilt.map { [$0] } ?? [])
        guard let package = candidates.first(where: { files.fileExists(atPath: $0 + "/Package.swift") }) else { return nil }
        return BuildFolder(package: package, scratch: scratch.path, configuration: configuration)
    }

    /// Finds the kit for the `arrange` at `executable` (symlinks resolved), building it first
    /// when it sits in a package's build folder and is missing or older than the package's
    /// sources. `swift` runs the build; `say` reports that a build starts and how long it took.
    public static func locate(
        executable: URL, environment: [String: String], swift: String?, packageWhenBuilt: String?, say: (String) -> Void
    ) -> Result<SnippetKit, SnippetFailure> {
        let files = FileManager.default
        let given = environment["ARRANGE_KIT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let directory = given ?? executable.resolvingSymlinksInPath().deletingLastPathComponent().path
        let library = directory + "/" + libraryName
        let buildFolder = buildFolder(of: directory, packageWhenBuilt: packageWhenBuilt)
        if given == nil, let folder = buildFolder, !isUpToDate(kitDirectory: directory, package: folder.package) {
            if let failure = build(folder, swift: swift, library: library, environment: environment, say: say) { return .failure(failure) }
            FileManager.default.createFile(atPath: directory + "/" + checkedStampName, contents: Data())
        }
        guard files.fileExists(atPath: library) else {
            if given != nil {
                return .failure(SnippetFailure("ARRANGE_KIT_DIR is \(directory), which holds no \(libraryName): point it at the folder that does, or unset it."))
            }
            return .failure(SnippetFailure(
                "cannot find \(libraryName) beside arrange in \(directory): install arrange again with Scripts/install from the Arrange package."))
        }
        var modules = directory + "/Modules"
        if !files.fileExists(atPath: modules + "/ArrangeTool.swiftmodule") { modules = directory }
        let maps = [
            environment["ARRANGE_PACKAGE_DIR"].flatMap { $0.isEmpty ? nil : $0 + "/Sources/CPangoCairo/module.modulemap" },
            directory + "/" + installedModuleMap,
            // The package whose build folder holds the kit (`SCRATCH/<triple>/<configuration>`, debug or
            // release), before the one `arrange` was compiled in: a clone moved after building.
            buildFolder.map { $0.package + "/Sources/CPangoCairo/module.modulemap" },
            packageWhenBuilt.map { $0 + "/Sources/CPangoCairo/module.modulemap" },
            URL(fileURLWithPath: directory).deletingLastPathComponent().deletingLastPathComponent().path + "/Sources/CPangoCairo/module.modulemap",
        ].compactMap { $0 }
        guard let moduleMap = maps.first(where: { files.fileExists(atPath: $0) }) else {
            return .failure(SnippetFailure(
                "cannot find Sources/CPangoCairo/module.modulemap of the Arrange package; set ARRANGE_PACKAGE_DIR to the package's folder."))
        }
        return .success(SnippetKit(directory: directory, modulesDirectory: modules, moduleMap: moduleMap))
    }

    /// Whether the kit in `kitDirectory` is at least as new as every source file of the kit's
    /// targets (`kitTargets`) in `package` and its `Package.swift`: the library's date, or the
    /// date it was last checked by building (`checkedStampName`), whichever is later.
    public static func isUpToDate(kitDirectory: String, package: String) -> Bool {
        let built = [kitDirectory + "/" + libraryName, kitDirectory + "/" + checkedStampName].compactMap(modificationDate).max()
        guard let built else { return false }
        return newestSource(in: package).map { $0 <= built } ?? true
    }

    /// The latest modification date of `package`'s `Package.swift` and the files under the
    /// folders of `kitTargets` in its `Sources`.
    static func newestSource(in package: String) -> Date? {
        var newest = modificationDate(package + "/Package.swift")
        for target in kitTargets {
            let sources = URL(fileURLWithPath: package).appendingPathComponent("Sources/" + target)
            let enumerator = FileManager.default.enumerator(
                at: sources, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                guard let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate else { continue }
                if newest.map({ date > $0 }) ?? true { newest = date }
            }
        }
        return newest
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `swift build --product ArrangeKit` for `folder`; `nil`, or why it failed (with the
    /// end of the build's output). When another SwiftPM holds the build folder
    /// (`BuildFolder.isHeldByAnotherSwiftPM`) and the library is there, it is used as it is:
    /// SwiftPM would wait for the other to end, and `swift test` holds the folder until the
    /// tests that run `arrange` end.
    static func build(
        _ folder: BuildFolder, swift: String?, library: String, environment: [String: String], say: (String) -> Void
    ) -> SnippetFailure? {
        guard let swift else {
            return SnippetFailure("cannot find swift to build \(libraryName): put the Swift toolchain's bin folder on PATH.")
        }
        if folder.isHeldByAnotherSwiftPM(environment: environment) {
            if FileManager.default.fileExists(atPath: library) {
                say("arrange: warning: another swift build or swift test is using \(folder.scratch); the \(libraryName) there is used as it is, and may be older than the package's sources.")
                return nil
            }
            say("arrange: waiting for the swift build or swift test using \(folder.scratch) to finish…")
        }
        let command = "swift " + folder.buildArguments.map(shellQuoted).joined(separator: " ")
        say("arrange: building \(libraryName), which snippets are compiled against (\(folder.configuration); once, and again after the package changes)…")
        let started = Date()
        guard let (status, output, timedOut) = SnippetCompiler.runCapturing(swift, folder.buildArguments, timeLimit: buildTimeLimit) else {
            return SnippetFailure("cannot run \(swift) to build \(libraryName).")
        }
        if timedOut {
            return SnippetFailure("building \(libraryName) took more than \(Int(buildTimeLimit / 60)) minutes and was stopped; run \(command) yourself.")
        }
        guard status == 0 else {
            let tail = output.split(separator: "\n").suffix(20).joined(separator: "\n")
            return SnippetFailure("building \(libraryName) failed (\(command)).", details: tail)
        }
        say("arrange: built \(libraryName) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s.")
        return nil
    }

    /// `text` as one word for a POSIX shell, for messages that show a command to copy.
    static func shellQuoted(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:+,")
        if !text.isEmpty && text.allSatisfy(plain.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
