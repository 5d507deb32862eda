import Foundation

/// The strings tables of a snippet's app, found in its `--with` folders, and the statements
/// that load them when the program starts (`AppStringTables.load(contentsOf:)`), so that
/// `Text("key")` shows the app's text for the key as an iPhone in English shows it.
///
/// 1. The folders are walked (hidden, `.xcassets` and `.xcodeproj` folders skipped; at most
///    `maximumFiles` tables): every String Catalog (`.xcstrings`) is taken; `.strings` and
///    `.stringsdict` files are taken from the `.lproj` folder of `language` (`en.lproj`, else
///    one of the same base language, `en-GB.lproj`), else from `Base.lproj`, else from outside
///    any `.lproj` folder — one folder for each table name, as iOS picks the app's
///    localization.
/// 2. Each table's `.strings` loads before its `.stringsdict`, whose plural rules win for the
///    keys both have, as on iOS.
/// 3. The `.strings` and `.stringsdict` files of other languages' `.lproj` folders load as
///    translations into the folder's language (`translations(in:language:)`), as String
///    Catalogs' other languages do, for texts whose environment's `locale` is that language.
public enum StringTableFiles {
    /// The most strings files loaded.
    public static let maximumFiles = 100

    /// 1.–2. The strings tables inside `folders` for `language` (a code such as `"en"`), in the
    /// order they load.
    public static func paths(in folders: [String], language: String = "en") -> [String] {
        var catalogs: [String] = []
        // Table name → (rank of its folder, files).
        var tables: [String: (rank: Int, files: [String])] = [:]
        walkStringsFiles(in: folders) { path, name, ext, parent in
            switch ext {
            case "xcstrings":
                catalogs.append(path)
            case "strings", "stringsdict":
                guard let rank = rank(ofFolder: parent, language: language) else { return }
                let table = (name as NSString).deletingPathExtension
                let known = tables[table]
                if known == nil || rank < known!.rank {
                    tables[table] = (rank, [path])
                } else if rank == known!.rank {
                    tables[table]!.files.append(path)
                }
            default:
                return
            }
        }
        // 2.
        let older = tables.keys.sorted().flatMap { table in
            tables[table]!.files.sorted { ($0.hasSuffix(".stringsdict") ? 1 : 0, $0) < ($1.hasSuffix(".stringsdict") ? 1 : 0, $1) }
        }
        return Array((catalogs.sorted() + older).prefix(maximumFiles))
    }

    /// 3. The strings files of the `.lproj` folders of languages other than `language`, with the
    /// folder's language code, `.strings` before `.stringsdict` (at most `maximumFiles`).
    public static func translations(in folders: [String], language: String = "en") -> [(path: String, language: String)] {
        var found: [(path: String, language: String)] = []
        walkStringsFiles(in: folders) { path, _, ext, parent in
            guard ext == "strings" || ext == "stringsdict", parent.hasSuffix(".lproj"),
                rank(ofFolder: parent, language: language) == nil
            else { return }
            found.append((path, String(parent.dropLast(".lproj".count))))
        }
        let ordered = found.sorted {
            ($0.language, $0.path.hasSuffix(".stringsdict") ? 1 : 0, $0.path) < ($1.language, $1.path.hasSuffix(".stringsdict") ? 1 : 0, $1.path)
        }
        return Array(ordered.prefix(maximumFiles))
    }

    /// Calls `visit` with each file inside `folders` (its path, name, lower-case extension and
    /// the name of the folder holding it), hidden, `.xcassets` and `.xcodeproj` folders skipped.
    private static func walkStringsFiles(in folders: [String], _ visit: (String, String, String, String) -> Void) {
        for folder in folders where AssetCatalog.isFolder(folder) {
            let searched = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard let walker = FileManager.default.enumerator(atPath: searched) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let ext = (name as NSString).pathExtension.lowercased()
                if name.hasPrefix(".") || ext == "xcassets" || ext == "xcodeproj" {
                    walker.skipDescendants()
                    continue
                }
                let parent = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
                visit((folder as NSString).appendingPathComponent(relative), name, ext, parent)
            }
        }
    }

    /// How well the folder `name` holding a `.strings` file suits `language`: 0 its own
    /// `.lproj`, 1 one of its base language, 2 `Base.lproj`, 3 no `.lproj`; `nil` another language's.
    static func rank(ofFolder name: String, language: String) -> Int? {
        guard name.hasSuffix(".lproj") else { return 3 }
        let code = String(name.dropLast(".lproj".count))
        if code.lowercased() == language.lowercased() { return 0 }
        if code == "Base" { return 2 }
        let base = { (code: String) in String(code.prefix { $0.isLetter }).lowercased() }
        return base(code) == base(language) ? 1 : nil
    }

    /// The statements that load `paths`, then `translations`, when the program starts.
    public static func source(loading paths: [String], translations: [(path: String, language: String)] = []) -> String {
        paths.map { "Arrange.AppStringTables.load(contentsOf: \(SnippetProgram.literal(absolute($0))))\n" }.joined()
            + translations.map {
                "Arrange.AppStringTables.load(contentsOf: \(SnippetProgram.literal(absolute($0.path))), translation: \(SnippetProgram.literal($0.language)))\n"
            }.joined()
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
