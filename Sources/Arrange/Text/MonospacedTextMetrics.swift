import Foundation

/// Deterministic text measurement: every grapheme is `advance` wide and every line
/// `lineHeight` tall, at the body size (17 pt); other fonts scale both in proportion.
///
/// Rules, in the order `Text` applies them:
/// 1. Hard line breaks ("\n", "\r\n", "\r", U+2028) start new lines; words break at spaces, and trailing spaces are
///    not measured.
/// 2. A word wider than the line breaks between graphemes.
/// 3. When the lines do not fit the line limit or the proposed height, the font shrinks (as far
///    as `minimumScaleFactor` allows); then the last line that fits is truncated with "…"
///    (one grapheme) at the tail, head or middle.
/// 4. A width narrower than one grapheme clips: each paragraph stays on one line and the
///    text reports the proposed width.
/// The first baseline sits at 0.8 × `lineHeight`; a 0 × 0 proposal is answered 0 × 0.
public struct MonospacedTextMetrics: TextMetrics, Hashable {
    /// The width of every grapheme at the body size.
    public var advance: CGFloat
    /// The height of every line at the body size.
    public var lineHeight: CGFloat
    /// The point size at which `advance` and `lineHeight` hold.
    public var referencePointSize: CGFloat

    /// The metrics views get by default: 7 points a grapheme, 17-point lines, close to the
    /// book's figures for SF Pro at 17 points.
    public static let `default` = MonospacedTextMetrics(advance: 7, lineHeight: 17)

    /// Metrics with fixed grapheme advance and line height at `referencePointSize` (17, `.body`).
    public init(advance: CGFloat, lineHeight: CGFloat, referencePointSize: CGFloat = 17) {
        self.advance = advance.isFinite && advance > 0 ? advance : 7
        self.lineHeight = lineHeight.isFinite && lineHeight > 0 ? lineHeight : 17
        self.referencePointSize = referencePointSize.isFinite && referencePointSize > 0 ? referencePointSize : 17
    }

    /// Applies rules 1–4 to `text` under `proposal` and reports the lines' size and baselines.
    public func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        if proposal == .zero {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
        }
        let fontScale = Self.clampedFontScale(options.font.pointSize / referencePointSize)
        let tracking = options.tracking.isFinite ? options.tracking : 0
        // Tracking widens every grapheme by the same amount at every font scale.
        let advance = max(self.advance + tracking / fontScale, 0.001)
        let setter = LineSetter(text: text, options: options, proposal: proposal)
        var scale: CGFloat = 1
        var lines = setter.wrap(advance: advance * fontScale)
        if !setter.fits(lines, lineHeight: lineHeight * fontScale, advance: advance * fontScale) && options.minimumScaleFactor < 1 {
            scale = largestFittingScale(setter, fontScale: fontScale, minimum: max(options.minimumScaleFactor, 0.01))
            lines = setter.wrap(advance: advance * fontScale * scale)
        }
        let a = advance * fontScale * scale
        let h = lineHeight * fontScale * scale
        let shown = setter.truncate(lines, advance: a, lineHeight: h)
        return setter.measurement(of: shown, advance: a, lineHeight: h, scale: scale)
    }

    /// The largest scale in [minimum, 1] at which the text fits without truncation, or `minimum`.
    private func largestFittingScale(_ setter: LineSetter, fontScale: CGFloat, minimum: CGFloat) -> CGFloat {
        var low = minimum
        var high: CGFloat = 1
        guard setter.fits(setter.wrap(advance: advance * fontScale * low), lineHeight: lineHeight * fontScale * low, advance: advance * fontScale * low) else {
            return minimum
        }
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if setter.fits(setter.wrap(advance: advance * fontScale * middle), lineHeight: lineHeight * fontScale * middle, advance: advance * fontScale * middle) {
                low = middle
            } else {
                high = middle
            }
        }
        return low
    }

    /// Font sizes are clamped to 0.1 … 10,000 points (NaN and non-positive sizes give the
    /// reference size).
    private static func clampedFontScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return scale == .infinity ? 10_000 / 17 : 1 }
        return min(max(scale, 0.1 / 17), 10_000 / 17)
    }
}

/// Sets one string for one proposal: wrapping, then truncation, then the measured size.
private struct LineSetter {
    let paragraphs: [[Character]]
    let options: TextLayoutOptions
    let width: CGFloat
    let height: CGFloat
    let lineLimit: Int

    /// Lengths are compared with this slack so that 3 × 7.1 fits in 21.3.
    static let tolerance: CGFloat = 1e-9

