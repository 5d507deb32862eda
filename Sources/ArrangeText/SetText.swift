import Arrange
import Foundation

/// How a string set for one request: the measurement `Text` reports, and what drawing needs to
/// show exactly those lines.
///
/// Invariants: `isRightToLeft` has one entry per line of `measurement.lines`; line `i`'s
/// baseline lies `measurement.firstBaseline + i × (lineMetrics.lineHeight + lineSpacing)`
/// below the top.
struct SetText: Hashable, Sendable {
    /// The size, baselines, lines and font scale.
    var measurement: TextMeasurement
    /// Whether each line runs right to left.
    var isRightToLeft: [Bool]
    /// The font the lines are set in, already scaled by `measurement.fontScale`.
    var font: PangoFontChoice
    /// The line height and baseline position of `font`.
    var lineMetrics: FontLineMetrics
    /// Extra space between lines.
    var lineSpacing: CGFloat
    /// Whether some line is wider than the reported width and must be clipped when drawn.
    var isClipped: Bool
    /// The parts set in their own styles; empty for a text of one style.
    var spans: [PangoSpan] = []
    /// For each line, which bytes of the whole text it stands for (when there are spans).
    var lineMappings: [[SpanMapping]] = []

    /// The answer to a 0 × 0 proposal: nothing shown.
    static func empty(font: PangoFontChoice, lineMetrics: FontLineMetrics) -> SetText {
        SetText(
            measurement: TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: []),
            isRightToLeft: [], font: font, lineMetrics: lineMetrics, lineSpacing: 0, isClipped: false)
    }
}
