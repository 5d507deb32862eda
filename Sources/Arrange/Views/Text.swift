import Foundation

/// A run of text. It fits any proposal: it wraps at word boundaries, then breaks inside words,
/// then truncates, then clips, and reports exactly the size of what it shows — a width no
/// larger than the proposed width and a height of at least one line (0 × 0 for a 0 × 0
/// proposal). Its ideal size (`fixedSize()`) is the whole text on one line per paragraph.
/// Measurement comes from the environment's `textMetrics`.
public nonisolated struct Text: View, Equatable, Sendable {
    /// The parts, each with its own styles: one for most texts, more for texts joined with `+`
    /// and Markdown with styles. Never empty.
    var runs: [TextRun]
    /// The parts in each language the app's tables translate the text's key into, by language
    /// code (`AppStringTables`): shown instead of `runs` where the environment's `locale` is
    /// that language. Empty for most texts.
    var translations: [String: [TextRun]] = [:]

    /// Text showing `content` exactly as given (a `String` value is not read as Markdown, as
    /// in SwiftUI). Disfavoured, as in SwiftUI, so that a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(String(content))]
    }

    /// Text showing `content` exactly as given: no Markdown is read.
    public init(verbatim content: String) {
        runs = [TextRun(content)]
    }

    /// Text showing the string `key` stands for in the app's table `tableName` (`Localizable`
    /// when `nil`; `AppStringTables`), else the key itself, with its inline Markdown rendered
    /// (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, `[link](url)`). `bundle` and
    /// `comment` change nothing.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let runs = key.runs(table: tableName)
        self.runs = runs.isEmpty ? [TextRun("")] : runs
        for language in AppStringTables.translatedLanguages {
            let translated = key.runs(table: tableName, translation: language)
            if !translated.isEmpty && translated != self.runs { translations[language] = translated }
        }
    }

    /// This text as shown where the environment's locale is `locale`: its translation into
    /// that language, if it has one.
    func translated(for locale: Locale) -> Text {
        guard !translations.isEmpty, let language = AppStringTables.translationLanguage(for: locale),
            let translated = translations[language]
        else { return self }
        return Text(runs: translated)
    }

    /// Text made of `runs` (at least one).
    init(runs: [TextRun]) {
        self.runs = runs.isEmpty ? [TextRun("")] : runs
    }

    /// The characters shown, without styles.
    var content: String {
        runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
    }

    /// The characters shown, without styles (for records and diagnostics).
    var plainText: String { content }

    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// "Hello, W…"
        case tail
        /// "…o, World!"
        case head
        /// "Hell…orld!"
        case middle
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node sized by the environment's text metrics, with the text's baselines as
    /// guides.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let resolved = ResolvedText(view.translated(for: environment.locale), in: environment)
        let options = TextLayoutOptions(resolved, in: environment)
        let (usable, outOfRange) = options.broughtIntoRange()
        let layout = TextLayout(content: resolved.string, options: usable, metrics: environment.textMetrics)
        let node = LayoutNode(layout, store: inputs.builder.store, environment: environment, guides: .textBaselines)
        for problem in outOfRange { inputs.builder.warn(problem, in: "Text", at: node) }
        if let renderer = environment[TextRendererKey.self] {
            // Drawn by the `textRenderer(_:)` around it, sized as ever.
            node.content = .canvas(TextRendering.content(of: view, renderer: renderer, environment: environment))
        } else {
            node.content = .text(resolved.string, options: usable, style: resolved.style)
        }
        outputs.nodes.append(node)
    }

    /// This text with `change` made to every part.
    private func changingRuns(_ change: (inout TextRun) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        for language in text.translations.keys {
            for index in text.translations[language]!.indices { change(&text.translations[language]![index]) }
        }
        return text
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        changingRuns { $0.font = font }
    }

    /// This text in bold.
    public func bold() -> Text {
        changingRuns { $0.weight = .bold }
    }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// This text in italics.
    public func italic() -> Text {
        changingRuns { $0.isItalic = true }
    }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return changingRuns { $0.weight = weight }
    }

    /// This text in `design` (`.serif`, `.rounded`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text {
        changingRuns { $0.design = design }
    }

    /// This text at `width` (`.condensed`, `.expanded` …).
    public func fontWidth(_ width: Font.Width?) -> Text {
        changingRuns { $0.width = width }
    }

    /// This text at a scale of its font (iOS 17's `.secondary` for a secondary label beside a
    /// primary one). Accepted without effect: SwiftUI does not document the secondary scale's
    /// size on iOS, so the text keeps its font (docs/DIFFERENCES.md).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        self
    }

    /// This text with digits of equal advance.
    public func monospacedDigit() -> Text {
        changingRuns { $0.hasMonospacedDigits = true }
    }

    /// This text with every character of equal advance, when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        changingRuns { $0.isMonospaced = isActive }
    }

    /// This text with `tracking` points after every grapheme.
    public func tracking(_ tracking: CGFloat) -> Text {
        let clean = tracking.isFinite ? tracking : 0
        return changingRuns { $0.tracking = clean }
    }

    /// This text with `kerning` points between graphemes (measured as tracking).
    public func kerning(_ kerning: CGFloat) -> Text {
        let clean = kerning.isFinite ? kerning : 0
        return changingRuns { $0.kerning = clean }
    }

    /// This text raised `offset` points above the baseline (lowered when negative); a raised
    /// part makes its line taller.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        let clean = offset.isFinite ? offset : 0
        return changingRuns { $0.baselineOffset = clean }
    }

    /// This text with a line under it, when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        changingRuns { $0.underline = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
    }

    /// This text with a line through it, when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        changingRuns { $0.strikethrough = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
    }

    /// The two texts as one run of lines, each part keeping its own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(runs: lhs.runs + rhs.runs)
        for language in Set(lhs.translations.keys).union(rhs.translations.keys) {
            joined.translations[language] = (lhs.translations[language] ?? lhs.runs) + (rhs.translations[language] ?? rhs.runs)
        }
        return joined
    }

    /// This text drawn with `style`: a colour, or a level of the foreground style
    /// (`.secondary`). No effect on layout.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        switch style {
        case let color as Color: return foregroundColor(color)
        case let resolved as Color.Resolved: return foregroundColor(Color(resolved))
        case let hierarchical as HierarchicalShapeStyle: return foregroundColor(Color(provider: .foregroundLevel(hierarchical.level)))
        default:
            guard let color = ShapeStyleResolution.representativeColor(of: style, in: EnvironmentValues()) else { return self }
            return foregroundColor(Color(color))
        }
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        changingRuns { $0.color = color }
    }

    /// Lines drawn under or through text.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour; `nil` for the text's.
        public var color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// How a line is drawn.
        public enum Pattern: Hashable, Sendable {
            /// One unbroken line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and pairs of dots.
            case dashDotDot
        }
    }

    /// How `textCase(_:)` changes the characters shown.
    public enum Case: Hashable, Sendable {
        /// Every letter uppercase.
        case uppercase
        /// Every letter lowercase.
        case lowercase
    }
}

