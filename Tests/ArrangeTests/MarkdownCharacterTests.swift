import Foundation
import Testing

@testable import Arrange

@Suite("Markdown characters: found by bytes in ASCII text, by characters in any other")
struct MarkdownCharacterTests {
    @Test func asciiTextIsReadByteByByte() {
        #expect(!InlineMarkdown.containsMarkdownCharacter("Level 12 text"))
        #expect(!InlineMarkdown.containsMarkdownCharacter(""))
        #expect(!InlineMarkdown.containsMarkdownCharacter("line\r\nbreak"))
        for character in ["*", "_", "~", "`", "[", "]", "\\"] {
            #expect(InlineMarkdown.containsMarkdownCharacter("a\(character)b"), "\(character)")
        }
    }

    @Test func otherTextIsReadByCharactersAsTheSetComparesThem() {
        #expect(InlineMarkdown.containsMarkdownCharacter("é*"))
        #expect(!InlineMarkdown.containsMarkdownCharacter("알림 설정"))
        // An asterisk with a combining accent is another character: not Markdown.
        #expect(!InlineMarkdown.containsMarkdownCharacter("*\u{301}"))
        // U+1FEF (Greek varia) is canonically a backtick: Markdown, though no byte is one.
        #expect(InlineMarkdown.containsMarkdownCharacter("a\u{1FEF}b"))
    }

    @Test func plainAndMarkdownTextsRunAsBefore() {
        #expect(InlineMarkdown.runs("Level 12 text").map(\.text) == ["Level 12 text"])
        #expect(InlineMarkdown.runs("a **bold** b").map(\.text) == ["a ", "bold", " b"])
        #expect(InlineMarkdown.escaped("a*b") == "a\\*b")
        #expect(InlineMarkdown.escaped("plain") == "plain")
    }
}
