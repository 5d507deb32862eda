import Foundation

/// A `Text` with every style settled against the environment it is laid out in: the string
/// shown (after `textCase`), the font and tracking of the whole, and the spans of parts set
/// otherwise. What `Text` hands its `TextMetrics` and its renderer.
///
/// 1. Each part's font is its own `font(_:)`, else the environment's (with the environment's
///    weight), else `.body`; then its own weight, italics, design, width and digit style, else
///    the environment's defaults (`italic()`, `fontDesign(_:)` … on a view).
/// 2. Fonts of a text style take the size of the environment's Dynamic Type size.
/// 3. Parts that differ from the first in font, tracking, baseline offset, decorations or
///    colour become spans; a text all of one style has none.
struct ResolvedText {
    /// The characters shown.
    var string: String
    /// The font of the whole (of its first part).
    var font: Font
    /// The tracking of the whole (of its first part).
    var tracking: CGFloat
    /// Parts set otherwise than the first; empty for a text of one style.
    var spans: [TextSpan]
    /// How the whole is drawn.
    var style: TextDrawingStyle

    init(_ text: Text, in environment: EnvironmentValues) {
        let defaults = environment.textStyleDefaults
        var environmentFont = environment.font ?? .body
        let dynamicTypeSize = environment.dynamicTypeSize
        // Colours resolve here, in this environment (colour scheme, foreground levels): what
        // is drawn needs no environment.
        let foreground = Color(ForegroundLevels.color(level: 0, in: environment))
        func resolvedColor(_ color: Color?) -> Color? { color.map { Color($0.resolve(in: environment)) } }
        func resolvedLine(_ line: TextDecoration?) -> TextDecoration? {
            guard var line else { return nil }
            line.color = resolvedColor(line.color)
            return line
        }
        var parts: [(string: String, span: TextSpan)] = []
        parts.reserveCapacity(text.runs.count)
        for run in text.runs {
            // 1.
            var font: Font
            if let own = run.font {
                font = own
            } else {
                if let weight = environment.fontWeight, environmentFont.weight != weight { environmentFont = environmentFont.weight(weight) }
                font = environmentFont
            }
            if let weight = run.weight { font.weight = weight }
            if run.isItalic || defaults.isItalic { font.isItalic = true }
            if let design = run.design ?? defaults.design { font.design = design }
            if run.isMonospaced || defaults.isMonospaced { font.design = .monospaced }
            if let width = run.width ?? defaults.width { font.width = width }
            if run.hasMonospacedDigits || defaults.hasMonospacedDigits { font.hasMonospacedDigits = true }
            // 2.
            font = font.sized(for: dynamicTypeSize)
            var string = run.localized.map { $0.make(environment.locale, environment.timeZone, environment.calendar) } ?? run.string
            switch defaults.textCase {
            case .uppercase?: string = string.uppercased(with: environment.locale)
            case .lowercase?: string = string.lowercased(with: environment.locale)
            case nil: break
            }
            let tracking = run.tracking ?? run.kerning ?? defaults.kerning ?? environment.tracking
            let color = resolvedColor(run.color ?? (run.link != nil ? Color.accentColor : nil))
            let span = TextSpan(
                range: 0..<0, font: font, tracking: tracking, baselineOffset: run.baselineOffset ?? defaults.baselineOffset ?? 0,
                underline: resolvedLine(run.underline ?? defaults.underline),
                strikethrough: resolvedLine(run.strikethrough ?? defaults.strikethrough),
                color: color, symbol: run.symbol)
            parts.append((string, span))
        }
        // 3.
        let first = parts[0].span
        font = first.font
        tracking = first.tracking
        style = TextDrawingStyle(color: first.color ?? foreground)
        style.isRedacted = defaults.isRedacted
        let isUniform = first.baselineOffset == 0 && first.underline == nil && first.strikethrough == nil && first.symbol == nil
            && parts.dropFirst().allSatisfy { $0.span.font == first.font && $0.span.tracking == first.tracking
                && $0.span.baselineOffset == 0 && $0.span.underline == nil && $0.span.strikethrough == nil && $0.span.color == first.color
                && $0.span.symbol == nil }
        if parts.count == 1 {
            string = parts[0].string
        } else {
            string = parts.map(\.string).joined()
        }
        guard !isUniform else {
            spans = []
            return
        }
        var spans: [TextSpan] = []
        var offset = 0
        for part in parts {
            let length = part.string.utf8.count
            var span = part.span
            span.range = offset..<(offset + length)
            span.color = span.color ?? foreground
            offset += length
            if length > 0 { spans.append(span) }
        }
        self.spans = spans
    }
}
