// safeAreaInset(edge:alignment:spacing:content:): the modified view is laid out in what the
// inset's band leaves, its safe area ending at the band, and the inset sits in the band.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("safeAreaInset")
struct SafeAreaInsetTests {
    let phone = ProposedViewSize(width: 390, height: 844)

    @Test func aBottomBarTakesItsBandAndTheViewIsLaidOutAboveIt() {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
            .id("whole")
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "whole") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 794))
        #expect(layout.frame(of: "bar") == CGRect(x: 0, y: 794, width: 390, height: 50))
    }

    @Test func withoutSpacingTheBandKeepsTheViewsDefaultSpacingAsAStackWould() {
        let inset = ViewLayout(
            Color.red.id("content").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }, proposal: phone)
        let stack = ViewLayout(VStack { Color.red.id("content"); Color.blue.frame(height: 50).id("bar") }, proposal: phone)
        #expect(inset.frame(of: "content") == stack.frame(of: "content"))
        #expect(inset.frame(of: "bar") == stack.frame(of: "bar"))
    }

    /// SwiftUI proposes the inset the length left once the spacing and the view's minimum
    /// length are taken out (OpenSwiftUI's `_InsetViewModifier`, audited against iOS): a
    /// flexible inset takes all of it, and a view that can shrink to nothing is left nothing.
    /// The habit tracker's empty-state view (`frame(maxHeight: .infinity, alignment: .top)`)
    /// came out at its ideal height.
    @Test func aFlexibleInsetIsOfferedWhatTheViewsMinimumLeaves() {
        let flexible = Color.red.id("content")
            .safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(maxHeight: .infinity).id("inset") }
        let layout = ViewLayout(flexible, proposal: phone)
        #expect(layout.frame(of: "inset") == CGRect(x: 0, y: 0, width: 390, height: 834))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 844, width: 390, height: 0))
        // A view with a minimum keeps it: 844 − 10 − 300.
        let firm = Color.red.frame(minHeight: 300).id("content")
            .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.id("inset") }
        let kept = ViewLayout(firm, proposal: phone)
        #expect(kept.frame(of: "inset") == CGRect(x: 0, y: 310, width: 390, height: 534))
        #expect(kept.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 300))
    }

    @Test func aTopInsetIsAlignedAcrossByItsAlignment() {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .top, alignment: .leading, spacing: 10) { Color.blue.frame(width: 100, height: 30).id("bar") }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "bar") == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 40, width: 390, height: 804))
    }

    @Test func aTrailingInsetTakesAColumn() {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 0) { Color.blue.frame(width: 60, height: 100).id("rail") }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 330, height: 844))
        #expect(layout.frame(of: "rail") == CGRect(x: 330, y: 744, width: 60, height: 100))
    }

    @Test func aFixedViewGrowsByTheBand() {
        let view = Color.red.frame(width: 100, height: 100).id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(width: 40, height: 20).id("bar") }
            .id("whole")
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "whole")?.size == CGSize(width: 100, height: 120))
        #expect(layout.frame(of: "bar") == CGRect(x: 30, y: 100, width: 40, height: 20))
    }

    // iPhone 15's safe area: 47 points at the top, 34 at the bottom (ios-metrics.md).
    @Test func aViewIgnoringTheSafeAreaReachesUnderTheInsetAndToTheScreensEdges() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let ignoring = Color.red.id("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
        let layout = ViewLayout(ignoring, proposal: phone, safeAreaInsets: insets)
        #expect(layout.frame(of: "bar") == CGRect(x: 0, y: 760, width: 390, height: 50))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 844))
        let respecting = Color.red.id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
        #expect(ViewLayout(respecting, proposal: phone, safeAreaInsets: insets).frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 713))
    }

    @Test func aViewIgnoringTheSafeAreaInsideAnInsetInTheMiddleStopsAtTheInsetsBounds() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let view = VStack(spacing: 0) {
            Color.green.frame(height: 100)
            Color.red.id("content").ignoresSafeArea()
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
                .frame(height: 300)
            Color.green
        }
        let layout = ViewLayout(view, proposal: phone, safeAreaInsets: insets)
        // The inset's view spans y 147 … 447; under the bar its content reaches 447, no further.
        #expect(layout.frame(of: "bar") == CGRect(x: 0, y: 397, width: 390, height: 50))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 147, width: 390, height: 300))
    }

    /// A stack probes its children at an infinite height; a colour inset answers it infinite,
    /// and ∞ less that band was NaN, proposed to the view (with a warning) until an unbounded
    /// length stayed unbounded.
    @Test func anUnboundedLengthLessAnUnboundedBandStaysUnbounded() {
        let layout = ViewLayout(
            VStack(spacing: 0) {
                Text("a").id("text")
                Color.blue.id("content").safeAreaInset(edge: .bottom, spacing: 0) { Color.red.id("bar") }.id("inset")
            }, proposal: phone)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.nodes.allSatisfy { $0.answers.allSatisfy { !($0.proposal.height?.isNaN ?? false) } })
        // The text takes its line, the inset view the rest of the screen.
        let text = layout.frame(of: "text")!
        #expect(layout.frame(of: "inset") == CGRect(x: 0, y: text.height, width: 390, height: 844 - text.height))
    }
}
