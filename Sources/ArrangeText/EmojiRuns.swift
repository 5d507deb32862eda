/// Where emoji are in a text, so they are set in the emoji font as iOS sets every emoji in Apple
/// Color Emoji: fontconfig's fallback order would otherwise give some of them the outlines of a
/// text font that also has them (DejaVu Sans has 😀, Inter has ❤).
///
/// An emoji here is a run of scalars that starts with one shown as emoji by default
/// (`Emoji_Presentation`: 😀, 🎉, the regional indicators of flags), or with any emoji
/// character followed by the emoji variation selector U+FE0F (❤️) or the keycap mark U+20E3
/// (1️⃣), and goes on through the joiners, modifiers, selectors and tags of its sequence
/// (👨‍👩‍👧, 👍🏽, 🏴󠁧󠁢󠁳󠁣󠁴󠁿). A character followed by U+FE0E (☀︎) keeps the text font, as on iOS.
enum EmojiRuns {
    /// The byte ranges of the emoji in `bytes`, from the start of `bytes`.
    static func byteRanges(in bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        guard !UTF8Scalars.isASCII(bytes) else { return [] }
        let scalars = Array(UTF8Scalars(bytes))
        var ranges: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            let (scalar, offset, _) = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1].scalar.value : nil
            let startsEmoji = scalar.properties.isEmojiPresentation
                ? next != 0xFE0E
                : scalar.properties.isEmoji && (next == 0xFE0F || next == 0x20E3)
            guard startsEmoji else {
                index += 1
                continue
            }
            var end = index + 1
            // A flag is a pair of regional indicators; a third starts the next flag.
            if isRegionalIndicator(scalar), end < scalars.count, isRegionalIndicator(scalars[end].scalar) { end += 1 }
            while end < scalars.count {
                if continuesSequence(scalars[end].scalar) {
                    end += 1
                } else if scalars[end - 1].scalar.value == 0x200D, scalars[end].scalar.properties.isEmoji {
                    end += 1
                } else {
                    break
                }
            }
            let last = scalars[end - 1]
            ranges.append(offset..<(last.offset + last.length))
            index = end
        }
        return ranges
    }

    /// Whether `scalar` goes on the emoji sequence before it: a joiner, a selector, the keycap
    /// mark, a tag, a skin-tone modifier (a joined emoji follows its joiner, below).
    private static func continuesSequence(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x20E3, 0xE0020...0xE007F, 0x1F3FB...0x1F3FF: true
        default: false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }
}
