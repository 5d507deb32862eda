import Arrange
import CPangoCairo
import Foundation

/// Text redacted as a placeholder (`redacted(reason: .placeholder)`): SwiftUI draws each line
/// as a rounded bar as long as the line, in the text's colour made faint, instead of glyphs.
///
/// 1. The lines are measured as the text is laid out; line `i` takes the `i`-th share of the
///    text's height.
/// 2. Each bar is `barHeightFraction` of the line's height, centred in it, placed where the
///    line's glyphs would start for the alignment and direction.
/// 3. Bars have corners of `cornerFraction` of their height, in the text's colour at
///    `barOpacity`.
enum RedactedTextDrawing {
    /// How much of a line's height its bar takes (a choice: SwiftUI's bars cover about the
    /// glyphs' height).
    static let barHeightFraction: CGFloat = 0.7
    /// The bar's corner radius over its height.
    static let cornerFraction: CGFloat = 0.25
    /// How opaque the bars are in the text's colour (the quaternary level of the hierarchical
    /// styles: light grey for black text).
    static let barOpacity = 0.18

    /// The bars of `measurement`'s lines in `frame`.
    static func bars(of measurement: TextMeasurement, options: TextLayoutOptions, in frame: CGRect) -> [CGRect] {
        let lines = measurement.lines
        guard !lines.isEmpty, frame.width.isFinite, frame.height.isFinite else { return [] }
        // 1.
        let lineHeight = measurement.size.height / CGFloat(max(lines.count, 1))
        return lines.enumerated().compactMap { index, line in
            guard line.width > 0 else { return nil }
            // 2.
            let height = lineHeight * barHeightFraction
            let free = frame.width - line.width
            let offset: CGFloat
            switch (options.alignment, options.layoutDirection) {
            case (.center, _): offset = free / 2
            case (.leading, .leftToRight), (.trailing, .rightToLeft): offset = 0
            case (.trailing, .leftToRight), (.leading, .rightToLeft): offset = free
            }
            return CGRect(
                x: frame.minX + offset, y: frame.minY + CGFloat(index) * lineHeight + (lineHeight - height) / 2,
                width: min(line.width, frame.width), height: height)
        }
    }
}

extension RenderSession {
    /// Draws `string` as placeholder bars in `color`.
    func drawRedactedText(
        _ string: String, options: TextLayoutOptions, proposal: ProposedViewSize, color: ResolvedColor, in frame: CGRect,
        on context: OpaquePointer
    ) {
        let measurement = textMetrics.measure(string, options: options, proposal: proposal)
        // 3.
        painted(color.withOpacity(RedactedTextDrawing.barOpacity)).setSource(on: context)
        for bar in RedactedTextDrawing.bars(of: measurement, options: options, in: frame) {
            // Each bar is a path of its own (adding a path starts a new one).
            Path(roundedRect: bar, cornerRadius: bar.height * RedactedTextDrawing.cornerFraction).addTo(context)
            cairo_fill(context)
        }
    }
}
