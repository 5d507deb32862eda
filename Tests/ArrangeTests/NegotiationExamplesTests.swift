// The worked examples of seed 004 (the three-step negotiation, frame and fixedSize).
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Seed 004: proposals, frame, fixedSize")
struct NegotiationExamplesTests {
    @Test func proposalDemoShowsFourReactionsToTheSameFrame() {
        let layout = ViewLayout(ProposalDemo(), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.size == CGSize(width: 150, height: 4 * 60 + 3 * 16))
        // ① flexible: exactly 150×60.
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 0, width: 150, height: 60))
        // ② content-sized: two graphemes of 7 points, centred in the frame.
        #expect(layout.frame(of: "text") == CGRect(x: 68, y: 76 + 21.5, width: 14, height: 17))
        // ③ an image keeps its natural size (a 17-point symbol is 20.4 square), centred.
        #expect(approximatelyEqual(layout.frame(of: "star"), CGRect(x: 64.8, y: 152 + 19.8, width: 20.4, height: 20.4)))
        // ④ resizable + scaledToFit: the largest square that fits 150×60.
        #expect(layout.frame(of: "resizable star") == CGRect(x: 45, y: 228, width: 60, height: 60))
    }

    @Test func fixedSizeDemoComparesThreeTexts() {
        let layout = ViewLayout(FixedSizeDemo(), proposal: ProposedViewSize(width: 390, height: 844))
        // ① wraps inside 200: "A single line of text, too" (26) / "long to fit in a box." (21).
        #expect(layout.frame(of: "wrapped") == CGRect(x: 9, y: 23, width: 182, height: 34))
        // ② its ideal size, one line of 48 graphemes: wider than the frame, drawn outside it.
        #expect(layout.frame(of: "fixed") == CGRect(x: -68, y: 120 + 31.5, width: 336, height: 17))
        // ③ wraps horizontally, ideal vertically: the frame takes the text's height.
        #expect(layout.frame(of: "vertical") == CGRect(x: 9, y: 240, width: 182, height: 34))
        #expect(layout.frame(of: "third frame") == CGRect(x: 0, y: 240, width: 200, height: 34))
        #expect(layout.size == CGSize(width: 200, height: 80 + 40 + 80 + 40 + 34))
    }

    @Test func textInAShortBoxTruncatesWithAnEllipsis() {
        let layout = ViewLayout(Text("A single line of text, too long to fit in a box.").frame(width: 200, height: 20), proposal: .unspecified)
        let text = layout.nodes.first { $0.kind == "text" }!
        guard case let .text(string, options, _) = text.content else { Issue.record("not text"); return }
        let measured = MonospacedTextMetrics.default.measure(string, options: options, proposal: text.placedProposal!)
        #expect(measured.lines.map(\.text) == ["A single line of text, too…"])
        #expect(text.frame?.size == CGSize(width: 189, height: 17))
    }

    @Test func backgroundBeforeOrAfterTheFrameDecidesWhatIsRed() {
        let view = VStack {
            Text("Hi").frame(width: 200).background(Color.red.id("A"))   // (A)
            Text("Hi").background(Color.red.id("B")).frame(width: 200)   // (B)
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "A")?.width == 200)
        #expect(layout.frame(of: "B")?.width == 14)
        #expect(layout.size.width == 200)
    }

    @Test func yellowBackgroundSpansTheRowOnlyAfterTheFrame() {
        let wrong = Text("알림 설정").background(Color.yellow.id("yellow")).frame(maxWidth: .infinity, alignment: .leading)
        let right = Text("알림 설정").frame(maxWidth: .infinity, alignment: .leading).background(Color.yellow.id("yellow"))
        let proposal = ProposedViewSize(width: 390, height: 844)
        #expect(ViewLayout(wrong, proposal: proposal).frame(of: "yellow") == CGRect(x: 0, y: 0, width: 35, height: 17))
        #expect(ViewLayout(right, proposal: proposal).frame(of: "yellow") == CGRect(x: 0, y: 0, width: 390, height: 17))
    }

    @Test func toastViewShrinksItsProposalAndGrowsItsAnswer() {
        let layout = ViewLayout(ToastView(), proposal: ProposedViewSize(width: 390, height: 844))
        // "Avocado Toast", 13 graphemes: 91×17, plus 10 on each edge.
        #expect(layout.size == CGSize(width: 111, height: 37))
        #expect(layout.explanation.sizingSteps[2].english == "padding subtracts 10 points from each edge and proposes 370×824 to text.")
    }

    @Test func probingWithZeroInfinityAndNilFindsMinimumMaximumAndIdeal() {
        let text = Text("Hello, World!")
        #expect(ViewLayout(text, proposal: ProposedViewSize(width: 0, height: 100)).size.width == 0)
        #expect(ViewLayout(text, proposal: ProposedViewSize(width: .infinity, height: 100)).size == CGSize(width: 91, height: 17))
        #expect(ViewLayout(text, proposal: .unspecified).size == CGSize(width: 91, height: 17))
        #expect(ViewLayout(Color.red, proposal: .zero).size == .zero)
        #expect(ViewLayout(Color.red, proposal: .unspecified).size == CGSize(width: 10, height: 10))
        #expect(ViewLayout(Color.red, proposal: .infinity).size == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 5, height: 2))
    }
}
