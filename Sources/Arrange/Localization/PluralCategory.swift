import Foundation

/// The plural categories of Unicode's CLDR, by which a String Catalog or a `.stringsdict` varies
/// a text ("1 habit", "3 habits").
///
/// 1. A number that is exactly 0 takes `zero` where the table has that form: Apple's tables
///    honour `zero` in every language, though CLDR gives English none.
/// 2. Otherwise the language's rule gives the category (`category(of:language:)`): in English
///    and most European languages an integer 1 is `one` and everything else `other`; French and
///    Portuguese count 0 as `one` too; Chinese, Japanese, Korean and others have `other` only.
///    Numbers with a fraction are `other` in these rules.
/// 3. A category the table has no form for falls back to `other`.
public enum PluralCategory: String, Sendable, CaseIterable, Hashable {
    case zero, one, two, few, many, other

    /// Languages (ISO 639 codes) that have no singular form: every number is `other`.
    static let languagesWithoutPlurals: Set<String> = ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km"]
    /// Languages in which 0 is `one` as 1 is.
    static let languagesWithZeroAsOne: Set<String> = ["fr", "pt", "hy", "kab", "ff"]

    /// 2. The category of `number` in `language` (a code such as `"en"` or `"pt-BR"`).
    public static func category(of number: Double, language: String) -> PluralCategory {
        let code = String(language.prefix { $0.isLetter }).lowercased()
        guard number.isFinite, number == number.rounded() else { return .other }
        if languagesWithoutPlurals.contains(code) { return .other }
        let whole = abs(number)
        if languagesWithZeroAsOne.contains(code) { return whole <= 1 ? .one : .other }
        return whole == 1 ? .one : .other
    }

    /// The form of `forms` for `number` in `language`, as the type's steps choose it.
    static func form(in forms: [PluralCategory: String], for number: Double?, language: String) -> String {
        // 1.
        if number == 0, let zero = forms[.zero] { return zero }
        return form(in: forms, for: number.map { category(of: $0, language: language) } ?? .other)
    }

    /// 3. The form for `category`, else `other`, else the first category the table has.
    static func form(in forms: [PluralCategory: String], for category: PluralCategory) -> String {
        forms[category] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first ?? ""
    }
}
