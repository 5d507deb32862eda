import Foundation

/// A file compiled beside a snippet (`arrange render Card.swift --with Models.swift --with App/`):
/// one of the app's other files, declaring the models, helpers and views the snippet uses, as
/// Xcode compiles a screen with the rest of its target.
///
/// - A companion is scanned as the snippet is (`SnippetScanner`): `import SwiftUI` becomes
///   `import Arrange`, `@main` is blanked, its platform conditions are read for the same
///   platform, and each `#Preview` becomes a view of its own, named with the companion's
///   `generatedNamePrefix` so that no two files declare the same name.
/// - Its views are compiled but not shown: only the snippet's own previews and views are laid
///   out, as Xcode's canvas shows the previews of the file that is open.
/// - It is a source file of its own (not appended to the snippet), so its `private` and
///   `fileprivate` names stay its own; compiler errors point at its path.
/// - A companion with syntax errors is refused with them, naming its path; nothing is compiled.
public struct SnippetCompanion: Sendable, Equatable {
    /// The file's path, as compiler errors name it.
    public let path: String
    /// The Swift source compiled for it: the file, edited as its scan said, after the imports
    /// every snippet program has.
    public let program: String
    /// The class the file marks `@UIApplicationMain`, if any (`SnippetScan.appDelegateClass`).
    public var appDelegateClass: String?
    /// The file's top-level types that `Name()` builds (`SnippetScan.typesBuiltWithNoArguments`).
    public var typesBuiltWithNoArguments: Set<String> = []
    /// The types its structs read from the environment as objects (`SnippetScan.environmentObjectTypes`).
    public var environmentObjectTypes: [PlaceholderTypeReference] = []
    /// The types it declares, for placeholders (`SnippetScan.placeholderTypes`).
    public var placeholderTypes = PlaceholderTypes()

    /// A companion compiled from `program` for the file at `path`.
    public init(path: String, program: String, appDelegateClass: String? = nil) {
        self.path = path
        self.program = program
        self.appDelegateClass = appDelegateClass
    }

    /// The companion for the file at `path`, the `index`-th of the snippet's (from 1), with its
    /// platform conditions read for `platform`.
    /// `compiledModules` are the modules whose files are compiled with it (`compiledModules(in:)`).
    public static func prepare(
        path: String, index: Int, platform: SnippetPlatform, diagnosis: SyntaxDiagnosis = .inProcess,
        compiledModules: Set<String> = []
    ) -> Result<SnippetCompanion, SnippetFailure> {
        let source: String
        switch SnippetSource.read(path) {
        case .success(let text): source = text
        case .failure(let failure): return .failure(failure)
        }
        let scan = SnippetScanner.scan(source, path: path, platform: platform, diagnosis: diagnosis, generatedNamePrefix: "C\(index)_",
            compiledModules: compiledModules)
        guard scan.syntaxErrors.isEmpty else {
            let lines = SnippetDiagnosticReport.lines(scan.syntaxErrors, source: source, path: path, hasMore: scan.hasMoreSyntaxErrors)
            return .failure(SnippetFailure("\(path) has syntax errors; nothing was compiled.", details: lines.joined(separator: "\n")))
        }
        var companion = SnippetCompanion(
            path: path, program: SnippetProgram.companion(source: source, scan: scan, path: path), appDelegateClass: scan.appDelegateClass)
        companion.typesBuiltWithNoArguments = scan.typesBuiltWithNoArguments
        companion.environmentObjectTypes = scan.environmentObjectTypes
        companion.placeholderTypes = scan.placeholderTypes
        return .success(companion)
    }

