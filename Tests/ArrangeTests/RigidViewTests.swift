import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// A rigid view reports one size whatever it is proposed; the pass runs its sizing for its first
/// proposal and answers the rest alike (`TraitRule`, `LayoutPass.measure`).
@Suite("Engine: rigid views are sized once")
struct RigidViewTests {
    private let proposal = ProposedViewSize(width: 300, height: 200)

    private func layout(_ view: some View, answersFromTraits: Bool = true) -> ViewLayout {
        ViewLayout(view, proposal: proposal, answersFromTraits: answersFromTraits)
    }

    private var fixed: some View { Color.red.frame(width: 10, height: 10) }

    @Test func rigidViewsAreFixedFramesFixedImagesAndContainersOfThem() {
        let kinds = layout(
            VStack {
                fixed.id("fixed frame")
                Color.red.frame(width: 10).id("frame of one length around a colour")
                fixed.frame(width: 20).id("frame of one length around a rigid view")
                Color.red.id("colour")
                Text("text").id("text")
                Image(size: CGSize(width: 24, height: 24)).id("image")
                Image(size: CGSize(width: 24, height: 24)).resizable().id("resizable image")
                fixed.padding(4).id("padding around a rigid view")
                Color.red.padding(4).id("padding around a colour")
                HStack { fixed; fixed }.id("stack of rigid views")
                HStack { fixed; Spacer() }.id("stack with a spacer")
                HStack { fixed.alignmentGuide(VerticalAlignment.center) { $0.height } }.id("stack aligning by a guide")
                ZStack { fixed; fixed.padding(1) }.id("ZStack of rigid views")
                fixed.background(Color.blue).id("rigid view with a background")
                Color.blue.background(fixed).id("colour with a rigid background")
            })
        let rigid = [
            "fixed frame", "frame of one length around a rigid view", "image", "padding around a rigid view", "stack of rigid views",
            "ZStack of rigid views", "rigid view with a background",
        ]
        let flexible = [
            "frame of one length around a colour", "colour", "text", "resizable image", "padding around a colour", "stack with a spacer",
            "stack aligning by a guide", "colour with a rigid background",
        ]
        for id in rigid { #expect(kinds.node(id: id)?.isRigid == true, "\(id)") }
        for id in flexible { #expect(kinds.node(id: id)?.isRigid == false, "\(id)") }
    }

    @Test func aRigidViewRunsItsSizingOnceAndAnswersEveryProposalAlike() {
        let row = HStack(spacing: 0) { ForEach(0..<3) { index in fixed.id(index) } }
        let once = layout(row)
        let everyTime = layout(row, answersFromTraits: false)
        // Run every time, as SwiftUI does, the stack probes each frame at 0 and ∞, then proposes
        // the second its share, 145 (300 less the first's 10, halved): three proposals, all
        // answered 10 × 10.
        let expected = [
            ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 200), size: CGSize(width: 10, height: 10)),
            ProposalAnswer(proposal: ProposedViewSize(width: .infinity, height: 200), size: CGSize(width: 10, height: 10)),
            ProposalAnswer(proposal: ProposedViewSize(width: 145, height: 200), size: CGSize(width: 10, height: 10)),
        ]
        #expect(everyTime.node(id: 1)?.answers == expected)
        // Answered from traits, the stack asks a rigid child its first probe only and takes that
        // answer for the other probe and its share (`ProbeAnswers`).
        #expect(once.node(id: 1)?.answers == [expected[0]])
        #expect(once.node(id: 1)?.placedProposal == expected[2].proposal)
        // Sizing runs: the stack 1, each frame 3 and its colour 1 (asked 10 × 10 every time):
        // 13; each frame once: 7. Questions: the stack 1, each frame 3 and its colour 4 (each
        // of the frame's three sizings asks it, then its placing): 22 run every time; each
        // frame 1 and its colour 2: 10 answered from traits.
        #expect(everyTime.statistics.measureCount == 13)
        #expect(once.statistics.measureCount == 7)
        #expect(everyTime.statistics.requestCount == 22)
        #expect(once.statistics.requestCount == 10)
        #expect(once.nodes.map(\.frame) == everyTime.nodes.map(\.frame))
    }

