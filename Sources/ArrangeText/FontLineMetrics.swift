import Foundation

/// The vertical metrics of a font at one size, which every line of `Text` takes: a line is
/// `ascent + descent` tall and its baseline sits `ascent` below its top.
public struct FontLineMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline, in points.
    public var ascent: CGFloat
    /// From the baseline to the bottom of a line, in points.
    public var descent: CGFloat

    /// The height of one line: `ascent + descent`.
    public var lineHeight: CGFloat { ascent + descent }

    /// Metrics with these distances.
    public init(ascent: CGFloat, descent: CGFloat) {
        self.ascent = ascent
        self.descent = descent
    }

    /// Both distances times `factor`.
    func scaled(by factor: CGFloat) -> FontLineMetrics {
        factor == 1 ? self : FontLineMetrics(ascent: ascent * factor, descent: descent * factor)
    }
}
