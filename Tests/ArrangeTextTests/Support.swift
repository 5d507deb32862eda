import Arrange
import Foundation
@testable import ArrangeText

/// The metrics every test measures with: the standard fonts (Inter, NanumGothic, DejaVu).
let metrics = PangoTextMetrics()

/// How `text` sets under `width` × `height` with `options`.
func set(_ text: String, width: CGFloat?, height: CGFloat? = nil, _ options: TextLayoutOptions = TextLayoutOptions()) -> TextMeasurement {
    metrics.measure(text, options: options, proposal: ProposedViewSize(width: width, height: height))
}

/// Whether `a` and `b` differ by at most `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
    abs(a - b) <= tolerance
}

/// Inter's line at 17 points: ascent 16.46875 plus descent 4.10546875.
let bodyLineHeight: CGFloat = 20.57421875
/// Inter's ascent at 17 points: where the first baseline sits.
let bodyAscent: CGFloat = 16.46875
