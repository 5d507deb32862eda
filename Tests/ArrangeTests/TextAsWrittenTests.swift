// Text as real code writes it: LocalizedStringKey literals with inline Markdown, interpolation,
// formats and dates, concatenation keeping each part's styles, the text-styling modifiers and
// Dynamic Type — each seen in what the node hands its text metrics (string, font, spans) and
// in frames (MonospacedTextMetrics).
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Text as real code writes it")
struct TextAsWrittenTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    /// What the text node of `view` shows: its string, options and drawing style.
    private func set<V: View>(_ view: V) -> (string: String, options: TextLayoutOptions, style: TextDrawingStyle)? {
        let layout = ViewLayout(view, proposal: screen)
        for node in layout.nodes {
            if case let .text(string, options, style) = node.content { return (string, options, style) }
        }
        return nil
    }

    /// The spans of `view`'s text as (characters, font) pairs.
    private func spans<V: View>(_ view: V) -> [(String, Font)] {
        guard let text = set(view) else { return [] }
        let bytes = Array(text.string.utf8)
        return text.options.spans.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.font) }
    }

    @Test func aLiteralRendersItsMarkdown() {
        let text = set(Text("**Bold** and *italic*"))
        #expect(text?.string == "Bold and italic")
        let parts = spans(Text("**Bold** and *italic*"))
        #expect(parts.map(\.0) == ["Bold", " and ", "italic"])
        #expect(parts.map(\.1.weight) == [.bold, .regular, .regular])
        #expect(parts.map(\.1.isItalic) == [false, false, true])
    }

    @Test func codeStrikethroughAndLinksTakeTheirStyles() {
        let text = set(Text("Run `ls` ~~now~~ [here](https://example.com)"))
        #expect(text?.string == "Run ls now here")
        let spans = text?.options.spans ?? []
        #expect(spans.map(\.font.design) == [.default, .monospaced, .default, .default, .default, .default])
        #expect(spans.map { $0.strikethrough != nil } == [false, false, false, true, false, false])
        #expect(spans.last?.color == Color.accentColor)
    }

    @Test func verbatimTextAndStringValuesAreNotReadAsMarkdown() {
        #expect(set(Text(verbatim: "**x**"))?.string == "**x**")
        let value = "**x**"
        #expect(set(Text(value))?.string == "**x**")
        #expect(set(Text(value))?.options.spans == [])
    }

    @Test func escapesAndUnpairedDelimitersStayAsWritten() {
        #expect(set(Text("\\*not\\* emphasis"))?.string == "*not* emphasis")
        #expect(set(Text("a * b * c"))?.string == "a * b * c")
        #expect(set(Text("**unclosed"))?.string == "**unclosed")
        #expect(set(Text("snake_case_name"))?.string == "snake_case_name")
        #expect(set(Text("[not a link] (x)"))?.string == "[not a link] (x)")
    }

    @Test func nestedEmphasisFollowsCommonMark() {
        let parts = spans(Text("*a **b** c*"))
        #expect(parts.map(\.0) == ["a ", "b", " c"])
        #expect(parts.map(\.1.isItalic) == [true, true, true])
        #expect(parts.map(\.1.weight) == [.regular, .bold, .regular])
        let both = spans(Text("***both*** plain"))
        #expect(both.first?.0 == "both")
        #expect(both.first?.1.weight == .bold)
        #expect(both.first?.1.isItalic == true)
    }

    @Test func interpolatedValuesAreShownAsWrittenInsideTheLiteralsStyles() {
        let name = "*Bob*"
        let parts = spans(Text("Hello **\(name)**"))
        #expect(parts.map(\.0) == ["Hello ", "*Bob*"])
        #expect(parts.last?.1.weight == .bold)
    }

    @Test func numbersAreFormattedAsSwiftUIFormatsThem() {
        // SwiftUI formats an interpolated Double with %lf (six decimals) unless a specifier is given.
        #expect(set(Text("\(3.14)"))?.string == "3.140000")
        #expect(set(Text("\(3.14159, specifier: "%.2f") km"))?.string == "3.14 km")
        #expect(set(Text("\(42) items"))?.string == "42 items")
        #expect(set(Text("\(7, specifier: "%03d")"))?.string == "007")
        #expect(set(Text("\(0.5, format: .percent)"))?.string == "50%")
        // A specifier that does not fit the value is not trusted with it.
        #expect(set(Text("\(7, specifier: "%s")"))?.string == "7")
    }

    @Test func formatStylesFollowTheEnvironmentsLocale() {
        #expect(set(Text(0.25, format: .percent))?.string == "25%")
        #expect(set(Text(1234.5, format: .number))?.string == "1,234.5")
        #expect(set(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")))?.string == "1.234,5")
    }

    @Test func datesTakeTheirStyleLocaleAndTimeZone() {
        let epoch = Date(timeIntervalSince1970: 0)
        let utc = TimeZone(identifier: "UTC")!
        #expect(set(Text(epoch, style: .date).environment(\.timeZone, utc))?.string == "January 1, 1970")
        #expect(set(Text(epoch, style: .time).environment(\.timeZone, utc))?.string.replacingOccurrences(of: "\u{202F}", with: " ") == "12:00 AM")
        let soon = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        #expect(set(Text(soon, style: .relative))?.string == "2 hours, 23 minutes")
        #expect(set(Text(soon, style: .offset))?.string == "+2 hours, 23 minutes")
        let start = Date()
        #expect(set(Text(timerInterval: start...start.addingTimeInterval(300), pauseTime: start))?.string == "5:00")
        #expect(set(Text(timerInterval: start...start.addingTimeInterval(3_725), pauseTime: start))?.string == "1:02:05")
    }

    @Test func joinedTextsKeepEachPartsStyles() {
        let parts = spans(Text("Total: ").bold() + Text("12").italic().foregroundColor(.red) + Text(" items"))
        #expect(parts.map(\.0) == ["Total: ", "12", " items"])
        #expect(parts.map(\.1.weight) == [.bold, .regular, .regular])
        #expect(parts.map(\.1.isItalic) == [false, true, false])
        #expect(set(Text("a") + Text("b"))?.options.spans == [])
        #expect(set(Text("a") + Text("b"))?.string == "ab")
    }

    @Test func textModifiersChangeTheFont() {
        #expect(set(Text("a").fontDesign(.serif))?.options.font.design == .serif)
        #expect(set(Text("a").fontWidth(.condensed))?.options.font.width == .condensed)
        #expect(set(Text("1").monospacedDigit())?.options.font.hasMonospacedDigits == true)
        #expect(set(Text("a").fontWeight(.heavy))?.options.font.weight == .heavy)
        #expect(set(Text("a").italic())?.options.font.isItalic == true)
        #expect(set(Text("a").monospaced())?.options.font.design == .monospaced)
        var expected = Font.body.italic().monospacedDigit()
        expected.design = .rounded
        #expect(set(VStack { Text("a") }.italic().fontDesign(.rounded).monospacedDigit())?.options.font == expected)
    }

    @Test func decorationsAndOffsetsMakeSpans() {
        let underlined = set(Text("link").underline(color: .blue))?.options.spans.first
        #expect(underlined?.underline == TextDecoration(color: .blue))
        #expect(set(Text("old").strikethrough())?.options.spans.first?.strikethrough == TextDecoration())
        #expect(set(Text("up").baselineOffset(4))?.options.spans.first?.baselineOffset == 4)
        #expect(set(VStack { Text("x") }.underline())?.options.spans.first?.underline == TextDecoration())
    }

    @Test func kerningIsMeasuredAsTracking() {
        let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)
        let plain = ViewLayout(Text("abc").id("t").environment(\.textMetrics, metrics), proposal: screen).frame(of: "t")
        let kerned = ViewLayout(Text("abc").kerning(2).id("t").environment(\.textMetrics, metrics), proposal: screen).frame(of: "t")
        let viewKerned = ViewLayout(VStack { Text("abc").id("t") }.kerning(2).environment(\.textMetrics, metrics), proposal: screen).frame(of: "t")
        #expect(plain?.width == 30)
        #expect(kerned?.width == 36)
        #expect(viewKerned?.width == 36)
    }

    @Test func textCaseChangesTheCharactersShownInTheLocale() {
        #expect(set(VStack { Text("Hello") }.textCase(.uppercase))?.string == "HELLO")
        #expect(set(VStack { Text("Hello") }.textCase(.lowercase))?.string == "hello")
        #expect(set(VStack { Text("istanbul") }.textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))?.string == "İSTANBUL")
        let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)
        // "ß" uppercases to "SS": one grapheme more.
        let width = ViewLayout(VStack { Text("ß").id("t") }.textCase(.uppercase).environment(\.textMetrics, metrics), proposal: screen).frame(of: "t")?.width
        #expect(width == 20)
    }

    @Test func dynamicTypeSizesTheTextStylesByTheHIGTable() {
        // HIG, Typography, iOS Dynamic Type sizes: body 17 at Large, 23 at xxxLarge, 53 at AX5;
        // caption2 11 at xSmall … Large, 40 at AX5.
        #expect(set(Text("a").dynamicTypeSize(.xxxLarge))?.options.font.pointSize == 23)
        #expect(set(Text("a").dynamicTypeSize(.accessibility5))?.options.font.pointSize == 53)
        #expect(set(Text("a").font(.caption2).dynamicTypeSize(.xSmall))?.options.font.pointSize == 11)
        #expect(set(Text("a").font(.caption2).dynamicTypeSize(.accessibility5))?.options.font.pointSize == 40)
        #expect(set(Text("a").font(.largeTitle).dynamicTypeSize(.accessibility1))?.options.font.pointSize == 44)
        #expect(set(Text("a").font(.system(size: 17)).dynamicTypeSize(.accessibility5))?.options.font.pointSize == 17)
        #expect(set(Text("a").font(.custom("Inter", size: 34, relativeTo: .body)).dynamicTypeSize(.xxxLarge))?.options.font.pointSize == 46)
        // Measured: MonospacedTextMetrics scales its 7-point advance with the point size.
        let frame = ViewLayout(Text("abc").id("t").dynamicTypeSize(.accessibility3), proposal: screen).frame(of: "t")
        #expect(abs((frame?.width ?? 0) - CGFloat(3 * 7 * 40) / 17) < 1e-9)
        for size in DynamicTypeSize.allCases {
            let heights = Font.TextStyle.allCases.map { set(Text("a").font(.system($0)).dynamicTypeSize(size))?.options.font.pointSize ?? 0 }
            #expect(heights.allSatisfy { $0 >= 11 })
        }
    }

    @Test func redactionMarksTextToBeDrawnAsPlaceholders() {
        #expect(set(Text("secret").redacted(reason: .placeholder))?.style.isRedacted == true)
        #expect(set(Text("secret").redacted(reason: .privacy))?.style.isRedacted == false)
        #expect(set(Text("secret"))?.style.isRedacted == false)
    }

    @Test func attributedStringsShowTheirCharacters() {
        var string = AttributedString("Hello")
        string.append(AttributedString(", world"))
        #expect(set(Text(string))?.string == "Hello, world")
        #expect(set(Text("Say \(AttributedString("hi"))"))?.string == "Say hi")
    }

    @Test func tablesBundlesAndCommentsChangeNothing() {
        #expect(set(Text("Title", comment: "A title"))?.string == "Title")
        #expect(set(Text("Title", tableName: "Main", bundle: .main, comment: "A title"))?.string == "Title")
    }

    @Test func pathologicalMarkdownFinishes() {
        let many = String(repeating: "*a_ [b](", count: 5_000) + String(repeating: "`", count: 3_000) + String(repeating: "[", count: 5_000)
        let text = set(Text(LocalizedStringKey(many)))
        #expect(text?.string.isEmpty == false)
    }
}
