import Arrange
import CPangoCairo
import Foundation

/// Sets one string for one request with SwiftUI's `Text` rules, using Pango for line breaking
/// and shaping.
///
/// 1. A 0 × 0 proposal shows nothing and reports 0 × 0.
/// 2. Wrap: Pango breaks lines at the proposed width (Unicode line breaking: between words,
///    between Hangul syllables, and inside a word only when the word alone is wider than the
///    line). Hard line breaks start paragraphs. Trailing spaces of a line are not measured.
///    With no proposed width every paragraph is one line.
/// 3. Clip: when some grapheme is wider than the proposed width by itself, wrapping cannot
///    help: every paragraph stays on one line and the reported width is the proposed width.
/// 4. Shrink: when the lines do not fit the line limit and the proposed height (or clip), or
///    when a line breaks inside a word, the font shrinks to the largest scale, down to
///    `minimumScaleFactor`, at which they fit with every word whole — as SwiftUI fits
///    `Text("Guess").font(.system(size: 80)).minimumScaleFactor(0.1)` to a small square on one
///    line rather than "Gue / ss". Without a scale factor below 1 a word too wide for the
///    line still breaks (step 2).
/// 5. Truncate: when still more lines remain than fit, the last line that fits shows the rest
///    of the text (paragraphs joined by spaces) cut with "…" at the tail, head or middle, as
///    many graphemes as fit in the width, at least one grapheme cut.
/// 6. Report: the widest line (no wider than the proposal), and at least one line's height —
///    more with `reservesSpace` or `minimumLines` —, the first baseline at the font's ascent
///    and every line `lineHeight + lineSpacing` below the one before.
///
/// Every line is as tall as the first family's ascent plus descent, whatever fallback fonts
/// it uses, so baselines are evenly spaced. Tracking adds its amount after every grapheme, the
/// last one included.
struct TextSetter {
    let session: PangoSession
    let request: TextRequest
    /// The font at full size.
    let font: PangoFontChoice
    /// The text's UTF-8 bytes, which Pango's line indices count.
    let bytes: [UInt8]
    /// The direction of paragraphs that have no strong character: the layout direction.
    let fallbackDirection: PangoDirection
    /// The parts set in their own styles (bold Markdown, joined texts); empty for most texts.
    let spans: [PangoSpan]

    /// The longest line Pango is asked to set, in points: its widths are 32-bit fixed point.
    static let longestLine: CGFloat = 1_000_000
    /// Slack for comparing widths and heights computed in Pango's 1/1024-point units.
    static let tolerance: CGFloat = 0.001
    /// Texts longer than this many bytes are laid out in paragraphs and windows; `nil` for
    /// four windows' worth (where one layout would cost up to four times as much).
    let windowedTextLength: Int?

    /// A setter for `request` in `fonts`, working with `session`'s font map, laying out texts
    /// longer than `windowedTextLength` bytes (by default four windows) in paragraphs and windows.
    init(session: PangoSession, request: TextRequest, fonts: TextFonts, windowedTextLength: Int? = nil) {
        self.session = session
        self.windowedTextLength = windowedTextLength
        self.request = request
        let options = request.options
        bytes = Array(request.text.utf8)
        var font = PangoFontChoice(
            families: fonts.familyList(for: options.font), weight: options.font.weight.rawValue,
            isItalic: options.font.isItalic, size: options.font.pointSize, tracking: options.tracking)
        // Tracking adds to every grapheme's advance, so it counts with the size (−1,000,000
        // points of tracking overflowed Pango's sums and broke "Hello world" in two).
        font.reduction = Self.reduction(longestParagraph: Self.longestParagraphLength(bytes), size: font.size + abs(font.tracking))
        self.font = font
        fallbackDirection = options.layoutDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        spans = options.spans.map { PangoSpan($0, textFont: options.font, fonts: fonts) }
    }

    /// How many span fonts a line's height looks at: beyond them the rest share the tallest.
    static let spanFontsMeasured = 16

