// Line limits, proposed heights, truncation at the tail, head and middle, and shrinking per
// minimumScaleFactor before truncating.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: limits and truncation")
struct TruncationTests {
    @Test func truncationModesCutWhereTheySayAndFitTheWidth() {
        var options = TextLayoutOptions(lineLimit: 1)
        let tail = set("Hello, World!", width: 60, options)
        #expect(tail.lines.map(\.text) == ["Hello,…"])
        #expect(close(tail.size.width, 59.401))
        options.truncationMode = .head
        let head = set("Hello, World!", width: 60, options)
        #expect(head.lines.map(\.text) == ["…orld!"])
        #expect(close(head.size.width, 49.744))
        options.truncationMode = .middle
        let middle = set("Hello, World!", width: 60, options)
        #expect(middle.lines.map(\.text) == ["Hel…ld!"])
        #expect(close(middle.size.width, 59.789))
        for m in [tail, head, middle] {
            #expect(m.size.width <= 60)
            #expect(m.isTruncated)
            #expect(m.size.height == bodyLineHeight)
        }
    }

    @Test func theTruncatedLineKeepsAsManyGraphemesAsFit() {
        // One more grapheme than shown does not fit.
        let tail = set("Hello, World!", width: 60, TextLayoutOptions(lineLimit: 1))
        #expect(set("Hello, …", width: nil).size.width > 60)
        #expect(tail.lines[0].width == set("Hello,…", width: nil).size.width)
    }

    @Test func aProposedHeightLimitsTheLines() {
        let m = set("Hello world again", width: 100, height: bodyLineHeight)
        #expect(m.lines.map(\.text) == ["Hello worl…"])
        #expect(close(m.size.width, 93.426))
        // Two lines' height holds two lines; a hair less holds one.
        #expect(set("Hello world again", width: 80, height: 2 * bodyLineHeight).lines.map(\.text) == ["Hello", "world a…"])
        #expect(set("Hello world again", width: 80, height: 2 * bodyLineHeight - 0.1).lines.count == 1)
    }

    @Test func lineLimitCapsTheLinesWhateverTheHeight() {
        let m = set("one two three four five", width: 95, height: 500, TextLayoutOptions(lineLimit: 2))
        #expect(m.lines.map(\.text) == ["one two", "three four…"])
        #expect(m.size.height == 2 * bodyLineHeight)
        #expect(m.lastBaseline == bodyAscent + bodyLineHeight)
        #expect(m.lines[0].isTruncated == false)
        #expect(m.lines[1].isTruncated)
    }

    @Test func moreParagraphsThanTheLimitJoinIntoTheTruncatedLine() {
        let m = set("one\ntwo", width: nil, TextLayoutOptions(lineLimit: 1))
        #expect(m.lines.map(\.text) == ["one tw…"])
        let empty = set("\n\n\n", width: nil, TextLayoutOptions(lineLimit: 1))
        #expect(empty.lines.map(\.text) == ["…"])
    }

    @Test func reservesSpaceTakesTheHeightOfTheLimit() {
        let options = TextLayoutOptions(lineLimit: 3, reservesSpace: true)
        let m = set("short", width: 200, options)
        #expect(m.size == CGSize(width: set("short", width: nil).size.width, height: 3 * bodyLineHeight))
        #expect(m.lines.count == 1)
        #expect(m.lastBaseline == bodyAscent)
        // Without reservesSpace a short text takes one line.
        #expect(set("short", width: 200, TextLayoutOptions(lineLimit: 3)).size.height == bodyLineHeight)
    }

    @Test func lineLimitRangesTakeAtLeastTheLowerBound() {
        // lineLimit(2...4)
        let range = TextLayoutOptions(lineLimit: 4, minimumLines: 2)
        #expect(set("short", width: 200, range).size.height == 2 * bodyLineHeight)
        let long = set("one two three four five six seven eight nine ten", width: 60, range)
        #expect(long.lines.count == 4)
        #expect(long.size.height == 4 * bodyLineHeight)
        #expect(long.isTruncated)
        // lineLimit(3...)
        let atLeast = TextLayoutOptions(lineLimit: nil, minimumLines: 3)
        #expect(set("short", width: 200, atLeast).size.height == 3 * bodyLineHeight)
        #expect(set("one two three four five six seven eight nine ten", width: 60, atLeast).lines.count > 4)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let options = TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let m = set("Hello, World!", width: 80, options)
        #expect(!m.isTruncated)
        #expect(m.lines.map(\.text) == ["Hello, World!"])
        #expect(m.fontScale < 1 && m.fontScale >= 0.5)
        #expect(close(m.fontScale, 80 / 101.274, within: 0.002))
        #expect(m.size.width <= 80)
        #expect(close(m.size.height, bodyLineHeight * m.fontScale, within: 0.01))
        #expect(close(m.firstBaseline, bodyAscent * m.fontScale, within: 0.01))
        // Too narrow even at half size: shrinks all the way, then truncates.
        let tooNarrow = set("Hello, World!", width: 30, options)
        #expect(tooNarrow.isTruncated)
        #expect(tooNarrow.fontScale == 0.5)
        #expect(tooNarrow.lines.map(\.text) == ["Hello,…"])
        #expect(tooNarrow.size.width <= 30)
        // Text that fits does not shrink.
        #expect(set("Hello", width: 80, options).fontScale == 1)
    }

    @Test func minimumScaleFactorAlsoShrinksToFitAHeight() {
        let options = TextLayoutOptions(minimumScaleFactor: 0.5)
        let m = set("Hello world again", width: 80, height: 2 * bodyLineHeight, options)
        #expect(m.fontScale < 1)
        #expect(!m.isTruncated)
        #expect(m.lines.count == 2)
        #expect(m.size.height <= 2 * bodyLineHeight)
    }

    /// A word wider than its square at 80 points with `minimumScaleFactor(0.1)` shrinks to fit
    /// whole on one line (Stanford's CodeBreaker "Guess" button), where without scaling allowed
    /// it breaks inside the word; words broken between are not counted (only between lines).
    @Test func aScaleFactorShrinksAWordRatherThanBreakingIt() {
        let big = TextLayoutOptions(font: .system(size: 80), minimumScaleFactor: 0.1)
        let fitted = set("Guess", width: 55, height: 55, big)
        #expect(fitted.lines.map(\.text) == ["Guess"])
        #expect(fitted.fontScale < 0.4 && fitted.fontScale >= 0.1, "\(fitted.fontScale)")
        #expect(fitted.size.width <= 55)
        let broken = set("Guess", width: 100, height: 400, TextLayoutOptions(font: .system(size: 80)))
        #expect(broken.lines.count > 1)
        #expect(broken.fontScale == 1)
        // Two words that wrap between them at full size keep doing so.
        let two = set("Hello world again", width: 80, height: 10 * bodyLineHeight, TextLayoutOptions(minimumScaleFactor: 0.5))
        #expect(two.fontScale == 1 && two.lines.count > 1)
    }

    @Test func truncationWithoutAProposedWidthCutsOneGrapheme() {
        let m = set("one\ntwo", width: nil, TextLayoutOptions(lineLimit: 1, truncationMode: .head))
        #expect(m.lines.map(\.text) == ["…ne two"])
    }
}