/// How a `Text` is coloured when drawn.
public struct TextDrawingStyle: Hashable, Sendable {
    /// The colour of the glyphs, `nil` for the foreground style.
    public var color: Color?
    /// Whether the text is drawn as placeholder bars (`redacted(reason: .placeholder)`).
    public var isRedacted = false

    /// A style drawing in `color`.
    public init(color: Color? = nil) {
        self.color = color
    }
}

nonisolated extension View {
    /// The font of text inside this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The most lines text inside this view shows; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = number
            $0.lineLimitReservesSpace = false
        }
    }

    /// The most lines text inside this view shows, and whether it always takes their height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
        }
    }

    /// Text inside this view takes the height of at least `limits.lowerBound` lines and shows
    /// at most `limits.upperBound`.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = limits.upperBound
            $0.lineLimitMinimum = limits.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Text inside this view takes the height of at least `limits.lowerBound` lines, with no
    /// upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = nil
            $0.lineLimitMinimum = limits.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Text inside this view shows at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        lineLimit(limits.upperBound)
    }

    /// The weight of text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Extra space after every grapheme of text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking.isFinite ? tracking : 0)
    }

    /// Text inside this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    /// The size of symbol images inside this view relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Where text inside this view is cut when it must truncate.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How far text inside this view may shrink its font to fit before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// How the lines of multi-line text inside this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Extra space between lines of text inside this view.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing.isFinite ? max(spacing, 0) : 0)
    }
}

extension Text {
    /// A scale of text's font, for `textScale(_:isEnabled:)`.
    public struct Scale: Hashable, Sendable {
        private let level: Int
        /// The font's own size.
        public static let `default` = Scale(level: 0)
        /// The secondary scale, for a label beside a primary one.
        public static let secondary = Scale(level: 1)
    }
}

extension TextLayoutOptions {
    /// How `resolved` is set in `environment`: its font, spans and tracking with the
    /// environment's line limit, truncation, scaling, alignment, spacing and direction. The one
    /// place a `Text`'s options are made, for its node and for text drawn in a canvas.
    init(_ resolved: ResolvedText, in environment: EnvironmentValues) {
        self.init(
            font: resolved.font,
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            layoutDirection: environment.layoutDirection,
            minimumLines: environment.lineLimitMinimum,
            tracking: resolved.tracking,
            spans: resolved.spans)
    }
}
