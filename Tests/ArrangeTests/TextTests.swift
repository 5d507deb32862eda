// Text: wrap at words, then break inside words, then truncate, then clip (MonospacedTextMetrics).
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Text and MonospacedTextMetrics")
struct TextTests {
    let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)

    func set(_ text: String, width: CGFloat?, height: CGFloat? = nil, _ options: TextLayoutOptions = TextLayoutOptions()) -> TextMeasurement {
        metrics.measure(text, options: options, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func idealSizeIsOneLinePerParagraph() {
        let m = set("Hello world", width: nil)
        #expect(m.size == CGSize(width: 110, height: 20))
        #expect(set("one\ntwo lines", width: nil).size == CGSize(width: 90, height: 40))
    }

    @Test func everyKindOfHardLineBreakStartsALine() {
        for text in ["one\ntwo", "one\r\ntwo", "one\rtwo", "one\u{2028}two"] {
            let m = set(text, width: nil)
            #expect(m.lines.map(\.text) == ["one", "two"], "\(text.unicodeScalars.map(\.value))")
            #expect(m.size == CGSize(width: 30, height: 40))
        }
    }

    @Test func wrapsAtWordsAndDoesNotMeasureTrailingSpaces() {
        let m = set("Hello world again", width: 115)
        #expect(m.lines.map(\.text) == ["Hello world", "again"])
        #expect(m.size == CGSize(width: 110, height: 40))
        #expect(set("Hello   ", width: nil).size.width == 50)
    }

    @Test func breaksAWordWiderThanTheLineBetweenGraphemes() {
        let m = set("Extraordinary", width: 50)
        #expect(m.lines.map(\.text) == ["Extra", "ordin", "ary"])
        #expect(m.size == CGSize(width: 50, height: 60))
    }

    @Test func truncatesTheLastLineThatFitsAtTheTail() {
        let m = set("Hello world again", width: 115, height: 20)
        #expect(m.lines.map(\.text) == ["Hello worl…"])
        #expect(m.size == CGSize(width: 110, height: 20))
        #expect(m.isTruncated)
    }

    @Test func truncationModesCutWhereTheySay() {
        var options = TextLayoutOptions(lineLimit: 1)
        #expect(set("Hello, World!", width: 60, height: nil, options).lines.map(\.text) == ["Hello…"])
        options.truncationMode = .head
        #expect(set("Hello, World!", width: 60, height: nil, options).lines.map(\.text) == ["…orld!"])
        options.truncationMode = .middle
        #expect(set("Hello, World!", width: 60, height: nil, options).lines.map(\.text) == ["Hel…d!"])
    }

    @Test func clipsWhenNotEvenOneGraphemeFits() {
        let m = set("Hello", width: 4)
        #expect(m.size == CGSize(width: 4, height: 20))
    }

    @Test func zeroByZeroIsTheOnlyProposalBelowOneLine() {
        #expect(set("Hello", width: 0, height: 0).size == .zero)
        #expect(set("Hello", width: 0, height: nil).size == CGSize(width: 0, height: 20))
        #expect(set("Hello", width: 100, height: 0).size == CGSize(width: 50, height: 20))
    }

    @Test func lineLimitCapsTheLinesWhateverTheHeight() {
        let options = TextLayoutOptions(lineLimit: 2)
        let m = set("one two three four five", width: 95, height: 500, options)
        #expect(m.lines.map(\.text) == ["one two", "three fo…"])
        #expect(m.size.height == 40)
    }

    @Test func reservesSpaceTakesTheHeightOfTheLimit() {
        let options = TextLayoutOptions(lineLimit: 3, reservesSpace: true)
        #expect(set("short", width: 200, height: nil, options).size == CGSize(width: 50, height: 60))
        #expect(ViewLayout(Text("short").lineLimit(3, reservesSpace: true).environment(\.textMetrics, metrics), proposal: .unspecified).size == CGSize(width: 50, height: 60))
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let options = TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let m = set("Hello, World!", width: 100, height: nil, options)
        #expect(!m.isTruncated)
        #expect(m.lines.map(\.text) == ["Hello, World!"])
        #expect(m.fontScale < 1 && m.fontScale >= 0.5)
        #expect(m.size.width <= 100)
        let tooNarrow = set("Hello, World!", width: 40, height: nil, options)
        #expect(tooNarrow.isTruncated)
        #expect(tooNarrow.fontScale == 0.5)
    }

    @Test func fontsScaleTheMetricsFromTheBodySize() {
        var options = TextLayoutOptions(font: .caption)
        #expect(approximatelyEqual(set("abc", width: nil, height: nil, options).size, CGSize(width: 30 * 12 / 17.0, height: 20 * 12 / 17.0)))
        options.font = .system(size: 34)
        #expect(set("abc", width: nil, height: nil, options).size == CGSize(width: 60, height: 40))
        let view = Text("abc").font(.largeTitle).environment(\.textMetrics, metrics)
        #expect(ViewLayout(view, proposal: .unspecified).size == CGSize(width: 60, height: 40))
    }

    @Test func baselinesSitAtEightTenthsOfTheLine() {
        let m = set("one two", width: 35)
        #expect(m.firstBaseline == 16)
        #expect(m.lastBaseline == 36)
    }

    @Test func textModifiersFlowThroughTheEnvironment() {
        let view = VStack {
            Text("Hello, World!").id("a")
            Text("Hello, World!").id("b")
        }
        .lineLimit(1)
        .truncationMode(.head)
        .environment(\.textMetrics, metrics)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 60, height: 500))
        #expect(layout.frame(of: "a")?.size == CGSize(width: 60, height: 20))
        guard case let .text(_, options, _)? = layout.node(id: "b")?.content else { Issue.record("no text"); return }
        #expect(options.truncationMode == .head)
        #expect(options.lineLimit == 1)
    }

    @Test func koreanCountsGraphemes() {
        #expect(set("알림 설정", width: nil).size == CGSize(width: 50, height: 20))
        #expect(set("👨‍👩‍👧 ok", width: nil).size == CGSize(width: 40, height: 20))
    }
}
