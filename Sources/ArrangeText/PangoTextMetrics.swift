import Arrange
import CPangoCairo
import Foundation

// SKELETON — the text helper replaces this file with the real Pango implementation. The public
// signatures below are the contract ArrangeRender codes against; keep them (adding is fine).

/// Measures `Text` with real fonts: Pango over HarfBuzz shaping and fontconfig fallback.
public struct PangoTextMetrics: TextMetrics, Hashable {
    /// Metrics over the default fonts (Inter, NanumGothic for Hangul).
    public init() {}

    /// How `text` sets under `proposal` with `options`, with SwiftUI's `Text` rules.
    public func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        MonospacedTextMetrics.default.measure(text, options: options, proposal: proposal)
    }

    /// Draws `text` exactly as `measure(text, options:, proposal:)` sets it, with the lines'
    /// top-leading corner at `frame`'s origin and lines aligned within `frame.width`, in `color`
    /// (sRGB components 0…1), on the Cairo context `context` (a `cairo_t *`).
    public func draw(
        _ text: String, options: TextLayoutOptions, proposal: ProposedViewSize, in frame: CGRect,
        color: (red: Double, green: Double, blue: Double, opacity: Double), on context: OpaquePointer
    ) {}
}
