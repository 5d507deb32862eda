import Foundation

/// The app's strings tables, as the program's generated code installs them before any view is
/// built: for each table (`Localizable`, or the name `Text(_:tableName:)` gives), the entry of
/// each key in the language shown (`LocalizedStringEntry`).
///
/// - `Text("key")` and every other `LocalizedStringKey`, `String(localized:)`,
///   `LocalizedStringResource` and `NSLocalizedString` look their key up here; a key no table
///   has shows itself, as on iOS.
/// - The language is `EnvironmentValues.defaultLocale`'s (English), or a String Catalog's
///   `sourceLanguage` when the catalog lacks it (`StringCatalogReader`); the `arrange` tool
///   chooses the `.lproj` folder of `.strings` files the same way.
/// - The other languages a catalog or an `.lproj` folder holds are kept too, as translations:
///   a `Text` whose environment's `locale` is in one of them shows that language's entry
///   (`.environment(\.locale, Locale(identifier: "ko"))`, as Xcode previews a localization),
///   falling back to the language above for keys the translation lacks.
/// - Loading a table adds its keys to those of the same table (a later file's entry of a key
///   wins, so a `.stringsdict` read after its `.strings` gives the plural rules); the tables
///   are read under a lock.
public enum AppStringTables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: [String: LocalizedStringEntry]] = [:]
    /// The tables of the other languages: language code → table → key → entry.
    nonisolated(unsafe) private static var translations: [String: [String: [String: LocalizedStringEntry]]] = [:]

    /// The table a key is looked up in when none is named.
    public static let defaultTable = "Localizable"

    /// The language tables are read in and plural categories chosen for: the base language of
    /// `EnvironmentValues.defaultLocale` (`"en"`).
    public static var language: String {
        StringCatalogReader.baseLanguage(EnvironmentValues.defaultLocale.identifier)
    }

    /// Adds `entries` to the table named `table`, of the language shown (`language`) when
    /// `translation` is `nil`, else of the translation into that language code.
    public static func add(_ entries: [String: LocalizedStringEntry], table: String = defaultTable, translation: String? = nil) {
        lock.withLock {
            if let translation {
                translations[translation, default: [:]][table, default: [:]].merge(entries) { _, later in later }
            } else {
                tables[table, default: [:]].merge(entries) { _, later in later }
            }
        }
    }

    /// The languages translations were loaded for (codes such as `"ko"`, `"pt-BR"`).
    public static var translatedLanguages: Set<String> {
        lock.withLock { Set(translations.keys) }
    }

    /// The translation language that suits `locale`: its own code, else its base language's
    /// (`ko` for `ko-KR`); `nil` for the language shown or one with no translation.
    static func translationLanguage(for locale: Locale) -> String? {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let base = StringCatalogReader.baseLanguage(identifier)
        guard !base.isEmpty, base != StringCatalogReader.baseLanguage(language) else { return nil }
        return lock.withLock {
            if translations[identifier] != nil { return identifier }
            if translations[base] != nil { return base }
            return translations.keys.sorted().first { StringCatalogReader.baseLanguage($0) == base }
        }
    }

    /// The entries of the strings file at `path` (`.xcstrings`, `.strings` or `.stringsdict`,
    /// by its extension) in `language`.
    public static func read(contentsOf path: String, language: String = language) throws -> [String: LocalizedStringEntry] {
        guard let data = FileManager.default.contents(atPath: path) else { throw LocalizedStringsFileProblem("the file cannot be read") }
        switch (path as NSString).pathExtension.lowercased() {
        case "xcstrings": return try StringCatalogReader.entries(in: data, preferredLanguage: language)
        case "stringsdict": return try StringsFileReader.entries(inStringsdict: data)
        case "strings": return try StringsFileReader.entries(inStrings: data)
        default: throw LocalizedStringsFileProblem("not a strings table (.xcstrings, .strings or .stringsdict)")
        }
    }

    /// Reads the strings file at `path` into the table of its name (`Localizable.xcstrings` →
    /// `Localizable`); a file that cannot be read is left out with a warning on standard error
    /// naming it and what is wrong (its keys show themselves). Whether it was read.
    ///
    /// A String Catalog's other languages are loaded as translations at the same time; an
    /// `.lproj` folder's file of another language is loaded as one with `translation`, its
    /// folder's language code.
    @discardableResult
    public static func load(contentsOf path: String, translation: String? = nil) -> Bool {
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        do {
            if let translation {
                add(try read(contentsOf: path, language: translation), table: table, translation: translation)
                return true
            }
            add(try read(contentsOf: path), table: table)
            if (path as NSString).pathExtension.lowercased() == "xcstrings", let data = FileManager.default.contents(atPath: path) {
                for (other, entries) in try StringCatalogReader.translations(in: data, besides: language) {
                    add(entries, table: table, translation: other)
                }
            }
            return true
        } catch {
            FileHandle.standardError.write(Data("warning: \(path): \(error); its keys are shown as written\n".utf8))
            return false
        }
    }

    /// The entry of `key` in `table` (the default table when `nil`), if a loaded file has it:
    /// the translation's into `translation` when given and it has the key.
    public static func entry(forKey key: String, table: String? = nil, translation: String? = nil) -> LocalizedStringEntry? {
        lock.withLock {
            if let translation, let entry = translations[translation]?[table ?? defaultTable]?[key] { return entry }
            return tables.isEmpty ? nil : tables[table ?? defaultTable]?[key]
        }
    }

    /// The text of `key` in `table` without arguments filled in (`NSLocalizedString`), if a
    /// loaded file has it: the `other` form of a text that varies by plural.
    public static func text(forKey key: String, table: String? = nil) -> String? {
        entry(forKey: key, table: table)?.text.form(for: .other)
    }

    /// Forgets every table (tests start from none).
    public static func removeAll() {
        lock.withLock {
            tables = [:]
            translations = [:]
        }
    }
}
