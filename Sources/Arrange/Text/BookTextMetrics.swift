import Foundation

/// Text metrics for reproducing the book's worked examples, where the authors assume a text
/// size ("text reports 51×17") instead of measuring a font.
///
/// Each listed string has an ideal (one-line) size and optional sizes for narrower proposals;
/// strings not listed are measured by a fallback (`MonospacedTextMetrics` unless given; the
/// `arrange` tool's `--assume-text` uses real fonts). Like real `Text`, a listed string
/// answers a 0 × 0 proposal with 0 × 0 and never reports a width beyond the proposed width.
public struct BookTextMetrics: TextMetrics {
    /// How one string sets.
    public struct Entry: Sendable {
        /// The ideal size: the whole string on one line.
        public var ideal: CGSize
        /// Sizes for proposed widths below the ideal width, narrowest threshold last matched:
        /// `(atMost: 60, size: 50×40)` means any width ≤ 60 (and above the next threshold)
        /// gets 50×40.
        public var narrower: [(atMost: CGFloat, size: CGSize)]

        /// A string of ideal size `ideal` that wraps to the given sizes when proposed less.
        public init(ideal: CGSize, narrower: [(atMost: CGFloat, size: CGSize)] = []) {
            self.ideal = ideal
            self.narrower = narrower.sorted { $0.atMost > $1.atMost }
        }
    }

    /// The strings with assumed sizes.
    public var entries: [String: Entry]
    /// How other strings are measured.
    public var fallback: any TextMetrics

    /// Metrics for the listed strings; others measured by `fallback`.
    public init(_ entries: [String: Entry], fallback: any TextMetrics = MonospacedTextMetrics.default) {
        self.entries = entries
        self.fallback = fallback
    }

    /// The listed size of `text` (its entry's wrapping for narrower proposals); `fallback`'s answer
    /// for unlisted strings.
    public func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        guard let entry = entries[text] else { return fallback.measure(text, options: options, proposal: proposal) }
        return measure(entry, text, proposal: proposal)
    }

    /// The listed size of `text`; `fallback`'s size for unlisted strings.
    public func measureForLayout(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        guard let entry = entries[text] else { return fallback.measureForLayout(text, options: options, proposal: proposal) }
        return measure(entry, text, proposal: proposal)
    }

    private func measure(_ entry: Entry, _ text: String, proposal: ProposedViewSize) -> TextMeasurement {
        if proposal == .zero {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
        }
        var size = entry.ideal
        let width = proposal.width ?? .infinity
        if width < entry.ideal.width {
            size = CGSize(width: width, height: entry.ideal.height)
            for step in entry.narrower where width <= step.atMost {
                size = step.size
            }
            size.width = min(size.width, width)
        }
        let lineHeight = entry.ideal.height
        return TextMeasurement(
            size: size, firstBaseline: 0.8 * lineHeight, lastBaseline: size.height - 0.2 * lineHeight,
            lines: [TextLine(text: text, width: size.width)])
    }
}
