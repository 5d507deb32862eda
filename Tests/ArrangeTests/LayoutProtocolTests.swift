// The Layout protocol (seed 001 and SwiftUI's API): custom layouts, their caches, AnyLayout,
// the stack layouts as values, layout values, and what happens when a layout misbehaves.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

/// A chip of a given width, 30 points tall, marked with its index.
private func chip(_ index: Int, width: CGFloat) -> some View {
    Color.teal.frame(width: width, height: 30).id(index)
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places its children left to right in the order of their `Rank` layout value.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Places only its first child; the others are never placed.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Places its first subview twice (the second time lower down) and never its second one.
private struct FirstTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
        subviews.first?.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 5), proposal: proposal)
    }
}

/// Misbehaves on purpose: reports NaN × -5, places its child twice, once at infinity.
private struct Broken: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -5)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: CGFloat.infinity, y: 0), proposal: proposal)
            subview.place(at: .zero, proposal: proposal)
        }
    }
}

/// Asks its child about ever-changing proposals, forever if nothing stops it.
private struct Endless: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        while true {
            width += 1
            let size = subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: 10)) ?? .zero
            if size.width < 0 { return size }  // never: the loop only ends when measuring stops
            if size == .zero && width > 10 { return CGSize(width: width, height: 10) }
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

