// Bad input gets a defined answer, quickly: NaN, negative and infinite proposals and sizes,
// empty and newline-only strings, NUL characters, 100,000-character strings.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: bad input")
struct RobustnessTests {
    let ideal = set("Hello", width: nil)

    @Test func nanAndInfiniteProposalsCountAsUnspecified() {
        #expect(set("Hello", width: .nan) == ideal)
        #expect(set("Hello", width: .infinity) == ideal)
        #expect(set("Hello", width: nil, height: .nan) == ideal)
        #expect(set("Hello", width: .infinity, height: .infinity) == ideal)
        #expect(set("Hello", width: -.infinity) == ideal)
    }

    @Test func negativeProposalsCountAsZero() {
        #expect(set("Hello", width: -5) == set("Hello", width: 0))
        #expect(set("Hello", width: -5).size == CGSize(width: 0, height: bodyLineHeight))
        #expect(set("Hello", width: -5, height: -5).size == .zero)
        #expect(set("Hello", width: 100, height: -5).size.height == bodyLineHeight)
    }

    @Test func badFontSizesAreBroughtIntoRange() {
        #expect(set("Hello", width: nil, TextLayoutOptions(font: .system(size: .nan))) == ideal)
        #expect(set("Hello", width: nil, TextLayoutOptions(font: .system(size: -3))) == ideal)
        #expect(set("Hello", width: nil, TextLayoutOptions(font: .system(size: 0))) == ideal)
        let huge = set("Hello", width: nil, TextLayoutOptions(font: .system(size: 1e9))).size
        #expect(huge == set("Hello", width: nil, TextLayoutOptions(font: .system(size: .infinity))).size)
        #expect(close(huge.width, ideal.size.width * 10_000 / 17, within: 1))
        let tiny = set("Hello", width: nil, TextLayoutOptions(font: .system(size: 1e-9))).size
        #expect(tiny.width > 0 && tiny.width < 1)
    }

    @Test func badOptionsAreBroughtIntoRange() {
        #expect(set("Hello", width: nil, TextLayoutOptions(tracking: .nan)) == ideal)
        #expect(set("Hello", width: nil, TextLayoutOptions(lineSpacing: .nan)) == ideal)
        #expect(set("Hello", width: nil, TextLayoutOptions(minimumScaleFactor: .nan)) == ideal)
        #expect(set("a b", width: 5, TextLayoutOptions(lineLimit: 0)).lines.count == 1)
        #expect(set("a b", width: 5, TextLayoutOptions(lineLimit: -4)).lines.count == 1)
        #expect(set("Hello", width: nil, TextLayoutOptions(minimumLines: .max)).size.height == 10_000 * bodyLineHeight)
        #expect(set("Hello", width: nil, TextLayoutOptions(lineSpacing: -10)).size == ideal.size)
        let hugeTracking = set("Hello", width: nil, TextLayoutOptions(tracking: 1e12)).size.width
        #expect(hugeTracking.isFinite && hugeTracking > 0)
    }

    @Test func emptyAndNewlineOnlyStringsTakeTheirLines() {
        let empty = set("", width: nil)
        #expect(empty.size == CGSize(width: 0, height: bodyLineHeight))
        #expect(empty.lines.map(\.text) == [""])
        #expect(empty.firstBaseline == bodyAscent)
        let newlines = set("\n\n", width: 100)
        #expect(newlines.size == CGSize(width: 0, height: 3 * bodyLineHeight))
        #expect(newlines.lines.map(\.text) == ["", "", ""])
        #expect(set("\r\n", width: nil).lines.count == 2)
        #expect(set("   ", width: nil).size.width == 0)
    }

    @Test func nulCharactersDoNotCutTheText() {
        let m = set("ab\u{0}cd", width: nil)
        #expect(m.lines.map(\.text) == ["ab\u{FFFD}cd"])
        #expect(m.size.width > set("abcd", width: nil).size.width)
    }

