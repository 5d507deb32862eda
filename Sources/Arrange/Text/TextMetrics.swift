import Foundation

/// Measures text for `Text` views. Layout asks it how a string sets under a proposal; the
/// answer must follow SwiftUI's `Text` rules: wrap at word boundaries, then break inside words,
/// then truncate (per `truncationMode`), then clip; report a width no larger than the proposed
/// width (unless even one clipped line cannot fit), and a height of at least one line.
///
/// Set one with `.environment(\.textMetrics, …)`. `MonospacedTextMetrics` is deterministic and
/// ships with the core; real fonts come from a module of their own behind this same protocol.
public protocol TextMetrics: Sendable {
    /// How `text` sets under `proposal` with `options`.
    func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement

    /// What layout asks of `text` under `proposal`: `measure`'s size, baselines and font scale,
    /// whose `lines` may be left empty. Layout asks every text this several times (a stack
    /// probes at zero and unbounded widths, then proposes its share), so metrics that can size
    /// text without setting its lines answer it here, faster; the default is `measure`.
    func measureForLayout(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement
}

extension TextMetrics {
    /// `measure`'s answer, lines and all.
    public func measureForLayout(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        measure(text, options: options, proposal: proposal)
    }
}

/// Everything besides the string and the proposal that decides how text sets.
public struct TextLayoutOptions: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The most lines shown; `nil` for no limit (values below 1 count as 1).
    public var lineLimit: Int?
    /// Whether the height of `lineLimit` lines is always taken, even by fewer lines.
    public var reservesSpace: Bool
    /// The fewest lines whose height is taken, even by fewer lines (`lineLimit(2...4)`).
    public var minimumLines: Int
    /// Extra space added after every grapheme (`tracking`, `kerning`).
    public var tracking: CGFloat
    /// Where text is cut when it must truncate.
    public var truncationMode: Text.TruncationMode
    /// How far the font may shrink before truncating (1: not at all).
    public var minimumScaleFactor: CGFloat
    /// How lines of different widths line up.
    public var alignment: TextAlignment
    /// Extra space between lines.
    public var lineSpacing: CGFloat
    /// The direction the text runs.
    public var layoutDirection: LayoutDirection
    /// Parts of the text set in their own fonts, tracking, baseline offset or decorations
    /// (bold Markdown, texts joined with `+`), in order and not overlapping; empty when the
    /// whole text is set alike in `font` (most texts). Text outside every span is set as the
    /// options say.
    public var spans: [TextSpan]

    /// Options with SwiftUI's defaults: body font, no line limit, tail truncation, no scaling.
    public init(
        font: Font = .body, lineLimit: Int? = nil, reservesSpace: Bool = false,
        truncationMode: Text.TruncationMode = .tail, minimumScaleFactor: CGFloat = 1,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight,
        minimumLines: Int = 0, tracking: CGFloat = 0, spans: [TextSpan] = []
    ) {
        self.spans = spans
        self.font = font
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.minimumLines = minimumLines
        self.tracking = tracking
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
    }
}

/// How a string set: its size, where its baselines are, and the lines it shows.
public struct TextMeasurement: Hashable, Sendable {
    /// The size `Text` reports.
    public var size: CGSize
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat
    /// The lines as shown (after wrapping and truncation), top to bottom.
    public var lines: [TextLine]
    /// The factor the font was scaled by to fit (1 when not scaled).
    public var fontScale: CGFloat

    /// A measurement.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [TextLine], fontScale: CGFloat = 1) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.fontScale = fontScale
    }

    /// Whether any line was truncated.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }
}

/// One line of set text.
public struct TextLine: Hashable, Sendable {
    /// The characters shown, including "…" where truncated.
    public var text: String
    /// The width the line takes.
    public var width: CGFloat
    /// Whether the line ends (or starts) with an ellipsis standing for cut text.
    public var isTruncated: Bool

    /// A line.
    public init(text: String, width: CGFloat, isTruncated: Bool = false) {
        self.text = text
        self.width = width
        self.isTruncated = isTruncated
    }
}

/// A part of a text set in its own style, for `TextLayoutOptions.spans`.
///
/// Invariants: `range` counts UTF-8 bytes of the text and lies within it.
public struct TextSpan: Hashable, Sendable {
    /// The bytes of the text (UTF-8 offsets) the span covers.
    public var range: Range<Int>
    /// The font the part is set in.
    public var font: Font
    /// Extra space after every grapheme of the part.
    public var tracking: CGFloat
    /// How far the part is raised above the baseline.
    public var baselineOffset: CGFloat
    /// The line under the part, `nil` for none.
    public var underline: TextDecoration?
    /// The line through the part, `nil` for none.
    public var strikethrough: TextDecoration?
    /// The part's colour when drawn; `nil` for the text's.
    public var color: Color?
    /// The SF Symbol the part shows inline, set as a box of its size (`InlineSymbol`); `nil`
    /// for text.
    public var symbol: String?

    /// A span.
    public init(
        range: Range<Int>, font: Font, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, color: Color? = nil, symbol: String? = nil
    ) {
        self.symbol = symbol
        self.range = range
        self.font = font
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.color = color
    }
}