    /// The line metrics every line takes at `font`: the tallest ascent and descent of the
    /// text's font and its spans' fonts, raised or lowered by their baseline offsets.
    func lineMetrics(of font: PangoFontChoice) -> FontLineMetrics {
        var metrics = session.lineMetrics(of: font)
        guard !spans.isEmpty else { return metrics }
        var seen: Set<PangoFontChoice> = []
        for span in spans {
            let spanFont = span.font(within: font)
            var key = spanFont
            key.tracking = 0
            guard span.rise != 0 || !seen.contains(key) else { continue }
            if seen.count >= Self.spanFontsMeasured && span.rise == 0 { continue }
            seen.insert(key)
            let own = session.lineMetrics(of: spanFont)
            metrics.ascent = max(metrics.ascent, own.ascent + span.rise)
            metrics.descent = max(metrics.descent, own.descent - span.rise)
        }
        return metrics
    }

    /// The longest paragraph Pango can shape, in points: it sums an item's advances in 32-bit
    /// 1/1024 points (2,097,152 points), with a little to spare.
    static let longestParagraph: CGFloat = 2_000_000

    /// The reduction that keeps a paragraph of `length` UTF-8 bytes in a font of `size` points
    /// (with the tracking's magnitude added) within `longestParagraph` points of Pango's
    /// layout, reckoning an em per byte (Latin averages about half that; Hangul, three bytes a
    /// syllable, a third).
    static func reduction(longestParagraph length: Int, size: CGFloat) -> CGFloat {
        max(CGFloat(length) * size / longestParagraph, 1)
    }

