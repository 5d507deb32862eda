import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// An axis-independent view's width follows only the proposed width and its height only the
/// proposed height; the pass answers a proposal it has not seen from two earlier answers, one
/// to the same width and one to the same height (`TraitRule`, `LayoutPass.measure`). And a
/// container that places a child with the answer it already asked for asks nothing again.
@Suite("Engine: axis-independent views and placing with the answer in hand")
struct AxisIndependentViewTests {
    private let proposal = ProposedViewSize(width: 300, height: 200)

    private func layout(_ view: some View, answersFromTraits: Bool = true) -> ViewLayout {
        ViewLayout(view, proposal: proposal, answersFromTraits: answersFromTraits)
    }

    /// Asks each subview three proposals, the third made of the first's width and the second's
    /// height, and places it with the third.
    struct ThreeQuestions: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews {
                _ = subview.sizeThatFits(ProposedViewSize(width: 10, height: 20))
                _ = subview.sizeThatFits(ProposedViewSize(width: 30, height: 40))
                _ = subview.sizeThatFits(ProposedViewSize(width: 10, height: 40))
            }
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 40))
            }
        }
    }

    @Test func axisIndependentViewsAreColoursSpacersFramesPaddingsAndContainersOfThem() {
        let kinds = layout(
            VStack {
                Color.red.id("colour")
                Spacer().id("spacer")
                Color.red.frame(minWidth: 10, maxWidth: .infinity).id("flexible frame around a colour")
                Color.red.frame(width: 10).id("frame of one length around a colour")
                Color.red.padding(4).id("padding around a colour")
                HStack { Color.red; Spacer() }.id("stack of colours and a spacer")
                ZStack { Color.red; Color.blue.padding(1) }.id("ZStack of colours")
                Color.red.overlay(Text("over")).id("colour with a text over it")
                Text("text").id("text")
                Image(size: CGSize(width: 24, height: 24)).resizable().id("resizable image")
                Circle().id("shape")
                HStack { Color.red; Text("text") }.id("stack with a text")
                HStack { Color.red.alignmentGuide(VerticalAlignment.center) { $0.width } }.id("stack aligning by a guide")
                Text("under").background(Color.red).id("text with a colour behind it")
            })
        let independent = [
            "colour", "spacer", "flexible frame around a colour", "frame of one length around a colour", "padding around a colour",
            "stack of colours and a spacer", "ZStack of colours", "colour with a text over it",
        ]
        // A text wraps, a resizable image keeps its aspect ratio only when asked to but may
        // scale either way, a shape has its own sizing, a guide's closure may read either length.
        let dependent = [
            "text", "resizable image", "shape", "stack with a text", "stack aligning by a guide", "text with a colour behind it",
        ]
        for id in independent { #expect(kinds.node(id: id)?.isAxisIndependent == true, "\(id)") }
        for id in dependent { #expect(kinds.node(id: id)?.isAxisIndependent == false, "\(id)") }
        // A rigid view is axis-independent too.
        #expect(layout(Color.red.frame(width: 10, height: 10)).nodes[0].isAxisIndependent)
    }

    @Test func aProposalMadeOfTwoEarlierOnesIsAnsweredWithoutSizing() {
        let view = ThreeQuestions { Color.red.frame(minWidth: 5, maxWidth: 100).padding(1).id("padded") }
        let once = layout(view)
        let everyTime = layout(view, answersFromTraits: false)
        // The padding answers (10, 20) and (30, 40) by sizing (its frame clamps 8 and 28 between
        // 5 and 100, its colour fills the proposal, the insets add 2 each way); (10, 40) it
        // answers with the first's width and the second's height.
        let expected = [
            ProposalAnswer(proposal: ProposedViewSize(width: 10, height: 20), size: CGSize(width: 10, height: 20)),
            ProposalAnswer(proposal: ProposedViewSize(width: 30, height: 40), size: CGSize(width: 30, height: 40)),
            ProposalAnswer(proposal: ProposedViewSize(width: 10, height: 40), size: CGSize(width: 10, height: 40)),
        ]
        #expect(once.node(id: "padded")?.answers == expected)
        #expect(everyTime.node(id: "padded")?.answers == expected)
        // Placed with (10, 40), the padding proposes its frame (8, 38), and the frame its colour:
        // both answer it from their earlier answers too. Three sizings fewer, the same answers.
        #expect(once.nodes.first { $0.kind == "frame" }?.answers == everyTime.nodes.first { $0.kind == "frame" }?.answers)
        #expect(once.nodes.first { $0.kind == "frame" }?.answers.last?.proposal == ProposedViewSize(width: 8, height: 38))
        #expect(everyTime.statistics.measureCount - once.statistics.measureCount == 3)
        #expect(once.nodes.map(\.frame) == everyTime.nodes.map(\.frame))
        #expect(once.node(id: "padded")?.frame == CGRect(x: 0, y: 0, width: 10, height: 40))
    }

    /// A balanced tree of flexible views (the `tree-d7-b3` benchmark's shape, smaller): nested
    /// stacks ask each view their probes' and shares' widths and heights in every combination.
    @Test func nestedStacksOfFlexibleViewsRunFewerSizingsAndLayOutAlike() {
        let tree = BenchmarkShapes.tree(depth: 4, branching: 3)
        let once = ViewLayout(tree, proposal: ProposedViewSize(width: 1000, height: 1000))
        let everyTime = ViewLayout(tree, proposal: ProposedViewSize(width: 1000, height: 1000), answersFromTraits: false)
        #expect(once.nodes.map(\.frame) == everyTime.nodes.map(\.frame))
        #expect(once.nodes.allSatisfy { $0.isAxisIndependent })
        #expect(everyTime.statistics.measureCount > once.statistics.measureCount * 3 / 2, "\(everyTime.statistics.measureCount) vs \(once.statistics.measureCount)")
    }

    /// Placing a child with the answer its container asked for (a stack's share, a frame's
    /// child's size) asks the door nothing more: the questions of placement are placements.
    @Test func placingWithTheAnswerInHandAsksNoSizeAgain() {
        let view = HStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) } }
        let ledger = PlacementLedger()
        _ = LayoutRun.perform(
            view, screen: ScreenGeometry(proposal: proposal, safeAreaInsets: EdgeInsets()), environment: EnvironmentValues(),
            options: LayoutOptions(), tracing: false
        ) { question in
            guard question.phase == .placement else { return }
            switch question.kind {
            case .size: ledger.sizes += 1
            case .placement: ledger.placements += 1
            default: break
            }
        }
        // The stack, its three frames and their three colours are placed; the only sizes asked
        // are each frame's of its colour, to align it (from the cache): the stack and the
        // engine ask none.
        #expect(ledger.placements == 7)
        #expect(ledger.sizes == 3)
    }

    final class PlacementLedger: @unchecked Sendable {
        var sizes = 0
        var placements = 0
    }
}
