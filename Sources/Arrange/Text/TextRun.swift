import Foundation

/// One part of a `Text` with its own styles: a `Text` made with `+` keeps each part's, and a
/// Markdown key has one part per styled stretch. Styles left `nil` come from the environment
/// when the text is laid out.
struct TextRun: Hashable, Sendable {
    /// The characters (before `textCase`).
    var string: String
    /// A value whose text depends on the environment's locale, time zone and calendar (dates,
    /// format styles), formatted when laid out; `string` is its text in the default locale.
    var localized: LocaleDependentText?
    /// The part's own font (`Text.font(_:)`).
    var font: Font?
    /// The part's own weight (`bold()`, `fontWeight(_:)`).
    var weight: Font.Weight?
    /// Whether the part is italic (`italic()`, `*emphasis*`).
    var isItalic = false
    /// The part's own design (`fontDesign(_:)`; `` `code` `` is monospaced).
    var design: Font.Design?
    /// The part's own width (`fontWidth(_:)`).
    var width: Font.Width?
    /// Whether digits take equal advances (`monospacedDigit()`).
    var hasMonospacedDigits = false
    /// Whether every character takes the same advance (`monospaced()`).
    var isMonospaced = false
    /// Extra space after every grapheme (`tracking(_:)`).
    var tracking: CGFloat?
    /// Extra space between graphemes (`kerning(_:)`), measured as tracking.
    var kerning: CGFloat?
    /// How far the glyphs are raised above the baseline (`baselineOffset(_:)`).
    var baselineOffset: CGFloat?
    /// The line drawn under the part (`underline()`), `nil` for none.
    var underline: TextDecoration?
    /// The line drawn through the part (`strikethrough()`, `~~strike~~`), `nil` for none.
    var strikethrough: TextDecoration?
    /// The part's own colour (`foregroundColor(_:)`).
    var color: Color?
    /// The destination of a Markdown link: the part is drawn in the tint colour.
    var link: String?
    /// The symbol the part shows inline (`InlineSymbol`); its string is one placeholder.
    var symbol: String?
    /// The values `customAttribute(_:)` marked the part with, for a `TextRenderer`.
    var customAttributes = CustomTextAttributes()

    /// A run of `string` with no styles of its own.
    init(_ string: String) {
        self.string = string
    }

    /// A run read from Markdown.
    init(markdown run: MarkdownRun) {
        string = run.text
        if run.isBold { weight = .bold }
        isItalic = run.isItalic
        if run.isCode { isMonospaced = true }
        if run.isStrikethrough { strikethrough = TextDecoration() }
        link = run.link
    }
}

/// A line drawn under or through text.
public struct TextDecoration: Hashable, Sendable {
    /// The line's pattern.
    public var pattern: Text.LineStyle.Pattern
    /// The line's colour; `nil` for the text's colour.
    public var color: Color?

    /// A solid line in the text's colour, or as given.
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// Text whose characters depend on the locale, time zone and calendar it is shown with (a date,
/// a value with a format style), formatted from the environment when laid out. Equal when
/// their default text and kind agree (the formatting closure cannot be compared).
struct LocaleDependentText: Hashable, @unchecked Sendable {
    /// What it shows in the default environment, also what it is compared by.
    let defaultText: String
    /// Its text for a locale, time zone and calendar.
    let make: (Locale, TimeZone, Calendar) -> String

    static func == (lhs: LocaleDependentText, rhs: LocaleDependentText) -> Bool {
        lhs.defaultText == rhs.defaultText
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(defaultText)
    }
}

/// What text inside a view is styled with when a `Text` states nothing itself: set by the
/// view modifiers `italic()`, `underline()`, `fontDesign(_:)`, `textCase(_:)` … Kept together
/// in one environment value, read once per `Text`.
public struct TextStyleDefaults: Hashable, Sendable {
    /// `italic()`.
    public var isItalic = false
    /// `fontDesign(_:)`.
    public var design: Font.Design?
    /// `fontWidth(_:)`.
    public var width: Font.Width?
    /// `monospacedDigit()`.
    public var hasMonospacedDigits = false
    /// `monospaced()`.
    public var isMonospaced = false
    /// `kerning(_:)`.
    public var kerning: CGFloat?
    /// `baselineOffset(_:)`.
    public var baselineOffset: CGFloat?
    /// `underline()`.
    public var underline: TextDecoration?
    /// `strikethrough()`.
    public var strikethrough: TextDecoration?
    /// `textCase(_:)`: text shown upper- or lowercase; `nil` as written.
    public var textCase: Text.Case?
    /// Whether `redacted(reason:)`'s placeholder applies (text drawn as grey bars).
    public var isRedacted = false

    /// No styles.
    public init() {}
}

/// The values `Text.customAttribute(_:)` marked a part with (`TextAttribute`s are values:
/// shared between threads as any `Text` is).
struct CustomTextAttributes: Hashable, @unchecked Sendable {
    var values: [AnyHashable] = []
}