    /// The length in bytes of the longest run without a line break.
    static func longestParagraphLength(_ bytes: [UInt8]) -> Int {
        var longest = 0
        var current = 0
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                longest = max(longest, current)
                current = 0
            } else {
                current += 1
            }
        }
        return max(longest, current)
    }

    /// Applies steps 1–6.
    func set() -> SetText {
        // 1. Nothing shows in a 0 × 0 proposal.
        if request.isZeroProposal {
            return .empty(font: font, lineMetrics: lineMetrics(of: font))
        }
        // 2–3. Wrap (or clip) at full size.
        var scale: CGFloat = 1
        var wrapped = wrap(at: scale)
        // 4. Shrink as far as allowed while the lines do not fit.
        if !fits(wrapped) && request.options.minimumScaleFactor < 1 {
            scale = largestFittingScale()
            wrapped = wrap(at: scale)
        }
        // 5. Truncate the last line that fits.
        let shown = truncate(wrapped)
        // 6. Report.
        return report(shown, wrapped: wrapped, scale: scale)
    }

    // MARK: 2–3. Wrapping and clipping

    /// The lines at `scale`: wrapped at the proposed width, or one per paragraph when the width
    /// cannot hold some grapheme (clipped).
    func wrap(at scale: CGFloat) -> WrappedText {
        var scaled = font
        scaled.size = font.size * scale
        let metrics = lineMetrics(of: scaled)
        let limit = maximumLines(metrics)
        let unwrapped = Self.wrapWidth(.infinity)
        if let width = request.width, bytes.count > 256, width < 4 * scaled.size + abs(scaled.tracking),
            someGraphemeIsWider(than: width, font: scaled) {
            let lines = layOutLines(font: scaled, wrapWidth: unwrapped, limit: limit)
            return WrappedText(lines: lines, isClipped: true, font: scaled, metrics: metrics)
        }
        var lines = layOutLines(font: scaled, wrapWidth: wrapWidth, limit: limit)
        var isClipped = false
        if let width = request.width, lines.contains(where: { $0.width > width + Self.tolerance }) {
            isClipped = true
            lines = layOutLines(font: scaled, wrapWidth: unwrapped, limit: limit)
        }
        return WrappedText(lines: lines, isClipped: isClipped, font: scaled, metrics: metrics)
    }

    /// The width Pango wraps at, in Pango units: the proposed width. (Pango fits a line with
    /// tracking after every grapheme, as `Text` measures it, and only then drops the last one.)
    private var wrapWidth: Int32 {
        Self.wrapWidth(request.width ?? .infinity, reduction: font.reduction)
    }

    /// `points` in Pango units of a layout at `reduction`, at most `longestLine` points of
    /// Pango's, rounded down unless within a hundredth of a unit of the next one (a width
    /// measured by Pango and proposed back must hold the same lines).
    static func wrapWidth(_ points: CGFloat, reduction: CGFloat = 1) -> Int32 {
        let units = max(min(points / reduction, longestLine), 0) * pangoScale
        return Int32((units + 0.01).rounded(.down))
    }

    /// Lays the text out and reads its lines, at most a few more than `limit`.
    ///
    /// A short text is one Pango layout. A long one is laid out a paragraph at a time, and a
    /// long paragraph a window of bytes at a time: Pango breaking inside a long word reshapes
    /// the rest of the word at every line, which is quadratic in the word's length. A window
    /// keeps all its lines but the last two (the cut can change only those), and the next
    /// window starts where they started, in the paragraph's direction. Under a line limit it
    /// stops once more lines than the limit are known. Lines of white space hanging off the
    /// line before are left out at the end (see `readLines`).
    private func layOutLines(font: PangoFontChoice, wrapWidth: Int32, limit: Int) -> [SetLine] {
        let window = windowLength(font: font, wrapWidth: wrapWidth)
        if bytes.count <= windowedTextLength ?? (window > Int.max / 8 ? Int.max : 4 * window) {
            return layOut(0..<bytes.count, font: font, wrapWidth: wrapWidth, direction: nil, fallback: fallbackDirection)
                .filter { !$0.isHangingWhiteSpace }
        }
        var lines: [SetLine] = []
        var previousDirection = fallbackDirection
        for paragraph in paragraphRanges() {
            let paragraphLines = layOutParagraph(
                paragraph, font: font, wrapWidth: wrapWidth, fallback: previousDirection, enough: limit - lines.count)
                .filter { !$0.isHangingWhiteSpace }
            // Like Pango, a paragraph without strong characters runs the way the one before did.
            if let first = paragraphLines.first { previousDirection = first.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR }
            lines += paragraphLines
            if lines.count > limit { break }
        }
        return lines
    }


    /// The lines of one paragraph, window by window, stopping once more than `enough` are known
    /// (hanging white space included, not counted). Windows advance by Pango's lines, hanging
    /// or not, so that a long run of spaces costs no more than a long word; a window that
    /// would start on white space hanging off the line before starts after it instead (at a
    /// paragraph's start Pango would keep it on the line).
    private func layOutParagraph(
        _ paragraph: Range<Int>, font: PangoFontChoice, wrapWidth: Int32, fallback: PangoDirection, enough: Int
    ) -> [SetLine] {
        var lines: [SetLine] = []
        var shownCount = 0
        var start = paragraph.lowerBound
        var window = windowLength(font: font, wrapWidth: wrapWidth)
        if let windowedTextLength { window = min(window, windowedTextLength) }
        var direction: PangoDirection?
        while true {
            var end = paragraph.upperBound
            if end - start > window {
                end = scalarBoundary(atMost: start + window)
                if end <= start { end = paragraph.upperBound }
            }
            var windowLines = layOut(start..<end, font: font, wrapWidth: wrapWidth, direction: direction, fallback: fallback)
            if direction == nil, let first = windowLines.first {
                direction = first.isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
            }
            if end == paragraph.upperBound { return lines + windowLines }
            if windowLines.count < 3 {
                window *= 2
                continue
            }
            let next = windowLines[windowLines.count - 2]
            start = next.isHangingWhiteSpace ? afterSpaces(from: next.startByte, before: paragraph.upperBound) : next.startByte
            windowLines.removeLast(2)
            lines += windowLines
            shownCount += windowLines.count { !$0.isHangingWhiteSpace }
            if shownCount > enough || start == paragraph.upperBound { return lines }
        }
    }

    /// The first byte from `start` that is not a space or a tab (or `end`).
    private func afterSpaces(from start: Int, before end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// Bytes per window: about eight lines of thin graphemes (a quarter em a byte), within
    /// 64…16,384; a whole paragraph when nothing wraps.
    private func windowLength(font: PangoFontChoice, wrapWidth: Int32) -> Int {
        let lineWidth = CGFloat(wrapWidth) / pangoScale
        guard lineWidth < Self.longestLine else { return Int.max / 2 }
        let layoutSize = max(font.size / font.reduction, 0.1)
        let bytesPerLine = lineWidth / (0.25 * layoutSize)
        return Int(min(max(8 * bytesPerLine, 64), 16_384))
    }

    /// The byte ranges of the paragraphs, without their separators ("\n", "\r", "\r\n",
    /// U+2029, as Pango splits them).
    private func paragraphRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var separator = 0
            if byte == 0x0A {
                separator = 1
            } else if byte == 0x0D {
                separator = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA9 {
                separator = 3
            }
            if separator > 0 {
                ranges.append(start..<index)
                index += separator
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// The lines of one layout of `range`, with their start bytes counted in the whole text.
    private func layOut(
        _ range: Range<Int>, font: PangoFontChoice, wrapWidth: Int32, direction: PangoDirection?, fallback: PangoDirection
    ) -> [SetLine] {
        let layout = session.makeLayout(
            bytes[range], font: font, wrapWidth: wrapWidth, direction: direction, fallback: fallback,
            singleParagraph: false, in: session.measuringContext, spans: spans, mapping: SpanMapping.from(range.lowerBound, length: range.count))
        defer { cpc_unref(UnsafeMutableRawPointer(layout)) }
        return readLines(of: layout, font: font, offset: range.lowerBound)
    }

    /// Bytes per window when looking for a grapheme wider than the line.
    static let graphemeCheckWindow = 2048

    /// Whether some grapheme alone is wider than `width`, so that wrapping cannot help. Checked
    /// before wrapping only for texts over 256 bytes at widths under four ems, where Pango
    /// would otherwise set one grapheme a line, reshaping the rest of the text at each. Graphemes are measured in
    /// unwrapped windows of the text (a cut splits at most the grapheme it falls in, which the
    /// next window measures whole).
    private func someGraphemeIsWider(than width: CGFloat, font: PangoFontChoice) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = scalarBoundary(atMost: start + Self.graphemeCheckWindow)
            if end <= start { end = bytes.count }
            let layout = session.makeLayout(
                bytes[start..<end], font: font, wrapWidth: nil, direction: nil, fallback: fallbackDirection,
                singleParagraph: false, in: session.measuringContext, spans: spans, mapping: SpanMapping.from(start, length: end - start))
            defer { cpc_unref(UnsafeMutableRawPointer(layout)) }
            let iterator = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iterator) }
            var widest: Int32 = 0
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
                widest = max(widest, logical.width)
            } while pango_layout_iter_next_cluster(iterator) != 0
            if font.points(widest) + max(font.tracking, 0) > width + Self.tolerance { return true }
            // The window's last grapheme may have been cut: start the next window before it.
            start = end == bytes.count ? end : max(scalarBoundary(atMost: end - 16), start + 1)
        }
        return false
    }

    /// The largest length no more than `length` that ends between Unicode scalars.
    private func scalarBoundary(atMost length: Int) -> Int {
        var end = min(length, bytes.count)
        while end < bytes.count && end > 0 && bytes[end] & 0b1100_0000 == 0b1000_0000 { end -= 1 }
        return end
    }

    /// Every line of `layout`: its text without trailing white space, the width of that text
    /// plus tracking, and its direction. White space at the end of a line hangs past the edge
    /// in `Text` instead of taking room of its own: where Pango broke a run of spaces wider
    /// than the width, the spaces at the start of the next line are dropped, and a line left
    /// with nothing is marked to be left out (see `isHangingWhiteSpace`).
    private func readLines(of layout: OpaquePointer, font: PangoFontChoice, offset: Int) -> [SetLine] {
        var lines: [SetLine] = []
        let text = pango_layout_get_text(layout)!
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            let startsParagraph = line.pointee.is_paragraph_start != 0
            var read = Self.read(line, text: text, font: font, dropsLeadingSpaces: !startsParagraph)
            read.startByte += offset
            if !spans.isEmpty { read.mapping = SpanMapping.from(read.startByte, length: read.text.utf8.count) }
            read.isHangingWhiteSpace = Self.isHangingWhiteSpace(read, startsParagraph: startsParagraph)
            lines.append(read)
            node = current.pointee.next
        }
        return lines
    }

    /// Whether a line is only the white space wrapped off the end of the line before it: it
    /// does not start a paragraph and shows nothing. (An empty paragraph, "\n\n", starts one
    /// and keeps its line.)
    static func isHangingWhiteSpace(_ line: SetLine, startsParagraph: Bool) -> Bool {
        !startsParagraph && line.text.isEmpty
    }

    /// One line of a layout whose text is `text`.
    static func read(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>, font: PangoFontChoice, dropsLeadingSpaces: Bool = false
    ) -> SetLine {
        var start = Int(line.pointee.start_index)
        var length = Int(line.pointee.length)
        // Spaces wrapped to the start of a line hang at the end of the line before.
        while dropsLeadingSpaces, length > 0, text[start] == 0x20 || text[start] == 0x09 {
            start += 1
            length -= 1
        }
        let raw = UnsafeRawBufferPointer(start: UnsafeRawPointer(text + start), count: length)
        let full = String(decoding: raw, as: UTF8.self)
        let trimmed = trimmingTrailingWhitespace(full)
        let trimmedLength = trimmed.utf8.count
        var width: CGFloat = 0
        if trimmedLength > 0 {
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(start), Int32(start + trimmedLength), &ranges, &count)
            if let ranges, count > 0 {
                var low = Int32.max, high = Int32.min
                for index in 0..<Int(count) {
                    low = min(low, ranges[2 * index])
                    high = max(high, ranges[2 * index + 1])
                }
                // The span in Int: 493 tabs at a million points overflow Int32's subtraction.
                width = max(font.points(Int(high) - Int(low)) + font.tracking, 0)
            }
            g_free(ranges)
            if font.tracking < 0 {
                width = signedWidth(of: line, text: text, from: start, to: start + trimmedLength, font: font)
            }
        }
        return SetLine(
            startByte: start, text: trimmed, width: width,
            isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue)
    }

    /// The width of bytes `start..<end` of `line` under negative tracking: the sum of their
    /// characters' advances (each with its share of the tracking, as Pango sets it), plus the
    /// tracking after the last grapheme, at least 0. (The span of the glyphs, which `read`
    /// measures otherwise, grows again once the tracking outweighs the advances and the glyphs
    /// run backwards: "Hello world" at −20 was 90 points wide, at −100 770; as `Text` adds
    /// tracking, they are 0 wide.)
    static func signedWidth(
        of line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>, from start: Int, to end: Int, font: PangoFontChoice
    ) -> CGFloat {
        var advance = 0
        var run = line.pointee.runs
        while let node = run {
            run = node.pointee.next
            let glyphItem = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            guard let item = glyphItem.item, let glyphs = glyphItem.glyphs else { continue }
            let offset = Int(item.pointee.offset)
            let length = Int(item.pointee.length)
            // Each character's byte position, and the advance Pango gives it.
            var characterStarts: [Int] = []
            for index in offset..<(offset + length) where UInt8(bitPattern: text[index]) & 0b1100_0000 != 0b1000_0000 {
                characterStarts.append(index)
            }
            guard !characterStarts.isEmpty else { continue }
            var widths = [Int32](repeating: 0, count: characterStarts.count)
            pango_glyph_string_get_logical_widths(glyphs, text + offset, Int32(length), Int32(item.pointee.analysis.level), &widths)
            for (index, position) in characterStarts.enumerated() where position >= start && position < end {
                advance += Int(widths[index])
            }
        }
        return max(CGFloat(advance) / pangoScale * font.reduction + font.tracking, 0)
    }

    /// `text` without the white space (and line separators) at its end.
    static func trimmingTrailingWhitespace(_ text: String) -> String {
        guard let last = text.last, last.isWhitespace else { return text }
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[..<end])
    }

    // MARK: 4. Shrinking

    /// How many lines the line limit and the proposed height allow at these metrics (at least 1).
    func maximumLines(_ metrics: FontLineMetrics) -> Int {
        let limit = request.options.lineLimit ?? Int.max
        guard let height = request.height else { return limit }
        let spacing = request.options.lineSpacing
        let ratio = ((height + spacing) / (metrics.lineHeight + spacing) + 1e-6).rounded(.down)
        // NaN (a zero or infinite line height from degenerate metrics) allows one line.
        let byHeight = ratio.isNaN ? 1 : ratio >= 1_000_000_000 ? 1_000_000_000 : Int(max(ratio, 0))
        return max(1, min(limit, byHeight))
    }

    /// Whether the lines show whole: not clipped, and no more of them than fit.
    func fits(_ wrapped: WrappedText) -> Bool {
        !wrapped.isClipped && wrapped.lines.count <= maximumLines(wrapped.metrics)
            && (request.options.minimumScaleFactor >= 1 || !breaksInsideAWord(wrapped))
    }

    /// Whether a line of `wrapped` starts inside a word: after a letter or digit, at a letter
    /// or digit, with no break opportunity between (scripts written without spaces — Han,
    /// kana, Hangul, Thai — break between letters and are not counted).
    func breaksInsideAWord(_ wrapped: WrappedText) -> Bool {
        wrapped.lines.dropFirst().contains { line in
            let start = line.startByte
            guard start > 0, start < bytes.count else { return false }
            guard let after = String(decoding: bytes[start...].prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
            var lead = start - 1
            while lead > 0 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard let before = String(decoding: bytes[lead..<start], as: UTF8.self).unicodeScalars.first else { return false }
            return Self.isWordLetter(before) && Self.isWordLetter(after)
        }
    }

    /// A letter or digit of a script that separates words with spaces.
    static func isWordLetter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return false }
        if properties.isIdeographic { return false }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0xAC00...0xD7AF: return false
        default: return true
        }
    }

    /// The largest scale in `minimumScaleFactor`…1 at which the lines fit (to a thousandth),
    /// or `minimumScaleFactor` when none does.
    private func largestFittingScale() -> CGFloat {
        var low = request.options.minimumScaleFactor
        var high: CGFloat = 1
        guard fits(wrap(at: low)) else { return low }
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(wrap(at: middle)) { low = middle } else { high = middle }
        }
        return low
    }

    // MARK: 5. Truncation

    /// The lines shown: all of them when they fit, else those that fit with the last one
    /// truncated.
    func truncate(_ wrapped: WrappedText) -> [SetLine] {
        let limit = maximumLines(wrapped.metrics)
        guard wrapped.lines.count > limit else { return wrapped.lines }
        let start = wrapped.lines[limit - 1].startByte
        let rest = String(decoding: bytes[start...], as: UTF8.self)
        let leftover = Array(String(rest.map { $0.isNewline ? " " : $0 }))
        let last = truncated(leftover, from: start, font: wrapped.font, hint: wrapped.lines[limit - 1].text.count)
        return Array(wrapped.lines[0..<(limit - 1)]) + [last]
    }

    /// `leftover` cut with "…" where the truncation mode says, keeping as many graphemes as fit
    /// the width (at least one cut). `hint` is about how many fit: where the search starts.
    private func truncated(_ leftover: [Character], from start: Int, font: PangoFontChoice, hint: Int) -> SetLine {
        let mostKept = max(leftover.count - 1, 0)
        guard let width = request.width else {
            var line = singleLine(candidate(leftover, from: start, keeping: mostKept), font: font)
            line.isTruncated = true
            return line
        }
        var cache: [Int: SetLine] = [:]
        func attempt(_ kept: Int) -> SetLine {
            if let known = cache[kept] { return known }
            let line = singleLine(candidate(leftover, from: start, keeping: kept), font: font)
            cache[kept] = line
            return line
        }
        func fits(_ kept: Int) -> Bool { attempt(kept).width <= width + Self.tolerance }
        // Grow from the hint until a count does not fit, then bisect: widths grow with the count.
        var low = 0
        var high = mostKept + 1
        var probe = min(max(hint, 1), mostKept)
        while probe > low {
            if fits(probe) {
                low = probe
                probe = min(probe * 2, mostKept)
            } else {
                high = probe
                break
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        var line = attempt(low)
        line.isTruncated = true
        return line
    }

    /// The text shown when `kept` graphemes of `leftover` (the text from byte `start` on) are
    /// kept around the ellipsis, with the bytes of the text its parts stand for.
    private func candidate(_ leftover: [Character], from start: Int, keeping kept: Int) -> (text: String, mapping: [SpanMapping]) {
        let ellipsis = "…"
        let ellipsisLength = ellipsis.utf8.count
        switch request.options.truncationMode {
        case .tail:
            let front = Self.trimmingTrailingWhitespace(String(leftover[0..<kept]))
            return (front + ellipsis, SpanMapping.from(start, length: front.utf8.count))
        case .head:
            let back = String(leftover[(leftover.count - kept)...])
            let length = back.utf8.count
            return (ellipsis + back, [SpanMapping(layoutStart: ellipsisLength, textStart: bytes.count - length, length: length)])
        case .middle:
            let frontCount = (kept + 1) / 2
            let front = Self.trimmingTrailingWhitespace(String(leftover[0..<frontCount]))
            let back = String(leftover[(leftover.count - (kept - frontCount))...])
            let frontLength = front.utf8.count
            let backLength = back.utf8.count
            return (front + ellipsis + back, [
                SpanMapping(layoutStart: 0, textStart: start, length: frontLength),
                SpanMapping(layoutStart: frontLength + ellipsisLength, textStart: bytes.count - backLength, length: backLength),
            ])
        }
    }

    /// `candidate` set on one line, measured as a wrapped line is.
    func singleLine(_ candidate: (text: String, mapping: [SpanMapping]), font: PangoFontChoice) -> SetLine {
        let layout = session.makeLayout(
            ArraySlice(candidate.text.utf8), font: font, wrapWidth: nil, direction: nil, fallback: fallbackDirection,
            singleParagraph: true, in: session.measuringContext, spans: spans, mapping: candidate.mapping)
        defer { cpc_unref(UnsafeMutableRawPointer(layout)) }
        let line = pango_layout_get_line_readonly(layout, 0)!
        var read = Self.read(line, text: pango_layout_get_text(layout)!, font: font)
        read.mapping = candidate.mapping
        return read
    }

    // MARK: 6. Report

    /// The measurement of `shown`, set at `scale`.
    private func report(_ shown: [SetLine], wrapped: WrappedText, scale: CGFloat) -> SetText {
        let options = request.options
        let metrics = wrapped.metrics
        let spacing = options.lineSpacing
        let widest = shown.map(\.width).max() ?? 0
        var count = max(shown.count, 1)
        if options.reservesSpace, let limit = options.lineLimit { count = max(count, min(limit, 10_000)) }
        count = max(count, options.minimumLines)
        let height = CGFloat(count) * metrics.lineHeight + CGFloat(count - 1) * spacing
        let lastBaseline = metrics.ascent + CGFloat(max(shown.count, 1) - 1) * (metrics.lineHeight + spacing)
        let measurement = TextMeasurement(
            size: CGSize(width: request.width.map { min(widest, $0) } ?? widest, height: height),
            firstBaseline: metrics.ascent, lastBaseline: lastBaseline,
            lines: shown.map { TextLine(text: $0.text, width: $0.width, isTruncated: $0.isTruncated) },
            fontScale: scale)
        return SetText(
            measurement: measurement, isRightToLeft: shown.map(\.isRightToLeft), font: wrapped.font,
            lineMetrics: metrics, lineSpacing: spacing,
            isClipped: request.width.map { widest > $0 + Self.tolerance } ?? false,
            spans: spans, lineMappings: spans.isEmpty ? [] : shown.map(\.mapping))
    }
}
