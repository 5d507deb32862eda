// Single lines, wrapping, fonts, baselines, Korean and right-to-left text, measured with the
// standard fonts at 72 dpi with unhinted metrics. The recorded widths are what Pango 1.50.12
// with HarfBuzz 6 gives for Inter 4.0 (fonts-inter 4.0~beta7), NanumGothic and DejaVu.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: measuring")
struct MeasurementTests {
    @Test func idealWidthOfHelloWorldAtBodySize() {
        let m = set("Hello, World!", width: nil)
        #expect(close(m.size.width, 101.274))
        #expect(m.size.height == 20.57421875)
        #expect(m.lines.map(\.text) == ["Hello, World!"])
        #expect(m.fontScale == 1)
        #expect(metrics.notes.isEmpty)
    }

    @Test func widthScalesWithThePointSize() {
        let body = set("Hello, World!", width: nil).size
        let double = set("Hello, World!", width: nil, TextLayoutOptions(font: .system(size: 34))).size
        #expect(close(double.width, 2 * body.width))
        #expect(close(double.height, 2 * body.height))
        let largeTitle = set("Hello, World!", width: nil, TextLayoutOptions(font: .largeTitle)).size
        #expect(largeTitle == double)
    }

    @Test func textStylesTakeSwiftUISizes() {
        let body = set("Hello", width: nil).size.width
        let caption = set("Hello", width: nil, TextLayoutOptions(font: .caption)).size.width
        let title = set("Hello", width: nil, TextLayoutOptions(font: .title)).size.width
        #expect(close(caption, body * 12 / 17))
        #expect(close(title, body * 28 / 17))
    }

    @Test func heavierWeightsAreWider() {
        let regular = set("Hello, World!", width: nil).size.width
        let bold = set("Hello, World!", width: nil, TextLayoutOptions(font: .body.bold())).size.width
        let black = set("Hello, World!", width: nil, TextLayoutOptions(font: .system(size: 17, weight: .black))).size.width
        let light = set("Hello, World!", width: nil, TextLayoutOptions(font: .system(size: 17, weight: .light))).size.width
        #expect(close(bold, 105.965))
        #expect(bold > regular)
        #expect(black > bold)
        #expect(light < regular)
        let headline = set("Hello, World!", width: nil, TextLayoutOptions(font: .headline)).size.width
        #expect(headline > regular && headline < bold)
    }

    @Test func italicUsesTheItalicFace() {
        let upright = set("Hello, World!", width: nil).size.width
        let italic = set("Hello, World!", width: nil, TextLayoutOptions(font: .body.italic())).size.width
        #expect(italic != upright)
    }

    @Test func monospacedDesignGivesEveryGraphemeTheSameAdvance() {
        let options = TextLayoutOptions(font: .body.monospaced())
        let narrow = set("iii", width: nil, options).size.width
        let wide = set("WWW", width: nil, options).size.width
        #expect(narrow == wide)
        #expect(close(narrow, 30.706))
        #expect(set("iii", width: nil).size.width < set("WWW", width: nil).size.width)
    }

    @Test func serifDesignUsesDejaVuSerif() {
        let serif = set("Hello, World!", width: nil, TextLayoutOptions(font: .system(size: 17, design: .serif))).size.width
        #expect(serif != set("Hello, World!", width: nil).size.width)
        #expect(metrics.fonts.familyList(for: .system(size: 17, design: .serif)) == "DejaVu Serif,NanumGothic,DejaVu Sans")
        #expect(metrics.fonts.familyList(for: .body) == "Inter,NanumGothic,DejaVu Sans")
    }

    @Test func trackingAddsItsAmountAfterEveryGrapheme() {
        let plain = set("Hello", width: nil).size.width
        let tracked = set("Hello", width: nil, TextLayoutOptions(tracking: 2)).size.width
        #expect(close(tracked, plain + 10))
        // The tracked ideal width, proposed back, holds the line.
        let back = set("Hello", width: tracked, TextLayoutOptions(tracking: 2))
        #expect(back.lines.count == 1)
        #expect(back.size.width == tracked)
        let narrower = set("Hello", width: tracked - 0.01, TextLayoutOptions(tracking: 2))
        #expect(narrower.lines.count == 2)
        #expect(narrower.lines.allSatisfy { $0.width <= tracked - 0.01 })
        let wrapped = set("aaa bbb ccc", width: 60, TextLayoutOptions(tracking: 3))
        #expect(wrapped.lines.map(\.text) == ["aaa", "bbb", "ccc"])
        #expect(wrapped.lines.allSatisfy { $0.width <= 60 })
    }

    @Test func wrapsAtWordsWithinTheProposedWidth() {
        let narrow = set("Hello world again", width: 80)
        #expect(narrow.lines.map(\.text) == ["Hello", "world", "again"])
        #expect(close(narrow.size.width, 44.553))
        #expect(narrow.size.height == 3 * bodyLineHeight)
        let wider = set("Hello world again", width: 100)
        #expect(wider.lines.map(\.text) == ["Hello world", "again"])
        #expect(close(wider.size.width, 90.021))
        #expect(wider.lines.allSatisfy { $0.width <= 100 })
    }

