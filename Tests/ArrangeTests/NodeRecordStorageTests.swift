import Foundation
import Testing

@testable import Arrange

/// How the store keeps each node: a record small enough that a tree of 100,000 views does not
/// wait on memory more than it must, content only for the nodes that show something, and
/// spacing preferences as four numbers and a mask. Each keeps what the wider form held.
@Suite struct NodeRecordStorageTests {
    private let environment = EnvironmentValues()

    // MARK: - The record

    /// Two rigid 10 × 10 frames of `store`: one plain, one stating the top guide.
    private func twoFrames(in store: NodeStore) -> (plain: LayoutNode, guided: LayoutNode) {
        var stated = AlignmentKeySet()
        stated.insert(VerticalAlignment.top.key)
        let plain = LayoutNode(FrameLayout(width: 10, height: 10, alignment: .center), store: store, environment: environment)
        let guided = LayoutNode(
            FrameLayout(width: 10, height: 10, alignment: .center), store: store, environment: environment, guides: stated)
        return (plain, guided)
    }

    @Test func theNodeRecordStaysWithin160BytesAndItsLinksWithin16() {
        // 232 bytes before spacing, frame and placed proposal were packed, 176 before the links
        // moved to a column of their own (Benchmarks/README, "Engine 2, eighteenth step" and
        // "nineteenth step"); every node has one of each, written while building and read in
        // every phase, the links by walks over many nodes at once.
        #expect(MemoryLayout<NodeRecord>.stride <= 160)
        #expect(MemoryLayout<NodeLinks>.stride <= 16)
        #expect(MemoryLayout<ViewSpacing>.size == 33)
    }

    @Test func aNodesLinksNameItsParentChildrenAndWhetherItsSubtreeStatesGuides() {
        let store = NodeStore()
        let (plain, guided) = twoFrames(in: store)
        let stack = LayoutNode(
            StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: [plain, guided], store: store,
            environment: environment)
        #expect(store.links[Int(plain.slot)].parent == stack.slot)
        #expect(store.links[Int(guided.slot)].parent == stack.slot)
        #expect(store.links[Int(stack.slot)].parent == -1)
        #expect(store.links[Int(stack.slot)].childCount == 2)
        #expect(store.children(of: stack.slot) == [plain.slot, guided.slot])
        #expect(!store.links[Int(plain.slot)].subtreeStatesGuides)
        #expect(store.links[Int(guided.slot)].subtreeStatesGuides)
        #expect(store.links[Int(stack.slot)].subtreeStatesGuides)
        // A guide stated later (`alignmentGuide` on a node already made) sets the flag too.
        plain.guidesInSubtree.insert(HorizontalAlignment.leading.key)
        #expect(store.links[Int(plain.slot)].subtreeStatesGuides)
        // A rigid frame is rigid; a stack with a child below a stated guide is not.
        #expect(store.links[Int(plain.slot)].isRigid)
        #expect(!store.links[Int(stack.slot)].isRigid)
    }

    @Test func aNodeIsUnplacedUntilPlacedAndThenKeepsItsFrameAndProposalExactly() {
        var record = NodeRecord(
            algorithm: NodeAlgorithm(index: 0, case: .frame), spacing: .standard, guidesInSubtree: AlignmentKeySet(), layoutDirection: .leftToRight,
            colorScheme: .light)
        #expect(record.frame == nil)
        #expect(record.placedProposal == nil)
        let frame = CGRect(x: -0.5, y: 1e-300, width: 0.1, height: 1e300)
        record.place(frame, proposal: ProposedViewSize(width: nil, height: 0.1))
        #expect(record.frame == frame)
        #expect(record.placedProposal == ProposedViewSize(width: nil, height: 0.1))
        record.place(CGRect.zero, proposal: ProposedViewSize.infinity)
        #expect(record.frame == CGRect.zero)
        #expect(record.placedProposal == ProposedViewSize.infinity)
    }

    @Test func aQueryCountStopsAtItsLargestValueInsteadOfWrapping() {
        var record = NodeRecord(
            algorithm: NodeAlgorithm(index: 0, case: .frame), spacing: .standard, guidesInSubtree: AlignmentKeySet(), layoutDirection: .leftToRight,
            colorScheme: .light)
        record.countQuery()
        #expect(record.queryCount == 1)
        record.queryCount = Int32.max - 1
        record.countQuery()
        record.countQuery()
        #expect(record.queryCount == Int32.max)
    }

    // MARK: - Guides in a subtree

    @Test func aStacksSubtreeHoldsEveryGuideItsChildrenState() {
        // A stack reads each child's guide from its size alone when its own subtree holds no
        // stated guide (`LayoutSubviews.noneStates(frameGuide:)`): its set must hold its
        // children's.
        let store = NodeStore()
        let (plain, guided) = twoFrames(in: store)
        let stack = LayoutNode(
            StackLayout(axis: .horizontal, alignment: VerticalAlignment.top.key, spacing: 0), children: [plain, guided], store: store,
            environment: environment)
        let plainStack = LayoutNode(
            StackLayout(axis: .horizontal, alignment: VerticalAlignment.top.key, spacing: 0), children: [], store: store,
            environment: environment)
        #expect(!stack.record.pointee.guidesInSubtree.lacksFrameGuide(VerticalAlignment.top.key))
        #expect(stack.record.pointee.guidesInSubtree.lacksFrameGuide(VerticalAlignment.bottom.key))
        #expect(plainStack.record.pointee.guidesInSubtree.lacksFrameGuide(VerticalAlignment.top.key))
    }

