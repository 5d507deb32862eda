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
        measure(text, options: options, proposal: proposal, byGraphemes: false)
    }

    /// Applies rules 1–4 for layout: the size and baselines `measure` reports, without the lines.
    /// An ASCII text is counted in one pass over its bytes, without setting a line.
    public func measureForLayout(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize) -> TextMeasurement {
        if proposal == .zero {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
        }
        let fontScale = Self.clampedFontScale(options.font.pointSize / referencePointSize)
        let tracking = options.tracking.isFinite ? options.tracking : 0
        let advance = max(self.advance + tracking / fontScale, 0.001) * fontScale
        let lineHeight = self.lineHeight * fontScale
        // No `LineSetter` until one is needed: copying the options into one and destroying it
        // was a third of measuring a short line.
        let width = proposal.width ?? .infinity
        let perLine = LineSetter<UInt8>.count(width, per: advance)
        var text = text
        guard let count = text.withUTF8({ ASCIILineCount($0, capacity: perLine) }) else {
            return measure(text, options: options, proposal: proposal)
        }
        let limit = LineSetter<UInt8>.maximumLines(height: proposal.height ?? .infinity, lineHeight: lineHeight, options: options)
        if count.lines <= limit {
            return LineSetter<UInt8>.measurement(
                widest: CGFloat(count.widest) * advance, width: width, lineCount: count.lines, lines: [], lineHeight: lineHeight,
                scale: 1, options: options)
        }
        guard options.minimumScaleFactor >= 1, let paragraphs = ASCIIParagraphs(text) else {
            return measure(text, options: options, proposal: proposal)
        }
        // 3. Truncated at the scale it was given: the lines that fit, the last one cut.
        let truncating = LineSetter(paragraphs: paragraphs.lines, options: options, proposal: proposal)
        let lines = truncating.wrap(advance: advance)
        var widest = lines[0..<(limit - 1)].map { LineSetter<UInt8>.width(of: $0, advance: advance) }.max() ?? 0
        let leftover = Array(lines[(limit - 1)...].joined(separator: [UInt8.space]))
        widest = max(widest, CGFloat(truncating.truncatedLength(leftover, advance: advance)) * advance)
        return truncating.measurement(widest: widest, lineCount: limit, lines: [], lineHeight: lineHeight, scale: 1)
    }

    /// Applies rules 1–4; `byGraphemes` measures even ASCII text grapheme by grapheme (the
    /// answer is the same, only slower: tests compare the two).
    func measure(_ text: String, options: TextLayoutOptions, proposal: ProposedViewSize, byGraphemes: Bool) -> TextMeasurement {
        if proposal == .zero {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
        }
        let fontScale = Self.clampedFontScale(options.font.pointSize / referencePointSize)
        let tracking = options.tracking.isFinite ? options.tracking : 0
        // Tracking widens every grapheme by the same amount at every font scale.
        let advance = max(self.advance + tracking / fontScale, 0.001)
        if !byGraphemes, let paragraphs = ASCIIParagraphs(text), let fitting = Self.measureFitting(
            LineSetter(paragraphs: paragraphs.lines, options: options, proposal: proposal), advance: advance * fontScale,
            lineHeight: lineHeight * fontScale) {
            return fitting
        }
        return measureByGraphemes(text, options: options, proposal: proposal, fontScale: fontScale, advance: advance)
    }

    /// Rules 1–4 over the text's graphemes: every text can be measured this way, and texts
    /// that are not ASCII or do not fit are.
    private func measureByGraphemes(
        _ text: String, options: TextLayoutOptions, proposal: ProposedViewSize, fontScale: CGFloat, advance: CGFloat
    ) -> TextMeasurement {
        let setter = LineSetter<Character>(text: text, options: options, proposal: proposal)
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

    /// Rules 1 and 2 over an ASCII text's bytes (each byte of an ASCII text outside its line
    /// breaks is one grapheme), when its lines fit as they wrap: neither shrinking nor
    /// truncation applies, and the answer is the one `measureByGraphemes` gives. `nil` when they
    /// do not fit.
    static func measureFitting(_ setter: LineSetter<UInt8>, advance: CGFloat, lineHeight: CGFloat) -> TextMeasurement? {
        let lines = setter.wrap(advance: advance)
        guard setter.fits(lines, lineHeight: lineHeight, advance: advance) else { return nil }
        let shown = lines.map { setter.measured($0, advance: advance) }
        return setter.measurement(of: shown, advance: advance, lineHeight: lineHeight, scale: 1)
    }

    /// The largest scale in [minimum, 1] at which the text fits without truncation, or `minimum`.
    private func largestFittingScale(_ setter: LineSetter<Character>, fontScale: CGFloat, minimum: CGFloat) -> CGFloat {
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

/// A unit of text that takes one grapheme's advance: a `Character`, or a byte of an ASCII text.
protocol GraphemeUnit: Equatable {
    /// The space words are separated by.
    static var space: Self { get }
    /// The text of `units`.
    static func string(_ units: [Self]) -> String
}

extension Character: GraphemeUnit {
    static var space: Character { " " }
    static func string(_ units: [Character]) -> String { String(units) }
}

extension UInt8: GraphemeUnit {
    static var space: UInt8 { 0x20 }
    static func string(_ units: [UInt8]) -> String { String(decoding: units, as: UTF8.self) }
}

/// How an ASCII text wraps at `capacity` graphemes a line, counted without setting a line: how
/// many lines it takes and how many graphemes the widest shows (trailing spaces not counted).
/// Follows `LineSetter.wrap` step by step — words joined by one space while they fit, a word
/// wider than the line cut every `capacity` graphemes, a capacity below one leaving each
/// paragraph whole — so the counts are those of the lines it sets. `nil` for text that is not
/// ASCII.
struct ASCIILineCount {
    /// The number of lines.
    private(set) var lines = 0
    /// The graphemes of the widest line, trailing spaces not counted.
    private(set) var widest = 0
    /// The graphemes of the line being set, and of it without its trailing spaces.
    private var length = 0
    private var trimmedLength = 0

    init?(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
        var index = 0
        var wordStart = 0
        while index <= bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : 0x0A
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (byte >= 0x0A && byte <= 0x0D) {
                if capacity >= 1 {
                    add(word: index - wordStart, capacity: capacity)
                } else {
                    // A line that holds no grapheme does not wrap: the paragraph is one line.
                    if index > wordStart { trimmedLength = length + (index - wordStart) }
                    length += index - wordStart + (byte == 0x20 ? 1 : 0)
                }
                if byte != 0x20 {
                    endLine()
                    if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                }
                wordStart = index + 1
            }
            index += 1
        }
    }

    /// Adds a word of `word` graphemes to the line, or starts new lines for it.
    private mutating func add(word: Int, capacity: Int) {
        let candidate = length == 0 ? word : length + 1 + word
        if candidate <= capacity || (length == 0 && word == 0) {
            if length != 0 { length += 1 }
            length += word
            if word > 0 { trimmedLength = length }
            return
        }
        if length != 0 { endLine() }
        var rest = word
        if rest > capacity {
            let pieces = (rest - 1) / capacity
            lines += pieces
            widest = max(widest, capacity)
            rest -= pieces * capacity
        }
        length = rest
        trimmedLength = rest
    }

    private mutating func endLine() {
        lines += 1
        widest = max(widest, trimmedLength)
        length = 0
        trimmedLength = 0
    }
}

/// The paragraphs of an ASCII text as bytes, split where `Character.isNewline` splits them
/// (LF, VT, FF, CR, and CR LF as one break, which Swift reads as one grapheme). `nil` for a
/// text with any byte outside ASCII. Outside those breaks every byte of ASCII is a grapheme of
/// its own, so wrapping bytes wraps graphemes.
struct ASCIIParagraphs {
    let lines: [[UInt8]]

    init?(_ text: String) {
        var text = text
        let split = text.withUTF8 { bytes -> [[UInt8]]? in
            var paragraphs: [[UInt8]] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if byte >= 0x0A && byte <= 0x0D {
                    paragraphs.append(Array(bytes[start..<index]))
                    if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                    start = index + 1
                }
                index += 1
            }
            paragraphs.append(Array(bytes[start..<bytes.count]))
            return paragraphs
        }
        guard let split else { return nil }
        lines = split
    }
}

