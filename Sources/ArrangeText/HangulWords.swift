/// Korean words (어절) kept whole when text wraps, as iOS sets Hangul
/// (`NSParagraphStyle.LineBreakStrategy.hangulWordPriority`, on by default for `Text`): a line
/// breaks at the spaces between words, and inside a word only when the word alone is wider
/// than the line. Pango follows UAX #14, which allows a break between any two Hangul syllables
/// ("확인하세" / "요."), so each word containing Hangul is marked as allowing no breaks, and the
/// mark is taken off the words wider than the line (`PangoSession.makeLayout`). Words without
/// Hangul (Japanese, Chinese, Latin) keep Pango's breaks.
enum HangulWords {
    /// The byte ranges, from the start of `bytes`, of the words (runs between whitespace) that
    /// contain a Hangul syllable or jamo.
    static func byteRanges(in bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        guard mayContainHangul(bytes) else { return [] }
        var ranges: [Range<Int>] = []
        var wordStart: Int?
        var wordEnd = 0
        var hasHangul = false
        func closeWord() {
            if let start = wordStart, hasHangul { ranges.append(start..<wordEnd) }
            wordStart = nil
            hasHangul = false
        }
        for (scalar, offset, length) in UTF8Scalars(bytes) {
            if isBreakingSpace(scalar) {
                closeWord()
                continue
            }
            if wordStart == nil { wordStart = offset }
            wordEnd = offset + length
            if isHangul(scalar) { hasHangul = true }
        }
        closeWord()
        return ranges
    }

    /// Whether `scalar` is Hangul: a syllable, a jamo or a compatibility jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// Whitespace a line may break at (a no-break space joins words).
    private static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace && scalar.value != 0x00A0 && scalar.value != 0x202F && scalar.value != 0x2007
    }

    /// A cheap first look: Hangul's UTF-8 lead bytes are 0xE1 (jamo), 0xE3 (compatibility
    /// jamo), 0xEA (extended jamo A, syllables) … 0xED (syllables, extended jamo B).
    private static func mayContainHangul(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 == 0xE1 || $0 == 0xE3 || (0xEA...0xED).contains($0) }
    }
}
