// Styled text with real fonts: Markdown, joined texts and the text modifiers change what
// Pango measures and what it draws, as they do in SwiftUI.
import Arrange
import CPangoCairo
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: styled text")
struct StyledTextTests {
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textMetrics = PangoTextMetrics()
        return environment
    }

    private func width<V: View>(_ view: V) -> CGFloat {
        ViewLayout(view.id("t"), environment: environment).frame(of: "t")?.width ?? 0
    }

    private func height<V: View>(_ view: V) -> CGFloat {
        ViewLayout(view.id("t"), environment: environment).frame(of: "t")?.height ?? 0
    }

    /// How `view`'s text node asks to be set.
    private func textNode<V: View>(_ view: V) -> (String, TextLayoutOptions)? {
        for node in ViewLayout(view, environment: environment).nodes {
            if case let .text(string, options, _) = node.content { return (string, options) }
        }
        return nil
    }

    @Test func boldMarkdownMeasuresWiderThanTheRegularWeight() {
        let bold = width(Text("**Bold**"))
        let regular = width(Text("Bold"))
        #expect(bold > regular + 1)
        // The bold span is set as `.bold()` sets the whole text.
        #expect(close(bold, width(Text("Bold").bold()), within: 0.01))
    }

    @Test func aBoldWordInsideALineWidensOnlyThatWord() {
        let mixed = width(Text("A **bold** word"))
        let plain = width(Text("A bold word"))
        let allBold = width(Text("A bold word").bold())
        #expect(mixed > plain)
        #expect(mixed < allBold)
    }

    @Test func codeIsSetInTheMonospacedDesign() {
        let code = width(Text("`iiii`"))
        let plain = width(Text("iiii"))
        // DejaVu Sans Mono gives "i" a full advance; Inter's "i" is narrow.
        #expect(code > plain * 1.5)
    }

    @Test func joinedTextsMeasureAsTheirParts() {
        let joined = width(Text("Hello ").bold() + Text("world"))
        let boldHello = width(Text("Hello").bold())
        let plain = width(Text("Hello world"))
        #expect(joined > plain)
        #expect(joined > boldHello)
    }

    @Test func aLargerPartMakesTheLineTaller() {
        let plain = height(Text("Small"))
        let mixed = height(Text("Small ") + Text("Big").font(.largeTitle))
        #expect(close(plain, bodyLineHeight))
        #expect(mixed > plain + 15)
    }

    @Test func aRaisedPartMakesTheLineTallerByItsOffset() {
        let plain = height(Text("x"))
        let raised = height(Text("x") + Text("2").baselineOffset(6))
        #expect(close(raised, plain + 6, within: 0.01))
    }

    @Test func wrappingFollowsTheSpansWidths() {
        // At a width that holds the regular line, the bold one wraps.
        let regular = width(Text("Hello world again"))
        let boldHeight = height(Text("**Hello world again**").frame(width: regular + 0.5))
        #expect(close(height(Text("Hello world again").frame(width: regular + 0.5)), bodyLineHeight))
        #expect(boldHeight > bodyLineHeight * 1.5)
    }

    @Test func truncatedStyledTextStaysWithinTheWidth() {
        let measured = textNode(Text("**Very long bold text** that will not fit").lineLimit(1).frame(width: 120))
        let (string, options) = measured!
        let m = metrics.measure(string, options: options, proposal: ProposedViewSize(width: 120, height: nil))
        #expect(m.isTruncated)
        #expect(m.size.width <= 120)
    }

    @Test func spansOutsideTheTextAreIgnored() {
        var options = TextLayoutOptions()
        options.spans = [
            TextSpan(range: 2..<1_000, font: .body.bold()), TextSpan(range: -5..<1, font: .largeTitle),
            TextSpan(range: 1..<3, font: .title), TextSpan(range: 0..<0, font: .title),
        ]
        let m = metrics.measure("abc", options: options, proposal: .unspecified)
        #expect(m.size.width > 0)
        var nul = options
        nul.spans = [TextSpan(range: 0..<2, font: Font.system(size: .nan).bold())]
        #expect(metrics.measure("a\u{0}b", options: nul, proposal: .unspecified).size.width > 0)
        var huge = TextLayoutOptions()
        huge.spans = [TextSpan(range: 0..<1, font: .body, tracking: .infinity, baselineOffset: -.infinity)]
        #expect(metrics.measure("ab", options: huge, proposal: .unspecified).size.height.isFinite)
    }

    @Test func boldSpansDrawHeavierGlyphs() throws {
        func ink(_ view: Text) -> Int {
            let (string, options) = textNode(view)!
            let size = metrics.measure(string, options: options, proposal: .unspecified).size
            let canvas = Canvas(width: 200, height: 40) { cairo in
                metrics.draw(string, options: options, proposal: .unspecified, in: CGRect(origin: CGPoint(x: 2, y: 2), size: size), color: black, on: cairo)
            }
            return canvas.pixels.reduce(0) { $0 + Int($1 >> 24) }
        }
        let bold = ink(Text("**Bold**"))
        let regular = ink(Text("Bold"))
        #expect(Double(bold) > Double(regular) * 1.3)
    }

    @Test func spansDrawInTheirOwnColour() {
        let (string, options) = textNode(Text("ab") + Text("cd").foregroundColor(Color(red: 1, green: 0, blue: 0)))!
        let size = metrics.measure(string, options: options, proposal: .unspecified).size
        let canvas = Canvas(width: 100, height: 40) { cairo in
            metrics.draw(
                string, options: options, proposal: .unspecified, in: CGRect(origin: .zero, size: size), color: black, on: cairo,
                spanColor: { color in color.components ?? (0, 0, 0, 1) })
        }
        #expect(canvas.strongestChannels.red > 200)
        #expect(canvas.strongestChannels.blue < 30)
    }

    @Test func underlineAndStrikethroughDrawLines() throws {
        func ink(_ view: Text) throws -> CGRect {
            let (string, options) = textNode(view)!
            let size = metrics.measure(string, options: options, proposal: .unspecified).size
            let canvas = Canvas(width: 200, height: 40) { cairo in
                metrics.draw(string, options: options, proposal: .unspecified, in: CGRect(origin: CGPoint(x: 2, y: 2), size: size), color: black, on: cairo)
            }
            return try #require(canvas.inkBounds)
        }
        // "ace" has no descender: an underline reaches lower than its glyphs.
        let plain = try ink(Text("ace"))
        let underlined = try ink(Text("ace").underline())
        #expect(underlined.maxY > plain.maxY)
        let struck = try ink(Text("ace").strikethrough())
        #expect(struck.maxY == plain.maxY)
        #expect(struck.width >= plain.width)
    }
}
