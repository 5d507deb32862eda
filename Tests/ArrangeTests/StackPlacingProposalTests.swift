// A stack proposed nothing across its axis places its children with its own length across
// (SwiftUI's HStack and VStack, as OpenSwiftUI's StackLayout, audited against SwiftUICore 6.5.4,
// places them: the stack shares out its length again for that proposal, its own size unchanged).
// Text here is the deterministic monospaced metrics: 7 points a character, 17 a line.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("A stack proposed nothing across places its children with its own length across")
struct StackPlacingProposalTests {
    @Test func equalHeightsTrickGivesBothColumnsTheTallerOnesHeight() throws {
        let view = HStack {
            Text("one two three four").frame(maxHeight: .infinity).background(Color.red).id("long")
            Text("five").frame(maxHeight: .infinity).background(Color.blue).id("short")
        }
        .fixedSize(horizontal: false, vertical: true)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 480))
        // Sized for 100×nil: "five" (least flexible) takes 28 of 92 ÷ 2, the long text wraps in
        // the 64 left to three lines, 49×51. Placed for 100×51: both frames take the 51.
        #expect(layout.size == CGSize(width: 85, height: 51))
        #expect(layout.frame(of: "long") == CGRect(x: 0, y: 0, width: 49, height: 51))
        #expect(layout.frame(of: "short") == CGRect(x: 57, y: 0, width: 28, height: 51))
        #expect(layout.node(id: "short")?.placedProposal == ProposedViewSize(width: 46, height: 51))
    }

    @Test func dividerInAnHStackInAVerticalScrollViewSpansTheRow() {
        let view = ScrollView {
            HStack {
                Text("Hello").id("text")
                Color.red.frame(width: 4).id("bar")
                Divider().id("divider")
            }
            .id("row")
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
        // Sized for 320×nil the Color and the Divider are 10 tall (their ideal); the row is the
        // text's 17, and they are placed for 17. (The stack's own size does not change.)
        #expect(layout.frame(of: "row") == CGRect(x: 0, y: 0, width: 56, height: 17))
        #expect(layout.frame(of: "text") == CGRect(x: 0, y: 0, width: 35, height: 17))
        #expect(layout.frame(of: "bar") == CGRect(x: 43, y: 0, width: 4, height: 17))
        #expect(layout.frame(of: "divider") == CGRect(x: 55, y: 0, width: 1, height: 17))
    }

    @Test func colorInAVStackInAHorizontalScrollViewTakesTheStacksWidth() throws {
        let view = ScrollView(.horizontal) {
            VStack {
                Text("Hello world").id("text")
                Color.red.frame(height: 4).id("bar")
            }
            .id("column")
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
        let column = try #require(layout.frame(of: "column"))
        // Sized for nil×480 the Color is its ideal 10 wide; placed for the column's 77 it is 77.
        #expect(column.size == CGSize(width: 77, height: 29))
        #expect(layout.frame(of: "text") == CGRect(x: column.minX, y: column.minY, width: 77, height: 17))
        #expect(layout.frame(of: "bar") == CGRect(x: column.minX, y: column.minY + 25, width: 77, height: 4))
    }

    @Test func hStackLayoutValuePlacesAsHStackDoes() {
        let row = { (layout: AnyLayout) in
            ScrollView {
                layout {
                    Text("Hello")
                    Divider().id("divider")
                }
            }
        }
        let layout = ViewLayout(row(AnyLayout(HStackLayout())), proposal: ProposedViewSize(width: 320, height: 480))
        #expect(layout.frame(of: "divider") == CGRect(x: 43, y: 0, width: 1, height: 17))
    }

    @Test func aConcreteProposalAcrossPlacesAsSizingDecided() throws {
        let view = HStack {
            Text("Hello").id("text")
            Color.red.frame(width: 4).id("bar")
            Divider().id("divider")
        }
        .frame(height: 40)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
        #expect(layout.frame(of: "bar") == CGRect(x: 43, y: 0, width: 4, height: 40))
        #expect(layout.frame(of: "divider") == CGRect(x: 55, y: 0, width: 1, height: 40))
        // The children are asked only sizing's questions (the two probes and the share, a third
        // of 320 less the spacing and the text's 0 minimum): the length is not shared out again.
        let bar = try #require(layout.node(id: "bar"))
        let share = CGFloat(320 - 16) / 3
        #expect(bar.answers.map(\.proposal) == [
            ProposedViewSize(width: 0, height: 40), ProposedViewSize(width: .infinity, height: 40),
            ProposedViewSize(width: share, height: 40),
        ])
        #expect(bar.placedProposal == ProposedViewSize(width: share, height: 40))
    }

    @Test func theLengthIsSharedOutOnceForPlacing() throws {
        let view = ScrollView {
            HStack {
                Text("Hello")
                Color.red.frame(width: 4).id("bar")
            }
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
        // Sizing's probes and share (half of 320 less the spacing) with nil height, then
        // placing's with 17, each asked once.
        let bar = try #require(layout.node(id: "bar"))
        #expect(bar.answers.map(\.proposal) == [
            ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: .infinity, height: nil),
            ProposedViewSize(width: 156, height: nil),
            ProposedViewSize(width: 0, height: 17), ProposedViewSize(width: .infinity, height: 17),
            ProposedViewSize(width: 156, height: 17),
        ])
        #expect(bar.placedProposal == ProposedViewSize(width: 156, height: 17))
    }

    @Test func explanationTellsThatTheStackPlacesForItsOwnLength() {
        let view = ScrollView {
            HStack {
                Text("Hello")
                Divider()
            }
        }
        let placement = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480)).explanation.placementSteps
        let english = placement.map(\.english)
        let note = "HStack was proposed no height, so it places its subviews for its own height, 17: it shares out its length again with that height proposed to each."
        // The note comes before the Divider's new proposal and answer, and its placement at the
        // top of the row.
        let index = english.firstIndex(of: note)
        let divider = english.firstIndex { $0 == "HStack places Divider at (43, 8.5-8.5) = (43, 0)." }
        #expect(index != nil && divider != nil && index! < divider!, "\(english)")
        #expect(english.contains("HStack proposes 156×17 to Divider: 312 remaining ÷ 2 views left."), "\(english)")
        #expect(english.contains("Divider reports its size as 1×17."), "\(english)")
        #expect(placement.contains { $0.korean.hasPrefix("HStack이 높이를 제안받지 않았으므로 자신의 높이 17에 맞춰") }, "\(placement.map(\.korean))")
    }
}
