import ArrangeSnippet
import Foundation
import Testing

/// Where the library snippets link against is found, and when it is built (`SnippetKit`).
@Suite("Snippet kit")
struct SnippetKitTests {
    /// A temporary folder shaped like a package with a build folder as SwiftPM lays it out:
    /// `Package.swift`, `Sources/Arrange/A.swift`, `Sources/CPangoCairo/module.modulemap`,
    /// `.build/workspace-state.json`, `.build/<triple>/<configuration>/` holding an `arrange`, and
    /// the link `.build/<configuration>` to it.
    struct FakePackage {
        /// The package's folder, links resolved (as `locate` sees it through `/proc/self/exe`).
        let root: URL
        let configuration: String
        var products: URL { root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/" + configuration) }
        /// `.build/<configuration>`, the link SwiftPM makes to the products folder.
        var productsLink: URL { root.appendingPathComponent(".build/" + configuration) }
        var scratch: URL { root.appendingPathComponent(".build") }
        var source: URL { root.appendingPathComponent("Sources/Arrange/A.swift") }
        var moduleMap: URL { root.appendingPathComponent("Sources/CPangoCairo/module.modulemap") }
        var library: URL { products.appendingPathComponent(SnippetKit.libraryName) }

        init(configuration: String = "debug") throws {
            let made = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-fake-package-\(UUID().uuidString)")
            let files = FileManager.default
            try files.createDirectory(at: made, withIntermediateDirectories: true)
            root = made.resolvingSymlinksInPath()
            self.configuration = configuration
            try files.createDirectory(at: root.appendingPathComponent("Sources/Arrange"), withIntermediateDirectories: true)
            try files.createDirectory(at: moduleMap.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.createDirectory(at: products, withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: productsLink.path, withDestinationPath: "x86_64-unknown-linux-gnu/" + configuration)
            try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
            try Data("{}".utf8).write(to: root.appendingPathComponent(".build/workspace-state.json"))
            try Data().write(to: source)
            try Data().write(to: moduleMap)
            // The module map is a source of the kit's C module, older than any kit a test makes.
            try files.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: moduleMap.path)
            try Data().write(to: products.appendingPathComponent("arrange"))
        }

        func setDate(_ url: URL, secondsAgo: TimeInterval) throws {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-secondsAgo)], ofItemAtPath: url.path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The kit's targets are the `ArrangeKit` product's, as `Scripts/install` reads them from
    /// Package.swift (the text between the product's name and its closing `])`): a module the
    /// product gained and the list missed left an installed `arrange` unable to compile
    /// `import UIKit` (ArrangeUIKit re-exports ArrangeUserNotifications).
    @Test func theKitsTargetsAreTheArrangeKitProductsAsTheInstallScriptReadsThem() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "name: \"ArrangeKit\""))
        let end = try #require(manifest.range(of: "])", range: start.upperBound..<manifest.endIndex))
        let product = manifest[start.upperBound..<end.upperBound]
        let named = product.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let modules = named.filter { $0.hasPrefix("Arrange") }
        #expect(Set(modules) == Set(SnippetKit.kitTargets).subtracting(["CPangoCairo"]))
        #expect(modules.contains("ArrangeUserNotifications") && modules.contains("ArrangeLocalAuthentication"))
        let install = try String(contentsOf: package.appendingPathComponent("Scripts/install"), encoding: .utf8)
        #expect(install.contains("name: \"ArrangeKit\""))
    }

    @Test func aProductsFolderOfAPackageIsABuildFolderAndAnInstalledOneIsNot() throws {
        let package = try FakePackage()
        defer { package.remove() }
        let folder = SnippetKit.buildFolder(of: package.products.path, packageWhenBuilt: nil)
        #expect(folder == SnippetKit.BuildFolder(
            package: package.root.path, scratch: package.root.appendingPathComponent(".build").path, configuration: "debug"))
        #expect(folder?.buildArguments == [
            "build", "--package-path", package.root.path, "--scratch-path", package.root.appendingPathComponent(".build").path,
            "-c", "debug", "--product", "ArrangeKit",
        ])
        // What Scripts/install makes: PREFIX/lib/arrange, with no build folder around it.
        let installed = package.root.appendingPathComponent("prefix/lib/arrange")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        #expect(SnippetKit.buildFolder(of: installed.path, packageWhenBuilt: package.root.path) == nil)
    }

    @Test func theKitIsOutOfDateWhenMissingOrOlderThanASourceOfItsTargets() throws {
        let package = try FakePackage()
        defer { package.remove() }
        #expect(!SnippetKit.isUpToDate(kitDirectory: package.products.path, package: package.root.path))
        try Data("kit".utf8).write(to: package.library)
        try package.setDate(package.source, secondsAgo: 60)
        try package.setDate(package.root.appendingPathComponent("Package.swift"), secondsAgo: 60)
        #expect(SnippetKit.isUpToDate(kitDirectory: package.products.path, package: package.root.path))
        // An edit to the engine after the kit was linked.
        try package.setDate(package.source, secondsAgo: 0)
        try package.setDate(package.library, secondsAgo: 30)
        #expect(!SnippetKit.isUpToDate(kitDirectory: package.products.path, package: package.root.path))
        // A source of a target outside the kit (the tool's own scanner) does not count.
        try package.setDate(package.source, secondsAgo: 60)
        let scanner = package.root.appendingPathComponent("Sources/ArrangeSnippet/Scanner.swift")
        try FileManager.default.createDirectory(at: scanner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: scanner)
        #expect(SnippetKit.isUpToDate(kitDirectory: package.products.path, package: package.root.path))
    }

    @Test func aHeldBuildFolderIsSeenWithoutWaiting() throws {
        let package = try FakePackage()
        defer { package.remove() }
        let scratch = package.root.appendingPathComponent(".build").path
        let folder = try #require(SnippetKit.buildFolder(of: package.products.path, packageWhenBuilt: nil))
        let temporary = package.root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = ["TMPDIR": temporary.path]
        #expect(!folder.isHeldByAnotherSwiftPM(environment: environment))
        // SwiftPM 6's lock: TMPDIR/<scratch with / as _>.lock, flocked while it runs.
        let lock = temporary.appendingPathComponent(scratch.replacingOccurrences(of: "/", with: "_") + ".lock").path
        let descriptor = open(lock, O_RDWR | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        // Another open file description stands for the other SwiftPM.
        #expect(flock(descriptor, LOCK_EX) == 0)
        #expect(folder.isHeldByAnotherSwiftPM(environment: environment))
        flock(descriptor, LOCK_UN)
        #expect(!folder.isHeldByAnotherSwiftPM(environment: environment))
    }

    /// `swift run -c release arrange …` (issue 14, item 1): the `arrange` in the release products
    /// folder, reached through SwiftPM's `.build/release` link or the triple's folder, takes the
    /// release kit beside it when it is up to date — no build (`swift` is missing here, and a
    /// build would fail), the modules and the module map of the package whose build folder it is
    /// (the package `arrange` was compiled in may have moved: `/nonexistent`).
    @Test(arguments: [".build/release/arrange", ".build/x86_64-unknown-linux-gnu/release/arrange"])
    func aReleaseArrangeTakesTheReleaseKitBesideIt(executable: String) throws {
        let package = try FakePackage(configuration: "release")
        defer { package.remove() }
        try Data("kit".utf8).write(to: package.library)
        try FileManager.default.createDirectory(
            at: package.products.appendingPathComponent("Modules/ArrangeTool.swiftmodule"), withIntermediateDirectories: true)
        for old in [package.source, package.root.appendingPathComponent("Package.swift")] {
            try package.setDate(old, secondsAgo: 60)
        }
        var said: [String] = []
        let result = SnippetKit.locate(
            executable: package.root.appendingPathComponent(executable), environment: ["TMPDIR": package.root.path], swift: nil,
            packageWhenBuilt: "/nonexistent", say: { said.append($0) })
        #expect(result == .success(SnippetKit(
            directory: package.products.path, modulesDirectory: package.products.path + "/Modules", moduleMap: package.moduleMap.path)))
        #expect(said.isEmpty)
        // Not the debug kit: the release folder is the build folder, in release.
        #expect(SnippetKit.buildFolder(of: package.productsLink.path, packageWhenBuilt: nil) == SnippetKit.BuildFolder(
            package: package.root.path, scratch: package.scratch.path, configuration: "release"))
    }

    /// A release `arrange` whose kit is missing (a clean clone after `swift run -c release arrange`,
    /// which builds only the `arrange` product) builds the release kit in the same build folder:
    /// exactly `swift build --package-path PACKAGE --scratch-path PACKAGE/.build -c release
    /// --product ArrangeKit`, run here by a stand-in `swift` that records its arguments and makes
    /// the library, and then uses it.
    @Test(arguments: [".build/release/arrange", ".build/x86_64-unknown-linux-gnu/release/arrange"])
    func aReleaseArrangeBuildsTheMissingReleaseKit(executable: String) throws {
        let package = try FakePackage(configuration: "release")
        defer { package.remove() }
        let recorded = package.root.appendingPathComponent("swift-arguments")
        let swift = package.root.appendingPathComponent("bin/swift")
        try FileManager.default.createDirectory(at: swift.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(recorded.path)'
            printf kit > '\(package.library.path)'

            """
        try Data(script.utf8).write(to: swift)
        chmod(swift.path, 0o755)
        var said: [String] = []
        let result = SnippetKit.locate(
            executable: package.root.appendingPathComponent(executable), environment: ["TMPDIR": package.root.path], swift: swift.path,
            packageWhenBuilt: "/nonexistent", say: { said.append($0) })
        let arguments = try String(contentsOf: recorded, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments == [
            "build", "--package-path", package.root.path, "--scratch-path", package.scratch.path,
            "-c", "release", "--product", "ArrangeKit",
        ])
        #expect(result == .success(SnippetKit(
            directory: package.products.path, modulesDirectory: package.products.path, moduleMap: package.moduleMap.path)))
        #expect(said.first == "arrange: building libArrangeKit.so, which snippets are compiled against (release; once, and again after the package changes)…")
        // Checked now: the next command builds nothing until a source of the kit changes.
        #expect(SnippetKit.isUpToDate(kitDirectory: package.products.path, package: package.root.path))
    }

    /// A build that fails says which command failed, to be run by hand: the release one.
    @Test func aFailedReleaseKitBuildNamesTheReleaseCommand() throws {
        let package = try FakePackage(configuration: "release")
        defer { package.remove() }
        let swift = package.root.appendingPathComponent("bin/swift")
        try FileManager.default.createDirectory(at: swift.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho 'error: out of disk'\nexit 1\n".utf8).write(to: swift)
        chmod(swift.path, 0o755)
        let result = SnippetKit.locate(
            executable: package.productsLink.appendingPathComponent("arrange"), environment: ["TMPDIR": package.root.path],
            swift: swift.path, packageWhenBuilt: nil, say: { _ in })
        #expect(result == .failure(SnippetFailure(
            "building libArrangeKit.so failed (swift build --package-path \(package.root.path) --scratch-path \(package.scratch.path) -c release --product ArrangeKit).",
            details: "error: out of disk")))
    }

    @Test func anInstalledFolderWithoutTheLibrarySaysToInstallAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-installed-\(UUID().uuidString)/lib/arrange")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let result = SnippetKit.locate(
            executable: folder.appendingPathComponent("arrange"), environment: [:], swift: nil, packageWhenBuilt: nil, say: { _ in })
        #expect(result == .failure(SnippetFailure(
            "cannot find libArrangeKit.so beside arrange in \(folder.path): install arrange again with Scripts/install from the Arrange package.")))
    }

    @Test func anInstalledKitTakesTheModuleMapBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-installed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent(SnippetKit.installedModuleMap)
        try FileManager.default.createDirectory(at: map.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules/ArrangeTool.swiftmodule"), withIntermediateDirectories: true)
        try Data().write(to: map)
        try Data().write(to: folder.appendingPathComponent(SnippetKit.libraryName))
        let result = SnippetKit.locate(
            executable: folder.appendingPathComponent("arrange"), environment: [:], swift: nil,
            packageWhenBuilt: "/nonexistent", say: { _ in })
        #expect(result == .success(SnippetKit(
            directory: folder.path, modulesDirectory: folder.path + "/Modules", moduleMap: map.path)))
    }
}
