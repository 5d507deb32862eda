import Arrange
import Foundation

/// One measurement question with every input brought into range; it is also the cache key.
///
/// Invariants: the text holds no NUL character (Pango stops at one); the point size is
/// finite and within `pointSizes` (NaN and non-positive sizes give 17, infinity the largest);
/// tracking lies in `TextLayoutOptions.trackings` (NaN gives 0); line spacing lies in 0 … the
/// top of `TextLayoutOptions.lineSpacings` (NaN gives 0); `minimumScaleFactor` lies in
/// 0.01…1; `lineLimit` is at least 1; `minimumLines` lies in 0…10,000; the alignment is
/// `.leading` (it does not change the measurement); a proposed width or
/// height is `nil` (unspecified, also for NaN and infinity) or finite and not negative.
struct TextRequest: Hashable, Sendable {
    let text: String
    let options: TextLayoutOptions
    let width: CGFloat?
    let height: CGFloat?

    /// The sizes a font may take, in points.
    static let pointSizes = TextLayoutOptions.pointSizes

    /// The request to set `text` with `options` under `proposal`, inputs brought into range.
    init(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) {
        self.text = text.utf8.contains(0) ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
        var options = options
        let size = options.font.pointSize
        options.font.pointSize = size.isNaN || size <= 0
            ? TextLayoutOptions.fallbackPointSize : min(max(size, Self.pointSizes.lowerBound), Self.pointSizes.upperBound)
        let tracking = options.tracking, trackings = TextLayoutOptions.trackings
        options.tracking = tracking.isNaN ? 0 : min(max(tracking, trackings.lowerBound), trackings.upperBound)
        let spacing = options.lineSpacing
        options.lineSpacing = spacing.isNaN ? 0 : min(max(spacing, 0), TextLayoutOptions.lineSpacings.upperBound)
        let factor = options.minimumScaleFactor
        options.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1
        options.lineLimit = options.lineLimit.map { min(max($0, 1), 1_000_000_000) }
        options.minimumLines = min(max(options.minimumLines, 0), 10_000)
        // Alignment only moves lines when they are drawn: texts that differ in it share a result.
        options.alignment = .leading
        self.options = options
        width = Self.length(proposal.width)
        height = Self.length(proposal.height)
    }

    /// A proposed length: unspecified stays `nil`, as do NaN and infinity; negative is 0.
    private static func length(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return max(value, 0)
    }

    /// Whether the proposal is 0 × 0, the one proposal `Text` answers with 0 × 0.
    var isZeroProposal: Bool { width == 0 && height == 0 }
}