@Suite("Layout protocol")
struct LayoutProtocolTests {
    @Test func seedTraceWrapsEightySeventyThenSixtyNinety() {
        let widths: [CGFloat] = [80, 70, 60, 90]
        let view = ChipFlowLayout(spacing: 10) { ForEach(0..<4) { chip($0, width: widths[$0]) } }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 500))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 90, y: 0, width: 70, height: 30))
        #expect(layout.frame(of: 2) == CGRect(x: 0, y: 40, width: 60, height: 30))
        #expect(layout.frame(of: 3) == CGRect(x: 70, y: 40, width: 90, height: 30))
        #expect(layout.size == CGSize(width: 160, height: 70))
        let library = FlowLayout(spacing: 10) { ForEach(0..<4) { chip($0, width: widths[$0]) } }
        let same = ViewLayout(library, proposal: ProposedViewSize(width: 200, height: 500))
        #expect((0..<4).map { same.frame(of: $0) } == (0..<4).map { layout.frame(of: $0) })
        #expect(same.size == layout.size)
    }

    @Test func cacheHalvesTheQuestionsFromTwentyToTen() {
        let chips = ForEach(0..<10) { chip($0, width: CGFloat(40 + 7 * $0)) }
        let proposal = ProposedViewSize(width: 300, height: 500)
        let uncached = ViewLayout(ChipFlowLayout { chips }, proposal: proposal)
        let cached = ViewLayout(FlowLayout { chips }, proposal: proposal)
        func questions(_ layout: ViewLayout) -> Int {
            (0..<10).map { layout.node(id: $0)!.queryCount }.reduce(0, +)
        }
        #expect(questions(uncached) == 20)
        #expect(questions(cached) == 10)
        #expect((0..<10).map { cached.frame(of: $0) } == (0..<10).map { uncached.frame(of: $0) })
    }

    @Test func anOversizedChipGetsARowOfItsOwn() {
        let view = FlowLayout(spacing: 10) {
            chip(0, width: 50)
            chip(1, width: 260)
            chip(2, width: 50)
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 500))
        #expect(layout.frame(of: 0)?.origin == CGPoint(x: 0, y: 0))
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 40, width: 260, height: 30))
        #expect(layout.frame(of: 2)?.origin == CGPoint(x: 0, y: 80))
        #expect(layout.size == CGSize(width: 260, height: 110))
    }

    @Test func anUnspecifiedWidthNeverWraps() {
        let view = FlowLayout(spacing: 10) { ForEach(0..<4) { chip($0, width: 80) } }
        #expect(ViewLayout(view, proposal: .unspecified).size == CGSize(width: 350, height: 30))
    }

    @Test func rowsAlignLeadingCentreOrTrailingAndMirrorRightToLeft() {
        func flow(_ alignment: Alignment) -> some View {
            FlowLayout(spacing: 10, lineSpacing: 4, alignment: alignment) {
                chip(0, width: 80)
                chip(1, width: 70)
                chip(2, width: 60)
            }
            .frame(width: 200)
        }
        let proposal = ProposedViewSize(width: 200, height: 500)
        #expect(ViewLayout(flow(.center), proposal: proposal).frame(of: 2)?.minX == 70)
        // The flow is as wide as its widest row (160), centred in the frame: the lone 60-wide
        // chip ends at its trailing edge, 20 + 160.
        #expect(ViewLayout(flow(.trailing), proposal: proposal).frame(of: 2)?.minX == 120)
        #expect(ViewLayout(flow(.topLeading), proposal: proposal).frame(of: 2)?.minY == 34)
        let rtl = ViewLayout(flow(.topLeading).environment(\.layoutDirection, .rightToLeft), proposal: proposal)
        // The flow reports its widest row, 160, centred in the 200-wide frame at x = 20.
        #expect(rtl.frame(of: 0) == CGRect(x: 100, y: 0, width: 80, height: 30))
        #expect(rtl.frame(of: 1) == CGRect(x: 20, y: 0, width: 70, height: 30))
    }

    @Test func stackLayoutsAsValuesLayOutLikeTheirStacks() {
        func children() -> some View {
            Group {
                Color.red.frame(width: 10, height: 20).id("a")
                Text("Hello").id("b")
                Spacer().id("spacer")
            }
        }
        let proposal = ProposedViewSize(width: 200, height: 100)
        let stack = ViewLayout(HStack(alignment: .top, spacing: 5) { children() }, proposal: proposal)
        let value = ViewLayout(HStackLayout(alignment: .top, spacing: 5) { children() }, proposal: proposal)
        let erased = ViewLayout(AnyLayout(HStackLayout(alignment: .top, spacing: 5)) { children() }, proposal: proposal)
        for id in ["a", "b", "spacer"] {
            #expect(value.frame(of: id) == stack.frame(of: id))
            #expect(erased.frame(of: id) == stack.frame(of: id))
        }
        let vertical = ViewLayout(AnyLayout(VStackLayout(alignment: .leading)) { children() }, proposal: proposal)
        let vstack = ViewLayout(VStack(alignment: .leading) { children() }, proposal: proposal)
        for id in ["a", "b", "spacer"] {
            #expect(vertical.frame(of: id) == vstack.frame(of: id))
        }
        let zstack = ViewLayout(ZStackLayout(alignment: .bottomTrailing) { children() }, proposal: proposal)
        #expect(zstack.frame(of: "a")?.maxX == zstack.frame(of: "b")?.maxX)
    }

    @Test func switchingLayoutsKeepsTheSameChildren() {
        func content(wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                Color.red.frame(width: 10, height: 10).id(1)
                Color.blue.frame(width: 10, height: 10).id(2)
            }
        }
        #expect(ViewLayout(content(wide: true), proposal: .unspecified).frame(of: 2)?.origin == CGPoint(x: 10, y: 0))
        #expect(ViewLayout(content(wide: false), proposal: .unspecified).frame(of: 2)?.origin == CGPoint(x: 0, y: 10))
    }

    @Test func layoutValuesReachTheLayout() {
        let view = RankedRow {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3).id("third")
            Color.red.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 1).id("first")
            Color.red.frame(width: 30, height: 10).id("default")
        }
        let layout = ViewLayout(view, proposal: .unspecified)
        #expect(layout.frame(of: "default")?.minX == 0)
        #expect(layout.frame(of: "first")?.minX == 30)
        #expect(layout.frame(of: "third")?.minX == 50)
    }

    @Test func customGuidesPassUpThroughACustomLayout() {
        let view = VStack(alignment: .menu) {
            RankedRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.menu) { $0.width / 2 }
            }
            Color.green.frame(width: 10, height: 10).id("below")
        }
        let layout = ViewLayout(view, proposal: .unspecified)
        // The row's .menu guide is 40 + 10 = 50 from its leading edge; the green square's is 5.
        #expect(layout.frame(of: "below")?.minX == 45)
    }

    @Test func layoutPropertiesOrientSpacers() {
        struct Column: Layout {
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .vertical
                return properties
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.sizeThatFits(proposal) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: proposal)
            }
        }
        let layout = ViewLayout(Column { Spacer() }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.size == CGSize(width: 0, height: 100))
    }

    @Test func aSubviewNeverPlacedIsNotShown() {
        let layout = ViewLayout(FirstOnly { Color.red.id("shown"); Color.blue.id("hidden") }, proposal: ProposedViewSize(width: 50, height: 50))
        #expect(layout.frame(of: "shown") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(layout.frame(of: "hidden") == nil)
        #expect(layout.warnings.contains { $0.hasPrefix("A layout never placed this subview, so it is not shown.") })
    }

    /// The search for unplaced subviews is skipped only when every node was placed, counted
    /// as placements less repeated ones: a subview placed twice does not stand for one never
    /// placed (as many placements as nodes, yet one node without a frame).
    @Test func aSubviewNeverPlacedIsFoundWhenAnotherIsPlacedTwice() {
        let layout = ViewLayout(FirstTwice { Color.red.id("twice"); Color.blue.id("never") }, proposal: ProposedViewSize(width: 50, height: 50))
        #expect(layout.frame(of: "twice") == CGRect(x: 0, y: 5, width: 50, height: 50))
        #expect(layout.frame(of: "never") == nil)
        let kinds = layout.diagnostics.map(\.kind)
        #expect(kinds.filter { $0 == .placedTwice }.count == 1)
        #expect(kinds.filter { $0 == .notPlaced }.count == 1)
    }

    @Test func aMisbehavingLayoutGetsADefinedResultAndWarnings() {
        let layout = ViewLayout(Broken { Color.red.id("child") }, proposal: ProposedViewSize(width: 50, height: 50))
        #expect(layout.size == .zero)
        #expect(layout.frame(of: "child") == CGRect(x: 0, y: 0, width: 50, height: 50))
        let kinds = layout.diagnostics.map(\.kind)
        #expect(kinds.contains(.invalidReportedSize(CGSize(width: CGFloat.nan, height: -5))) || layout.warnings.contains { $0.contains("NaN×-5") })
        #expect(kinds.contains(.placedTwice))
        #expect(layout.warnings.contains { $0.contains("non-finite coordinates became 0") })
    }

    @Test func anEndlesslyMeasuringLayoutStopsAtTheWorkBudget() {
        let layout = ViewLayout(Endless { Color.red }, proposal: ProposedViewSize(width: 50, height: 50))
        #expect(layout.warnings.contains { $0.hasPrefix("The layout asked for more than") })
        #expect(layout.size.width.isFinite)
    }
}