    @Test func aStackAlignsChildrenByTheirSizesUnlessOneStatesTheGuide() {
        // No child states .top: each child's top is 0, so both sit at the stack's top (the
        // root is placed at the origin).
        let plain = ViewLayout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(plain.nodes.filter { $0.kind == "Color" }.compactMap(\.frame?.minY) == [0, 0])
        // One states its top 5 points down: the other's top lines up 5 points below its top.
        let stated = ViewLayout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }
            }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(stated.nodes.filter { $0.kind == "Color" }.compactMap(\.frame?.minY) == [5, 0])
    }

    // MARK: - Content

    @Test func onlyNodesThatShowSomethingHoldContentAndTheLastContentSetWins() {
        let store = NodeStore()
        let colour = LayoutNode(ShapeLayout(name: "Color"), store: store, environment: environment)
        let frame = LayoutNode(FrameLayout(width: 10, height: 10, alignment: .center), children: [colour], store: store, environment: environment)
        let text = LayoutNode(ShapeLayout(name: "Text"), store: store, environment: environment)
        #expect(store.shownContentCounts == (0, 0))
        colour.content = .color(.red)
        text.content = .text("Hi", options: TextLayoutOptions(), style: TextDrawingStyle())
        colour.content = .color(.blue)
        // The colour replaced the colour in its place.
        #expect(store.shownContentCounts == (1, 1))
        guard case .color(let shown) = colour.content else {
            Issue.record("the colour node shows \(colour.content)")
            return
        }
        #expect(shown == .blue)
        guard case .none = frame.content else {
            Issue.record("the frame shows \(frame.content)")
            return
        }
        guard case .text(let string, _, _) = text.content else {
            Issue.record("the text node shows \(text.content)")
            return
        }
        #expect(string == "Hi")
        // A node whose content changes kind keeps the new one; nothing shows nothing again.
        text.content = .color(.green)
        colour.content = .none
        guard case .color(let green) = text.content, case .none = colour.content else {
            Issue.record("the nodes show \(text.content) and \(colour.content)")
            return
        }
        #expect(green == .green)
        #expect(store.shownContentCounts == (2, 1))
    }

    @Test func aLaidOutTreeReportsEachLeafsContentAndNothingForItsContainers() {
        let layout = ViewLayout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Text("Hello")
                Circle().frame(width: 20, height: 20)
            }, proposal: ProposedViewSize(width: 300, height: 100))
        var shown: [String] = []
        for node in layout.nodes {
            switch node.content {
            case .none: break
            case .color: shown.append("color")
            case .text(let string, _, _): shown.append("text \(string)")
            case .shape: shown.append("shape")
            case .image: shown.append("image")
            case .canvas: shown.append("canvas")
            }
        }
        #expect(shown == ["color", "text Hello", "shape"])
        #expect(layout.nodes.filter { if case .none = $0.content { return true } else { return false } }.count == layout.nodes.count - 3)
    }

    // MARK: - Spacing

    @Test func spacingKeepsEachEdgesPreferenceOrItsAbsence() {
        var spacing = ViewSpacing()
        #expect(spacing.top == nil && spacing.leading == nil && spacing.bottom == nil && spacing.trailing == nil)
        spacing.leading = 0
        spacing.bottom = -3
        #expect(spacing.top == nil)
        #expect(spacing.leading == 0)
        #expect(spacing.bottom == -3)
        #expect(spacing.trailing == nil)
        #expect(spacing != .standard)
        spacing.leading = nil
        spacing.bottom = nil
        // A preference taken away leaves no trace: equal to one never given any.
        #expect(spacing == .standard)
        #expect(ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0) == .zero)
        #expect(ViewSpacing(top: nil, leading: 0, bottom: 0, trailing: 0) != .zero)
    }

    @Test func spacingDistancesStillFollowTheLargerPreferenceAndTheDefaultOf8() {
        let spacer = ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        let padded = ViewSpacing(top: 12, leading: 5, bottom: 12, trailing: 5)
        #expect(ViewSpacing.standard.distance(to: .standard, along: .horizontal) == 8)
        #expect(spacer.distance(to: .standard, along: .horizontal) == 0)
        #expect(spacer.distance(to: .standard, along: .vertical) == 8)
        #expect(padded.distance(to: spacer, along: .horizontal) == 5)
        #expect(padded.distance(to: padded, along: .vertical) == 12)
        #expect(spacer.union(padded, edges: .horizontal) == ViewSpacing(top: nil, leading: 5, bottom: nil, trailing: 5))
    }
}