    init(text: String, options: TextLayoutOptions, proposal: ProposedViewSize) {
        // Every mandatory break of Unicode's line breaking ends a paragraph ("\n", "\r\n", "\r",
        // U+2028, …), as real text engines do; "\r\n" is one Character, so splitting on "\n" misses it.
        paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0) }
        self.options = options
        width = proposal.width ?? .infinity
        height = proposal.height ?? .infinity
        lineLimit = options.lineLimit.map { max($0, 1) } ?? .max
    }

    /// The lines at this advance, wrapped at spaces, long words broken between graphemes.
    /// A width that holds not even one grapheme cannot wrap anything: each paragraph stays on
    /// one line, clipped.
    func wrap(advance: CGFloat) -> [[Character]] {
        let perLine = Self.count(width, per: advance)
        guard perLine >= 1 else { return paragraphs }
        let capacity = perLine
        var lines: [[Character]] = []
        for paragraph in paragraphs {
            var line: [Character] = []
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidateLength = line.isEmpty ? word.count : line.count + 1 + word.count
                if candidateLength <= capacity || (line.isEmpty && word.isEmpty) {
                    if !line.isEmpty { line.append(" ") }
                    line.append(contentsOf: word)
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = []
                }
                var rest = word[...]
                while rest.count > capacity {
                    lines.append(Array(rest.prefix(capacity)))
                    rest = rest.dropFirst(capacity)
                }
                line = Array(rest)
            }
            lines.append(line)
        }
        return lines
    }

    /// How many lines fit the line limit and the proposed height (at least one).
    func maximumLines(lineHeight: CGFloat, advance: CGFloat) -> Int {
        guard height.isFinite else { return lineLimit }
        let byHeight = Self.count(height + options.lineSpacing, per: lineHeight + options.lineSpacing)
        return max(1, min(lineLimit, byHeight))
    }

    func fits(_ lines: [[Character]], lineHeight: CGFloat, advance: CGFloat) -> Bool {
        lines.count <= maximumLines(lineHeight: lineHeight, advance: advance)
    }

    /// The lines shown: those that fit, the last of them truncated if text was left over.
    func truncate(_ lines: [[Character]], advance: CGFloat, lineHeight: CGFloat) -> [TextLine] {
        let limit = maximumLines(lineHeight: lineHeight, advance: advance)
        func measured(_ line: [Character], truncated: Bool = false) -> TextLine {
            TextLine(text: String(line), width: Self.width(of: line, advance: advance), isTruncated: truncated)
        }
        guard lines.count > limit else { return lines.map { measured($0) } }
        var shown = lines[0..<(limit - 1)].map { measured($0) }
        let leftover = lines[(limit - 1)...].map { String($0) }.joined(separator: " ")
        shown.append(measured(truncated(Array(leftover), advance: advance), truncated: true))
        return shown
    }

    /// `text` cut to fit the width with "…" where the truncation mode says.
    private func truncated(_ text: [Character], advance: CGFloat) -> [Character] {
        let capacity = min(Self.count(width, per: advance), text.count)
        let kept = max(capacity - 1, 0)
        let ellipsis: Character = "…"
        switch options.truncationMode {
        case .tail:
            return Self.trimmingTrailingSpaces(Array(text.prefix(kept))) + [ellipsis]
        case .head:
            return [ellipsis] + Array(text.suffix(kept))
        case .middle:
            let front = (kept + 1) / 2
            return Self.trimmingTrailingSpaces(Array(text.prefix(front))) + [ellipsis] + Array(text.suffix(kept - front))
        }
    }

    func measurement(of lines: [TextLine], advance: CGFloat, lineHeight: CGFloat, scale: CGFloat) -> TextMeasurement {
        let widest = lines.map(\.width).max() ?? 0
        let clippedWidth = min(widest, width)
        var count = max(lines.count, 1)
        if options.reservesSpace, let limit = options.lineLimit {
            count = max(count, max(limit, 1))
        }
        count = max(count, min(options.minimumLines, 10_000))
        let textHeight = CGFloat(count) * lineHeight + CGFloat(count - 1) * options.lineSpacing
        let firstBaseline = 0.8 * lineHeight
        let lastBaseline = CGFloat(max(lines.count, 1) - 1) * (lineHeight + options.lineSpacing) + firstBaseline
        return TextMeasurement(
            size: CGSize(width: clippedWidth, height: textHeight), firstBaseline: firstBaseline,
            lastBaseline: lastBaseline, lines: lines, fontScale: scale)
    }

    /// How many whole `unit`s fit in `length`, saturating at a million million: huge lengths
    /// (1e30, or a tiny font's advance) must not overflow `Int`.
    static func count(_ length: CGFloat, per unit: CGFloat) -> Int {
        let ratio = ((length + tolerance) / unit).rounded(.down)
        guard ratio.isFinite else { return ratio > 0 ? limit : 0 }
        return ratio >= CGFloat(limit) ? limit : max(Int(ratio), 0)
    }

    /// More graphemes or lines than any text has.
    static let limit = 1_000_000_000_000

    static func width(of line: [Character], advance: CGFloat) -> CGFloat {
        CGFloat(trimmingTrailingSpaces(line).count) * advance
    }

    static func trimmingTrailingSpaces(_ line: [Character]) -> [Character] {
        var end = line.count
        while end > 0 && line[end - 1] == " " { end -= 1 }
        return Array(line[0..<end])
    }
}