    @Test func aRowOfRigidViewsIsSizedOnceByTheColumnAroundIt() {
        let grid = VStack(spacing: 0) { ForEach(0..<2) { row in HStack(spacing: 0) { ForEach(0..<3) { _ in fixed } }.id(row) } }
        let once = layout(grid)
        let everyTime = layout(grid, answersFromTraits: false)
        // The column, running every sizing, asks each row three proposals; answered from traits
        // it asks a rigid row one, and the row's sizing asks each of its frames one.
        #expect(everyTime.node(id: 0)?.answers.count == 3)
        #expect(once.node(id: 0)?.answers == [ProposalAnswer(proposal: ProposedViewSize(width: 300, height: 0), size: CGSize(width: 30, height: 10))])
        #expect(once.nodes.map(\.frame) == everyTime.nodes.map(\.frame))
        #expect(once.statistics.requestCount < everyTime.statistics.requestCount)
        #expect(once.statistics.measureCount < everyTime.statistics.measureCount)
    }

    /// Over the random trees, answering rigid views once gives every node the frame that
    /// running each sizing gives, and every answer it gives is the one sizing gives (the
    /// views inside a rigid view are asked fewer proposals); a rigid view, sized every time,
    /// does answer every proposal alike.
    @Test func answeringRigidViewsOnceChangesNoFrameAndNoAnswerOnTheRandomTrees() {
        var rigidNodes = 0
        for seed in 0..<200 {
            let tree = RandomViewTree(seed: UInt64(seed))
            for proposal in EngineCallCountTests.proposals {
                let once = ViewLayout(tree.view, proposal: proposal)
                let everyTime = ViewLayout(tree.view, proposal: proposal, answersFromTraits: false)
                #expect(once.size == everyTime.size || (once.size.width.isNaN || once.size.height.isNaN), "seed \(seed) \(proposal)")
                #expect(once.nodes.map(\.frame) == everyTime.nodes.map(\.frame), "seed \(seed) \(proposal)")
                for (fewer, all) in zip(once.nodes, everyTime.nodes) {
                    #expect(fewer.answers.allSatisfy { all.answers.contains($0) }, "seed \(seed) \(proposal) #\(fewer.index)")
                    if fewer.isRigid, let first = all.answers.first {
                        #expect(all.answers.allSatisfy { $0.size == first.size }, "seed \(seed) \(proposal) #\(fewer.index)")
                    }
                }
                #expect(once.statistics.measureCount <= everyTime.statistics.measureCount, "seed \(seed) \(proposal)")
                rigidNodes += once.nodes.filter(\.isRigid).count
            }
        }
        // The trees do have rigid views (fixed frames, stacks and paddings of them).
        #expect(rigidNodes > 500, "\(rigidNodes)")
    }

    @Test func aNodeGivenNewChildrenStopsBeingRigidAndSoDoItsRigidAncestors() {
        let store = NodeStore()
        let environment = EnvironmentValues()
        let leaf = LayoutNode(FrameLayout(width: 10, height: 10, alignment: .center), store: store, environment: environment)
        let stack = LayoutNode(
            StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: [leaf], store: store,
            environment: environment)
        let padding = LayoutNode(PaddingLayout(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [stack], store: store, environment: environment)
        #expect(leaf.links.pointee.isRigid && stack.links.pointee.isRigid && padding.links.pointee.isRigid)
        let colour = LayoutNode(ShapeLayout(name: "Color"), store: store, environment: environment)
        stack.setChildren([colour])
        #expect(!stack.links.pointee.isRigid)
        #expect(!padding.links.pointee.isRigid)
        #expect(leaf.links.pointee.isRigid)
    }
}