    @Test func theIdealWidthProposedBackKeepsOneLine() {
        let ideal = set("Hello world again", width: nil).size.width
        let back = set("Hello world again", width: ideal)
        #expect(back.lines.count == 1)
        #expect(back.size.width == ideal)
        #expect(set("Hello world again", width: ideal - 0.01).lines.count == 2)
    }

    @Test func alignmentDoesNotChangeTheMeasurement() {
        let centered = set("Hello world again", width: 80, TextLayoutOptions(alignment: .center))
        #expect(centered == set("Hello world again", width: 80))
    }

    @Test func trailingSpacesAreNotMeasured() {
        #expect(set("Hello   ", width: nil).size.width == set("Hello", width: nil).size.width)
        #expect(set("  Hello", width: nil).size.width > set("Hello", width: nil).size.width)
    }

    @Test func breaksInsideAWordOnlyWhenItIsWiderThanTheLine() {
        let m = set("Extraordinary", width: 50)
        #expect(m.lines.map(\.text) == ["Extra", "ordin", "ary"])
        #expect(m.lines.allSatisfy { $0.width <= 50 })
        #expect(!m.lines.contains { $0.text.contains("-") })
    }

    @Test func hardLineBreaksStartNewLines() {
        let m = set("one\ntwo lines", width: nil)
        #expect(m.lines.map(\.text) == ["one", "two lines"])
        #expect(m.size.width == set("two lines", width: nil).size.width)
        #expect(m.size.height == 2 * bodyLineHeight)
    }

    @Test func clipsWhenAGraphemeIsWiderThanTheProposal() {
        let m = set("Hello", width: 4)
        #expect(m.size == CGSize(width: 4, height: bodyLineHeight))
        #expect(m.lines.map(\.text) == ["Hello"])
        #expect(set("Hello", width: 0).size == CGSize(width: 0, height: bodyLineHeight))
    }

    @Test func zeroByZeroIsAnsweredZeroByZero() {
        let m = set("Hello", width: 0, height: 0)
        #expect(m.size == .zero)
        #expect(m.lines.isEmpty)
        #expect(set("Hello", width: 100, height: 0).size.height == bodyLineHeight)
    }

    @Test func baselinesComeFromTheFontsAscentAndLineHeight() {
        let one = set("Hello", width: nil)
        #expect(one.firstBaseline == bodyAscent)
        #expect(one.lastBaseline == bodyAscent)
        #expect(one.firstBaseline < one.size.height)
        let three = set("Hello world again", width: 80)
        #expect(three.lastBaseline == three.firstBaseline + 2 * bodyLineHeight)
        let line = metrics.lineMetrics(of: .body)
        #expect(line.ascent == bodyAscent)
        #expect(line.lineHeight == bodyLineHeight)
        let large = metrics.lineMetrics(of: .system(size: 34))
        #expect(close(large.lineHeight, 2 * bodyLineHeight))
    }

    @Test func lineSpacingSeparatesLinesButNotTheFirst() {
        let m = set("Hello world again", width: 80, TextLayoutOptions(lineSpacing: 5))
        #expect(m.size.height == 3 * bodyLineHeight + 10)
        #expect(m.firstBaseline == bodyAscent)
        #expect(m.lastBaseline == bodyAscent + 2 * (bodyLineHeight + 5))
    }

    @Test func koreanMeasuresWithNanumGothicAndKeepsTheLineHeight() {
        let m = set("알림 설정", width: nil)
        #expect(close(m.size.width, 68.682))
        #expect(m.size.height == bodyLineHeight)
        #expect(close(set("짧음", width: nil).size.width, 31.961))
    }

    @Test func koreanWrapsBetweenWordsThenBetweenSyllables() {
        let words = set("알림 설정", width: 40)
        #expect(words.lines.map(\.text) == ["알림", "설정"])
        #expect(words.size.height == 2 * bodyLineHeight)
        let syllables = set("알림설정입니다", width: 50)
        #expect(syllables.lines.map(\.text) == ["알림설", "정입니", "다"])
        #expect(syllables.lines.allSatisfy { $0.width <= 50 })
    }

    @Test func rightToLeftScriptsMeasureWithDejaVuSans() {
        let arabic = set("مرحبا بالعالم", width: nil, TextLayoutOptions(layoutDirection: .rightToLeft))
        #expect(close(arabic.size.width, 89.675))
        #expect(arabic.size.height == bodyLineHeight)
        let hebrew = set("שלום עולם", width: nil)
        #expect(close(hebrew.size.width, 79.241))
    }

    @Test func rightToLeftParagraphsRunRightToLeft() {
        let rtl = TextLayoutOptions(layoutDirection: .rightToLeft)
        let request = TextRequest("مرحبا بالعالم مرحبا", options: rtl, proposal: ProposedViewSize(width: 60, height: nil))
        let arabic = metrics.engine.setText(request)
        #expect(arabic.measurement.lines.count == 3)
        #expect(arabic.isRightToLeft == [true, true, true])
        // Latin stays left to right even in a right-to-left layout; neutral text follows the layout.
        let latin = metrics.engine.setText(TextRequest("Hello", options: rtl, proposal: .unspecified))
        #expect(latin.isRightToLeft == [false])
        let digits = metrics.engine.setText(TextRequest("123", options: rtl, proposal: .unspecified))
        #expect(digits.isRightToLeft == [true])
    }
}
