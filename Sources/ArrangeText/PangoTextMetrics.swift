import Arrange
import CPangoCairo
import Foundation

/// Measures and draws `Text` with real fonts: Pango's line breaking over HarfBuzz shaping,
/// with fonts from an isolated fontconfig (Inter, NanumGothic for Hangul, DejaVu for the rest;
/// see `TextFonts`). It follows SwiftUI's `Text` rules: wrap at words, break inside words,
/// shrink per `minimumScaleFactor`, truncate with "…" (tail, head or middle), then clip; it
/// reports exactly what it draws, at most the proposed width and at least one line tall.
///
/// Points are device units (72 dpi) and advances are unhinted and fractional, so sizes do not
/// depend on the screen. Results are cached per string, options and proposal (bounded), and
/// values are safe to use from many threads at once.
///
/// Use it with `environment.textMetrics = PangoTextMetrics()`, and draw with the same value.
public struct PangoTextMetrics: TextMetrics, Hashable {
    /// The fonts measured with.
    public let fonts: TextFonts
    /// Sessions and cache, shared by every copy of this value.
    let engine: PangoTextEngine

    /// Metrics over the standard fonts (Inter, NanumGothic for Hangul, DejaVu Sans for Arabic,
    /// Hebrew and the rest); every such value shares one cache.
    public init() {
        self.init(fonts: .standard)
    }

    /// Metrics over `fonts`. Values made from the standard fonts share one cache; others get
    /// their own, so make one and reuse it.
    public init(fonts: TextFonts) {
        self.fonts = fonts
        engine = fonts == .standard ? PangoTextEngine.standard : PangoTextEngine(fonts: fonts)
    }

    /// Metrics over `engine`'s fonts with `engine`'s sessions and cache.
    init(engine: PangoTextEngine) {
        fonts = engine.fonts
        self.engine = engine
    }

    /// What went wrong loading the fonts — missing or unreadable files, falling back to the
    /// machine's fontconfig — one sentence each; empty when every file loaded.
    public var notes: [String] { engine.notes }

    /// How `text` sets under `proposal` with `options`, with SwiftUI's `Text` rules.
    public func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        engine.setText(TextRequest(text, options: options, proposal: proposal)).measurement
    }

    /// The ascent, descent and line height every line set in `font` takes (NaN and
    /// non-positive sizes count as 17 points, as in `measure`).
    public func lineMetrics(of font: Font) -> FontLineMetrics {
        let request = TextRequest("", options: TextLayoutOptions(font: font), proposal: .unspecified)
        let choice = PangoFontChoice(
            families: fonts.familyList(for: request.options.font), weight: font.weight.rawValue,
            isItalic: font.isItalic, size: request.options.font.pointSize, tracking: 0)
        return engine.withSession { $0.lineMetrics(of: choice) }
    }

    /// Draws `text` exactly as `measure(text, options:, proposal:)` sets it, with the lines'
    /// top-leading corner at `frame`'s origin and lines aligned within `frame.width`, in `color`
    /// (sRGB components 0…1), on the Cairo context `context` (a `cairo_t *`). Spans with
    /// their own colour (`TextSpan.color`, underline and strikethrough colours) are drawn in
    /// `spanColor` of it; without `spanColor`, in `color`. Inline symbols (`TextSpan.symbol`)
    /// are handed to `symbol` with their box on the line (in the context's user units at the
    /// time) and their colour; without it their boxes stay empty. Returns how many characters
    /// no font has a glyph for (each drawn as a box with its code), so the caller can warn.
    @discardableResult
    public func draw(
        _ text: String, options: TextLayoutOptions, proposal: ProposedViewSize, in frame: CGRect,
        color: (red: Double, green: Double, blue: Double, opacity: Double), on context: OpaquePointer,
        spanColor: ((Color) -> (red: Double, green: Double, blue: Double, opacity: Double))? = nil,
        symbol: ((String, CGRect, (red: Double, green: Double, blue: Double, opacity: Double)) -> Void)? = nil
    ) -> Int {
        let set = engine.setText(TextRequest(text, options: options, proposal: proposal))
        return engine.withSession { session in
            TextPainter(
                session: session, set: set, alignment: options.alignment, layoutDirection: options.layoutDirection, colors: spanColor,
                symbols: symbol
            )
            .draw(in: frame, color: color, on: context)
        }
    }

    /// Equal when measuring with the same fonts (equal values measure alike).
    public static func == (lhs: PangoTextMetrics, rhs: PangoTextMetrics) -> Bool {
        lhs.fonts == rhs.fonts
    }

    /// Hashes the fonts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fonts)
    }
}