    /// The companions of the snippet at `snippetPath` (whose text is `snippetSource`) that
    /// `paths` name: each `.swift` file named, and of each folder the `.swift` files inside it
    /// (sorted, hidden folders skipped) that the snippet needs (`SnippetCompanionSelection`);
    /// each file once, never the snippet itself, compared with symlinks resolved.
    public static func files(in paths: [String], snippetPath: String, snippetSource: String) -> Result<[String], SnippetFailure> {
        let manager = FileManager.default
        var seen: Set<String> = [resolved(snippetPath)]
        var named: [String] = []
        var folders: [String] = []
        // Files named one by one first: they are compiled whatever the folders hold.
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                return .failure(SnippetFailure("--with \(path): no such file or folder."))
            }
            if isFolder.boolValue {
                folders.append(path)
            } else {
                guard path.hasSuffix(".swift") else { return .failure(SnippetFailure("--with \(path): not a .swift file.")) }
                if seen.insert(resolved(path)).inserted { named.append(path) }
            }
        }
        var inFolders: [(path: String, text: String)] = []
        for path in folders {
            // A folder given through a symbolic link is searched too (the enumerator does not follow it).
            let found = (manager.enumerator(atPath: resolved(path))?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            // A folder of the app's asset catalogs, strings tables or data files alone is fine.
            if found.isEmpty, AssetCatalogSymbols.catalogs(inside: path).isEmpty, StringTableFiles.paths(in: [path]).isEmpty,
               resources(in: [path]).isEmpty {
                return .failure(SnippetFailure("--with \(path): the folder holds no .swift file, asset catalog, strings table or data file."))
            }
            for file in found where seen.insert(resolved(file)).inserted {
                switch SnippetSource.read(file) {
                case .success(let text): inFolders.append((file, text))
                case .failure(let failure): return .failure(failure)
                }
            }
        }
        let namedTexts = named.compactMap { try? SnippetSource.read($0).get() }
        let chosen = SnippetCompanionSelection.needed(by: ([snippetSource] + namedTexts).joined(separator: "\n"), among: inFolders.map(\.text))
        return .success(named + chosen.map { inFolders[$0].path })
    }

    /// The modules whose files `paths` give: each folder's name (`--with Packages/Kit/Sources/Kit`
    /// gives the files of the module `Kit`, as Swift packages name a target's folder), so that
    /// `import Kit` is dropped where the files are compiled into the snippet's program.
    public static func compiledModules(in paths: [String]) -> Set<String> {
        var modules: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !(name.first?.isNumber ?? true) {
                modules.insert(name)
            }
        }
        return modules
    }

    /// The extensions of the data files an app reads from its bundle (`Bundle.main.url(forResource:
    /// withExtension:)`, `Bundle.main.decode("menu.json")`) that `resources(in:)` finds.
    /// Media an app plays or shows from its bundle (`Bundle.main.url(forResource: "intro",
    /// withExtension: "mp4")`) are resources too: found, though Arrange does not decode them.
    public static let resourceExtensions: Set<String> = [
        "json", "txt", "plist", "csv", "geojson", "xml", "md", "html", "css", "js",
        "mp4", "mov", "m4v", "mp3", "m4a", "wav", "caf", "aiff", "gif",
        // StoreKit Testing's configuration, whose products `Product.products(for:)` returns.
        "storekit",
    ]
    /// The most resource files `resources(in:)` takes (a folder with more takes only the first).
    public static let maximumResources = 500

    /// The data files (`resourceExtensions`) inside the folders of `paths`, sorted, hidden and
    /// Xcode folders skipped: an app's bundle resources, which the program finds beside itself
    /// (`linkResources`), as an app finds them in its bundle.
    public static func resources(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let inside = (FileManager.default.enumerator(atPath: resolved(path))?.allObjects as? [String] ?? [])
                .filter { relative in
                    resourceExtensions.contains((relative as NSString).pathExtension.lowercased())
                        && !relative.split(separator: "/").contains { $0.hasPrefix(".") || $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcodeproj") }
                }
                .sorted()
            found += inside.map { (path as NSString).appendingPathComponent($0) }
        }
        return Array(found.prefix(maximumResources))
    }

    /// Links each of `resources` into `folder` (the program's), by its file name, so that
    /// `Bundle.main` finds it; a name already there is left as it is (the first file of a name wins).
    public static func linkResources(_ resources: [String], into folder: String) {
        for resource in resources {
            let link = (folder as NSString).appendingPathComponent((resource as NSString).lastPathComponent)
            guard !FileManager.default.fileExists(atPath: link) else { continue }
            try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: resolved(resource))
        }
    }

    /// `path` absolute, with symlinks resolved and `.`/`..` removed.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
