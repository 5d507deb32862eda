import Foundation

/// Reads an Xcode String Catalog (`Localizable.xcstrings`, JSON) for one language: each key's
/// string unit, its plural and device variations, and its substitutions.
///
/// 1. The language is chosen (`language(among:preferred:source:)`): the preferred one when the
///    catalog has it (exactly, else one of the same base language: `en-GB` for `en`), else the
///    catalog's `sourceLanguage`.
/// 2. Each key's localization in that language is read; a key the language lacks takes the
///    source language's, and a key with neither shows itself (no entry), as a source-language
///    key whose text is the key itself does in Xcode's catalogs.
/// 3. A localization is a `stringUnit`'s `value`, or `variations`: `plural` gives a form per
///    category, `device` the `iphone` variation (else `other`), read again the same way (at
///    most `maximumNesting` deep). Its `substitutions` give the `%#@name@` parts: `argNum`,
///    `formatSpecifier` and their plural forms.
/// 4. A key marked `"shouldTranslate": false` shows itself.
enum StringCatalogReader {
    /// The deepest variations are nested in one another.
    static let maximumNesting = 4

    /// The entries of the catalog `data` in `preferredLanguage` (or the catalog's source language).
    static func entries(in data: Data, preferredLanguage: String) throws -> [String: LocalizedStringEntry] {
        let (strings, source, available) = try contents(of: data)
        // 1.
        return entries(of: strings, in: language(among: available, preferred: preferredLanguage, source: source), source: source)
    }

    /// The entries of every language of the catalog `data` but the one `shown` reads
    /// (`entries(in:preferredLanguage:)`), by language code: a key a language lacks is left out,
    /// so that it falls back to the language shown.
    static func translations(in data: Data, besides shown: String) throws -> [String: [String: LocalizedStringEntry]] {
        let (strings, source, available) = try contents(of: data)
        let read = language(among: available, preferred: shown, source: source)
        var result: [String: [String: LocalizedStringEntry]] = [:]
        for other in available.sorted() where other != read {
            let entries = entries(of: strings, in: other, source: nil)
            if !entries.isEmpty { result[other] = entries }
        }
        return result
    }

    /// The catalog's strings, its source language and every language it has.
    private static func contents(of data: Data) throws -> (strings: [String: Any], source: String, available: Set<String>) {
        guard let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw LocalizedStringsFileProblem("not a String Catalog: the file is not a JSON object")
        }
        guard let strings = catalog["strings"] as? [String: Any] else {
            throw LocalizedStringsFileProblem("not a String Catalog: it has no \"strings\" object")
        }
        let source = (catalog["sourceLanguage"] as? String) ?? "en"
        var available: Set<String> = [source]
        for case let string as [String: Any] in strings.values {
            available.formUnion(((string["localizations"] as? [String: Any]) ?? [:]).keys)
        }
        return (strings, source, available)
    }

    /// 2.–4. Each key's entry in `chosen`, else in `source` (none when `nil`).
    private static func entries(of strings: [String: Any], in chosen: String, source: String?) -> [String: LocalizedStringEntry] {
        // 2.
        var entries: [String: LocalizedStringEntry] = [:]
        for (key, value) in strings {
            guard let string = value as? [String: Any] else { continue }
            // 4.
            if (string["shouldTranslate"] as? Bool) == false { continue }
            let localizations = (string["localizations"] as? [String: Any]) ?? [:]
            guard let localization = (localizations[chosen] ?? source.flatMap { localizations[$0] }) as? [String: Any] else { continue }
            if let entry = entry(from: localization, key: key) { entries[key] = entry }
        }
        return entries
    }

    /// 1. The language read: `preferred` when available (or one of its base language), else `source`.
    static func language(among available: Set<String>, preferred: String, source: String) -> String {
        if available.contains(preferred) { return preferred }
        let base = baseLanguage(preferred)
        if let sameBase = available.sorted().first(where: { baseLanguage($0) == base }) { return sameBase }
        return source
    }

    static func baseLanguage(_ code: String) -> String {
        String(code.prefix { $0.isLetter }).lowercased()
    }

    // 3.
    private static func entry(from localization: [String: Any], key: String) -> LocalizedStringEntry? {
        var substitutions: [String: LocalizedStringEntry.Substitution] = [:]
        for case let (name, value as [String: Any]) in (localization["substitutions"] as? [String: Any]) ?? [:] {
            let variations = value["variations"] as? [String: Any]
            guard let forms = (variations?["plural"] as? [String: Any]).map(pluralForms) else { continue }
            substitutions[name] = LocalizedStringEntry.Substitution(
                argument: value["argNum"] as? Int, formatSpecifier: value["formatSpecifier"] as? String, forms: forms)
        }
        if let text = text(of: localization, depth: 0) {
            return LocalizedStringEntry(text: text, substitutions: substitutions)
        }
        return substitutions.isEmpty ? nil : LocalizedStringEntry(text: .fixed(key), substitutions: substitutions)
    }

    private static func text(of node: [String: Any], depth: Int) -> LocalizedText? {
        if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return .fixed(value)
        }
        guard depth < maximumNesting, let variations = node["variations"] as? [String: Any] else { return nil }
        if let device = variations["device"] as? [String: Any] {
            return ((device["iphone"] ?? device["other"]) as? [String: Any]).flatMap { text(of: $0, depth: depth + 1) }
        }
        if let plural = variations["plural"] as? [String: Any] {
            let forms = pluralForms(plural)
            return forms.isEmpty ? nil : .plural(forms)
        }
        return nil
    }

    private static func pluralForms(_ plural: [String: Any]) -> [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for case let (name, form as [String: Any]) in plural {
            guard let category = PluralCategory(rawValue: name),
                let value = (form["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
            forms[category] = value
        }
        return forms
    }
}

/// Why a strings table (`.xcstrings`, `.strings`, `.stringsdict`) could not be read.
public struct LocalizedStringsFileProblem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public let description: String

    /// A problem described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}