    @Test func hundredThousandCharacterStringsGiveDefinedResults() {
        let long = String(repeating: "lorem ipsum dolor sit amet ", count: 3_704)
        #expect(long.count >= 100_000)
        let limited = set(long, width: 300, TextLayoutOptions(lineLimit: 2))
        #expect(limited.lines.count == 2)
        #expect(limited.isTruncated)
        #expect(limited.size.width <= 300)
        let wrapped = set(long, width: 300)
        #expect(wrapped.lines.count > 2_000)
        #expect(wrapped.lines.allSatisfy { $0.width <= 300 })
        #expect(wrapped.size.height == CGFloat(wrapped.lines.count) * bodyLineHeight)
        let single = set(long, width: nil)
        #expect(single.lines.count == 1)
        #expect(single.size.width > 800_000 && single.size.width < 1_000_000)
        let head = set(long, width: 300, height: 100, TextLayoutOptions(truncationMode: .head))
        #expect(head.lines.count == 4)
        #expect(head.lines.last?.text.hasPrefix("…") == true)
    }

    @Test func longParagraphsInHugeFontsDoNotOverflowPango() {
        let long = String(repeating: "lorem ipsum dolor sit amet ", count: 3_704)
        let body = set(long, width: nil).size.width
        let huge = set(long, width: nil, TextLayoutOptions(font: .system(size: 10_000))).size.width
        // Pango's widths are 32-bit 1/1024 points; this line is 500 million points long.
        #expect(huge > 0 && huge.isFinite)
        #expect(close(huge / body, 10_000 / 17, within: 1))
        let clipped = set(long, width: 300, height: 100, TextLayoutOptions(font: .system(size: 10_000), truncationMode: .middle))
        #expect(clipped.size.width == 300)
        #expect(clipped.lines.count == 1)
    }

    @Test func drawingIntoANonFiniteFrameDrawsNothing() {
        let canvas = drawing("Hello", frame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 30))
        #expect(canvas.inkBounds == nil)
        let infinite = drawing("Hello", frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 30))
        #expect(infinite.inkBounds == nil)
    }

    @Test func negativeTrackingNarrowsTextDownToZeroWidth() {
        // Tracking is added after every grapheme: "Hello world" (11) at −t is 90.02 − 11 t wide,
        // never less than 0. It was measured by the glyphs' span, which grows again once they
        // run backwards (−20 gave 90, −100 gave 770), and −1,000,000 overflowed into two lines.
        let natural = set("Hello world", width: nil).size.width
        for tracking in [-1, -5, -8] as [CGFloat] {
            #expect(close(set("Hello world", width: nil, TextLayoutOptions(tracking: tracking)).size.width, natural + 11 * tracking))
        }
        var previous = natural
        for tracking in [-1, -5, -8, -9, -20, -100, -10_000, -1_000_000] as [CGFloat] {
            let m = set("Hello world", width: 100, TextLayoutOptions(tracking: tracking))
            #expect(m.size.width <= previous && m.size.width >= 0, "tracking \(tracking): \(m.size)")
            #expect(m.lines.count == 1, "tracking \(tracking)")
            previous = m.size.width
        }
        #expect(set("Hello world", width: 100, TextLayoutOptions(tracking: -20)).size.width == 0)
        // Right-to-left and mixed lines narrow the same way.
        for text in ["שלום עולם", "مرحبا بالعالم", "שלום abc"] {
            let natural = set(text, width: nil).size.width
            let count = CGFloat(text.count)
            #expect(close(set(text, width: nil, TextLayoutOptions(tracking: -2)).size.width, natural - 2 * count), "\(text)")
            #expect(set(text, width: nil, TextLayoutOptions(tracking: -100)).size.width == 0, "\(text)")
        }
    }

    @Test func whiteSpaceWiderThanTheLineHangsInsteadOfTakingLinesOfItsOwn() {
        // Spaces at the end of a line hang past the edge, as in Text: no blank lines between
        // the words, and white space alone is one line.
        let words = set("a    b", width: 12)
        #expect(words.lines.map(\.text) == ["a", "b"])
        #expect(words.size.height == 2 * bodyLineHeight)
        #expect(set("   ", width: 0).size == CGSize(width: 0, height: bodyLineHeight))
        #expect(set("   ", width: 3).lines.count == 1)
        // Empty paragraphs still take their lines.
        #expect(set("a\n\nb", width: 0).lines.map(\.text) == ["a", "", "b"])
        // Long texts, laid out in windows, agree.
        let long = String(repeating: "ab" + String(repeating: " ", count: 40), count: 100)
        let (windowed, whole) = WindowedLayoutTests().bothWays(long, width: 30)
        #expect(windowed.measurement.lines.count == 100)
        #expect(windowed.measurement == whole.measurement)
        let spaces = String(repeating: " ", count: 300)
        for text in [spaces + "x", "a" + spaces + "b", "a" + spaces, spaces, "ab cd" + spaces + "ef gh" + spaces + "ij"] {
            for width in [0, 10, 25] as [CGFloat] {
                let (windowed, whole) = WindowedLayoutTests().bothWays(text, width: width)
                #expect(windowed.measurement == whole.measurement, "\(text.count) characters at \(width)")
            }
        }
    }

    @Test func aHundredThousandSpacesWrapInLinearTime() {
        // Windows advanced by the lines shown, so runs of spaces (all hanging) made every
        // window double until one layout held them all: 270 seconds.
        let m = set(String(repeating: " ", count: 100_000) + "x", width: 10)
        #expect(m.lines.map(\.text) == ["", "x"])
    }
}