/// Sets one string for one proposal: wrapping, then truncation, then the measured size.
struct LineSetter<Unit: GraphemeUnit> {
    let paragraphs: [[Unit]]
    let options: TextLayoutOptions
    let width: CGFloat
    let height: CGFloat
    let lineLimit: Int

    /// Lengths are compared with this slack so that 3 × 7.1 fits in 21.3.
    static var tolerance: CGFloat { 1e-9 }

    init(paragraphs: [[Unit]], options: TextLayoutOptions, proposal: ProposedViewSize) {
        self.paragraphs = paragraphs
        self.options = options
        width = proposal.width ?? .infinity
        height = proposal.height ?? .infinity
        lineLimit = options.lineLimit.map { max($0, 1) } ?? .max
    }

    /// The lines at this advance, wrapped at spaces, long words broken between graphemes.
    /// A width that holds not even one grapheme cannot wrap anything: each paragraph stays on
    /// one line, clipped.
    func wrap(advance: CGFloat) -> [[Unit]] {
        let perLine = Self.count(width, per: advance)
        guard perLine >= 1 else { return paragraphs }
        let capacity = perLine
        var lines: [[Unit]] = []
        for paragraph in paragraphs {
            var line: [Unit] = []
            for word in paragraph.split(separator: Unit.space, omittingEmptySubsequences: false) {
                let candidateLength = line.isEmpty ? word.count : line.count + 1 + word.count
                if candidateLength <= capacity || (line.isEmpty && word.isEmpty) {
                    if !line.isEmpty { line.append(Unit.space) }
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
        Self.maximumLines(height: height, lineHeight: lineHeight, options: options)
    }

    /// How many lines of `lineHeight` a text set with `options` shows in `height`: its line
    /// limit, and no more than fit (at least one).
    static func maximumLines(height: CGFloat, lineHeight: CGFloat, options: TextLayoutOptions) -> Int {
        let lineLimit = options.lineLimit.map { max($0, 1) } ?? .max
        guard height.isFinite else { return lineLimit }
        let byHeight = count(height + options.lineSpacing, per: lineHeight + options.lineSpacing)
        return max(1, min(lineLimit, byHeight))
    }

    func fits(_ lines: [[Unit]], lineHeight: CGFloat, advance: CGFloat) -> Bool {
        lines.count <= maximumLines(lineHeight: lineHeight, advance: advance)
    }

    /// A line as shown, `advance` a grapheme.
    func measured(_ line: [Unit], advance: CGFloat, truncated: Bool = false) -> TextLine {
        TextLine(text: Unit.string(line), width: Self.width(of: line, advance: advance), isTruncated: truncated)
    }

    func measurement(of lines: [TextLine], advance: CGFloat, lineHeight: CGFloat, scale: CGFloat) -> TextMeasurement {
        measurement(widest: lines.map(\.width).max() ?? 0, lineCount: lines.count, lines: lines, lineHeight: lineHeight, scale: scale)
    }

    /// The size and baselines of `lineCount` lines, the widest `widest` wide; `lines` are
    /// reported as they are (empty when only the size was asked for).
    func measurement(widest: CGFloat, lineCount: Int, lines: [TextLine], lineHeight: CGFloat, scale: CGFloat) -> TextMeasurement {
        Self.measurement(widest: widest, width: width, lineCount: lineCount, lines: lines, lineHeight: lineHeight, scale: scale, options: options)
    }

    /// `measurement(widest:lineCount:lines:lineHeight:scale:)` for a text set with `options`
    /// in `width`, without a setter.
    static func measurement(
        widest: CGFloat, width: CGFloat, lineCount: Int, lines: [TextLine], lineHeight: CGFloat, scale: CGFloat,
        options: TextLayoutOptions
    ) -> TextMeasurement {
        let clippedWidth = min(widest, width)
        var count = max(lineCount, 1)
        if options.reservesSpace, let limit = options.lineLimit {
            count = max(count, max(limit, 1))
        }
        count = max(count, min(options.minimumLines, 10_000))
        let textHeight = CGFloat(count) * lineHeight + CGFloat(count - 1) * options.lineSpacing
        let firstBaseline = 0.8 * lineHeight
        let lastBaseline = CGFloat(max(lineCount, 1) - 1) * (lineHeight + options.lineSpacing) + firstBaseline
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
    static var limit: Int { 1_000_000_000_000 }

    /// How many graphemes the line `text` is cut to shows, trailing spaces not counted: the
    /// width of `truncated(_:advance:)`'s line in graphemes, the "…" one of them.
    func truncatedLength(_ text: [Unit], advance: CGFloat) -> Int {
        let capacity = min(Self.count(width, per: advance), text.count)
        let kept = max(capacity - 1, 0)
        switch options.truncationMode {
        case .tail:
            return Self.trimmingTrailingSpaces(Array(text.prefix(kept))).count + 1
        case .head:
            return 1 + Self.trimmingTrailingSpaces(Array(text.suffix(kept))).count
        case .middle:
            let front = (kept + 1) / 2
            return Self.trimmingTrailingSpaces(Array(text.prefix(front))).count + 1
                + Self.trimmingTrailingSpaces(Array(text.suffix(kept - front))).count
        }
    }

    static func width(of line: [Unit], advance: CGFloat) -> CGFloat {
        CGFloat(trimmingTrailingSpaces(line).count) * advance
    }

    static func trimmingTrailingSpaces(_ line: [Unit]) -> [Unit] {
        var end = line.count
        while end > 0 && line[end - 1] == Unit.space { end -= 1 }
        return Array(line[0..<end])
    }
}

extension LineSetter<Character> {
    init(text: String, options: TextLayoutOptions, proposal: ProposedViewSize) {
        // Every mandatory break of Unicode's line breaking ends a paragraph ("\n", "\r\n", "\r",
        // U+2028, …), as real text engines do; "\r\n" is one Character, so splitting on "\n" misses it.
        self.init(
            paragraphs: text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0) },
            options: options, proposal: proposal)
    }

    /// The lines shown: those that fit, the last of them truncated if text was left over.
    func truncate(_ lines: [[Character]], advance: CGFloat, lineHeight: CGFloat) -> [TextLine] {
        let limit = maximumLines(lineHeight: lineHeight, advance: advance)
        func measured(_ line: [Character], truncated: Bool = false) -> TextLine {
            self.measured(line, advance: advance, truncated: truncated)
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
}
