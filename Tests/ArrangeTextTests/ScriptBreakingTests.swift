// Emoji in the emoji font and Korean words kept whole when text wraps, as iOS sets them.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("Emoji runs and Korean words")
struct ScriptBreakingTests {
    static func ranges(_ text: String, _ finder: (ArraySlice<UInt8>) -> [Range<Int>]) -> [String] {
        let bytes = Array(text.utf8)
        return finder(bytes[...]).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func emojiRunsCoverWholeSequencesAndLeaveTextPresentationAlone() {
        #expect(Self.ranges("a 😀 b ❤️ c ☀︎ 1️⃣ 👨‍👩‍👧 👍🏽 🇰🇷🇺🇸 ✓ ❤", EmojiRuns.byteRanges) == ["😀", "❤️", "1️⃣", "👨‍👩‍👧", "👍🏽", "🇰🇷", "🇺🇸"])
        #expect(EmojiRuns.byteRanges(in: Array("plain ASCII 123 #*".utf8)[...]).isEmpty)
    }

    @Test func hangulWordsAreTheRunsBetweenSpacesThatHoldHangul() {
        #expect(Self.ranges("확인하세요. iOS에서 OK 日本語 가\u{00A0}나", HangulWords.byteRanges) == ["확인하세요.", "iOS에서", "가\u{00A0}나"])
        #expect(HangulWords.byteRanges(in: Array("no Korean here".utf8)[...]).isEmpty)
    }

    /// The line of the example: Pango alone breaks "확인하세" / "요.".
    @Test func koreanWrapsBetweenWordsNotSyllables() {
                let text = "설정을 확인하세요."
        let whole = set("설정을 확인하세요.", width: nil).size.width
        let firstWord = set("설정을", width: nil).size.width
        // Narrower than the whole line but wider than "설정을 확인하세": only the space may break.
        let width = whole - 4
        let lines = set(text, width: width).lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["설정을", "확인하세요."], "\(lines)")
        #expect(firstWord < width)
    }

    @Test func aKoreanWordWiderThanTheLineBreaksBetweenSyllables() {
                let word = "가나다라마바사아자차카타파하"
        let wordWidth = set(word, width: nil).size.width
        let size = set(word, width: wordWidth / 2).size
        #expect(size.width <= wordWidth / 2 + 0.01, "it fits the line: \(size.width) of \(wordWidth / 2)")
        #expect(size.height > set("가", width: nil).size.height * 1.5)
    }

    @Test func japaneseStillBreaksBetweenCharacters() {
                let text = "日本語の文章は文字の間で改行されます"
        let whole = set(text, width: nil).size.width
        let lines = set(text, width: whole * 0.6).lines.map(\.text)
        #expect(lines.count == 2)
        #expect((lines.first?.count ?? 0) > 8, "the first line is filled: \(lines)")
    }

    /// Emoji are measured at their real advance in the emoji font: Noto Color Emoji's glyphs
    /// are 1.275 em wide (2,550 of 2,048 units… its bitmaps are 136 × 128 at 109 ppem), about
    /// as wide as Apple Color Emoji's.
    @Test func emojiAreMeasuredInTheEmojiFont() {
                let one = set("😀", width: nil).size.width
        let two = set("😀😀", width: nil).size.width
        #expect(abs(two - 2 * one) < 0.01)
        #expect(one > 17 && one < 25, "\(one)")
    }
}