@Suite("PangoTextMetrics: long texts in windows")
struct WindowedLayoutTests {
    /// The lines of `text` set with and without windows.
    func bothWays(_ text: String, width: CGFloat?, _ options: TextLayoutOptions = TextLayoutOptions()) -> (windowed: SetText, whole: SetText) {
        let request = TextRequest(text, options: options, proposal: ProposedViewSize(width: width, height: nil))
        let engine = PangoTextEngine.standard
        let windowed = engine.withSession { TextSetter(session: $0, request: request, fonts: .standard, windowedTextLength: 64).set() }
        let whole = engine.withSession { TextSetter(session: $0, request: request, fonts: .standard, windowedTextLength: .max).set() }
        return (windowed, whole)
    }

    @Test(arguments: [300, 120, 40] as [CGFloat])
    func windowsBreakLinesExactlyAsOneLayoutDoes(width: CGFloat) {
        let paragraphs = [
            "Settings and notifications for every account you have, with a word like Supercalifragilisticexpialidocious in it.",
            "알림 설정을 바꾸면 모든 기기에 적용됩니다. 짧음",
            "مرحبا بالعالم، هذا نص عربي طويل بما يكفي ليلتف على عدة أسطر",
            String(repeating: "x", count: 400),
            "",
            "123 456",
        ]
        let text = (paragraphs + paragraphs).joined(separator: "\n")
        let (windowed, whole) = bothWays(text, width: width)
        #expect(windowed.measurement.lines.count > 20)
        #expect(windowed.measurement == whole.measurement)
        #expect(windowed.isRightToLeft == whole.isRightToLeft)
    }

    @Test func windowsStopEarlyUnderALineLimitAndTruncateAlike() {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 200)
        let (windowed, whole) = bothWays(text, width: 200, TextLayoutOptions(lineLimit: 3))
        #expect(windowed.measurement.lines.count == 3)
        #expect(windowed.measurement == whole.measurement)
    }

    @Test func oneGraphemeALineIsNotQuadratic() {
        // 100,000 graphemes of one word at a width of two of them: 50,000 lines.
        let word = String(repeating: "a", count: 100_000)
        let m = set(word, width: 20)
        #expect(m.lines.count == 50_000)
        #expect(m.lines.allSatisfy { $0.width <= 20 })
        // Narrower than one grapheme: clipped on one line.
        #expect(set(word, width: 5).size == CGSize(width: 5, height: bodyLineHeight))
    }
}
