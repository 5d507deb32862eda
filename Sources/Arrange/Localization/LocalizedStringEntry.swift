import Foundation

/// One string of an app's strings tables (`Localizable.xcstrings`, `Localizable.strings`,
/// `Localizable.stringsdict`) in the language shown: the text a key stands for, which may vary
/// by the plural category of a number it formats.
///
/// Invariants: `text` has at least an `other` form when it varies by plural; every
/// substitution named in a text (`%#@items@`) that the entry does not have is shown as written.
///
/// A text is a printf-style format: literal characters (read as inline Markdown, as SwiftUI
/// reads a localized string), conversions for the key's interpolated values (`%@`, `%lld`,
/// `%.1f`, `%2$@`), `%%` for a percent sign, and `%#@name@` for a substitution — a part of
/// the text chosen by the plural category of one argument (a `.stringsdict`'s variable, a
/// String Catalog's substitution).
public struct LocalizedStringEntry: Sendable, Equatable {
    /// The entry's text, fixed or varying by the plural category of the first number among the
    /// key's arguments (a String Catalog's "Vary by Plural" on a key with one argument).
    public var text: LocalizedText
    /// The substitutions its texts name, by name.
    public var substitutions: [String: Substitution]

    /// An entry showing `text`, with `substitutions` for the `%#@name@` it names.
    public init(text: LocalizedText, substitutions: [String: Substitution] = [:]) {
        self.text = text
        self.substitutions = substitutions
    }

    /// A part of a text chosen by the plural category of one argument.
    public struct Substitution: Sendable, Equatable {
        /// The argument it reads, from 1 (a String Catalog's `argNum`); `nil` for the argument
        /// at the substitution's place in the text (a `.stringsdict`'s variable).
        public var argument: Int?
        /// The conversion a String Catalog's `%arg` stands for (`"lld"`), when given.
        public var formatSpecifier: String?
        /// The part for each plural category.
        public var forms: [PluralCategory: String]

        /// A substitution of `forms`, reading `argument` (from 1) with `formatSpecifier`.
        public init(argument: Int? = nil, formatSpecifier: String? = nil, forms: [PluralCategory: String]) {
            self.argument = argument
            self.formatSpecifier = formatSpecifier
            self.forms = forms
        }
    }
}

/// A text that is one string, or one string per plural category.
public enum LocalizedText: Sendable, Equatable {
    /// The same text whatever the numbers.
    case fixed(String)
    /// A text per plural category; `other` is the one used when the category has none.
    case plural([PluralCategory: String])

    /// The form for `category`: its own, else `other`, else any (the first category in order).
    func form(for category: PluralCategory) -> String {
        switch self {
        case .fixed(let text): return text
        case .plural(let forms): return PluralCategory.form(in: forms, for: category)
        }
    }
}
