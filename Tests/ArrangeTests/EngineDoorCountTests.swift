import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// A counting hook on the engine's door sees every question every container asks a child —
/// sizes, spacing, explicit alignment, placements — and no algorithm runs except through it
/// (issue 13, "every container goes through the one door").
@Suite("Engine: a counting hook sees every child question")
struct EngineDoorCountTests {
    /// What the hook saw during one layout.
    final class Ledger: @unchecked Sendable {
        var sizes = 0
        var spacings = 0
        var alignments = 0
        var placements = 0
        /// Questions whose asker was not the child's parent (nor `nil` for the root).
        var strangers: [String] = []
        /// Nodes asked their size and placed, by slot.
        var sized: Set<Int32> = []
        var placed: Set<Int32> = []
    }

    static func observe(_ view: some View, proposal: ProposedViewSize) -> (LayoutRun, Ledger, NodeStore?) {
        let ledger = Ledger()
        var store: NodeStore?
        let run = LayoutRun.perform(
            view, screen: ScreenGeometry(proposal: proposal, safeAreaInsets: EdgeInsets()), environment: EnvironmentValues(),
            options: LayoutOptions(), tracing: false
        ) { question in
            store = question.child.store
            switch question.kind {
            case .size: ledger.sizes += 1; ledger.sized.insert(question.child.slot)
            case .spacing: ledger.spacings += 1
            case .alignment: ledger.alignments += 1
            case .placement: ledger.placements += 1; ledger.placed.insert(question.child.slot)
            }
            if question.kind != .alignment, question.asker?.slot != question.child.parent?.slot {
                ledger.strangers.append("\(question.kind) of \(question.child.displayName) by \(question.asker?.displayName ?? "nobody")")
            }
        }
        return (run, ledger, store)
    }

    @Test func everyQuestionOfEveryContainerOnTheRandomTreesPassesTheHook() {
        var trees = 0
        for seed in 0..<120 {
            // Lists and lazy stacks in scroll views included: they build rows as they measure
            // and once went round the door.
            let tree = RandomViewTree(seed: UInt64(seed))
            trees += 1
            for proposal in [ProposedViewSize(width: 390, height: 844), .unspecified] {
                let (run, ledger, _) = Self.observe(tree.view, proposal: proposal)
                // 1. Every size and spacing question the pass counted, the hook saw.
                #expect(ledger.sizes + ledger.spacings == run.statistics.requestCount, "seed \(seed)")
                // 2. No algorithm ran except through the door: as many sizings ran as the door
                //    let through (cache misses), and every placement of children followed a
                //    placement through the door.
                #expect(run.algorithmRuns.sizing == run.statistics.measureCount, "seed \(seed)")
                #expect(run.algorithmRuns.placing <= ledger.placements, "seed \(seed)")
                // 3. Containers ask only their own children.
                #expect(ledger.strangers.isEmpty, "seed \(seed): \(ledger.strangers.prefix(3))")
                // 4. Every placed node was asked and placed through the door.
                for info in run.nodes where info.frame != nil {
                    let slot = run.nodes.slot(at: info.index)
                    #expect(ledger.placed.contains(slot) && ledger.sized.contains(slot), "seed \(seed): \(info.kind)")
                }
            }
        }
        #expect(trees == 120)
    }

    @Test func theHookSeesTheQuestionsOfEveryBuiltInContainerKind() {
        // One of each container the pass knows as its own case, and a custom layout (boxed).
        let view = VStack {
            HStack { Color.red.frame(width: 10, height: 10); Spacer() }
            ZStack { Rectangle().padding(3) }.frame(minWidth: 5, maxWidth: 50)
            Text("overlaid").overlay(Color.blue)
            FlowLayout(spacing: 2) { Color.green.frame(width: 4, height: 4) }
            Grid { GridRow { Color.red; Text("cell") } }
            ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { Text("row \($0)") } } }.frame(height: 60)
            List { Text("one"); Text("two") }.frame(height: 120)
            Color.gray.safeAreaInset(edge: .bottom) { Text("inset") }
            Color.mint.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
            Color.teal.frame(width: 8, height: 8).anchorPreference(key: DoorBoundsKey.self, value: .bounds) { $0 }
                .overlayPreferenceValue(DoorBoundsKey.self) { _ in Color.black.frame(width: 2, height: 2) }
        }
        let (run, ledger, _) = Self.observe(view, proposal: ProposedViewSize(width: 200, height: 800))
        #expect(ledger.strangers.isEmpty, "\(ledger.strangers.prefix(3))")
        #expect(ledger.sizes + ledger.spacings == run.statistics.requestCount)
        #expect(run.algorithmRuns.sizing == run.statistics.measureCount)
        // Every placed node of the tree was placed through the door (a lazy stack's rows below
        // what its scroll view shows are built but not placed).
        #expect(ledger.placed.count == run.nodes.filter { $0.frame != nil }.count)
        for kind in ["Grid", "LazyVStack", "List", "safeAreaInset", "containerRelativeFrame"] {
            #expect(run.nodes.contains { $0.kind.hasPrefix(kind) }, "no \(kind) node")
        }
        #expect(ledger.spacings > 0)
    }

    @Test func lazyGridsAskBuildAndPlaceTheirCellsThroughTheDoor() {
        // Scrolled so that a pinned header is placed away from its own row and cells are built
        // while placing (what shows differs from what the grid was sized for), in both axes.
        let cells = ForEach(0..<60, id: \.self) { Text("cell \($0)") }
        let view = VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(.adaptive(minimum: 30))], pinnedViews: [.sectionHeaders, .sectionFooters]) {
                    Section { cells } header: { Text("header") } footer: { Text("footer") }
                    Section { cells }
                }
            }
            .scrollContentOffset(CGPoint(x: 0, y: 120))
            .frame(height: 100)
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(), GridItem()], pinnedViews: .sectionHeaders) {
                    Section { cells } header: { Text("header") }
                }
            }
            .scrollContentOffset(CGPoint(x: 150, y: 0))
            .frame(width: 100)
        }
        let (run, ledger, _) = Self.observe(view, proposal: ProposedViewSize(width: 200, height: 400))
        #expect(ledger.strangers.isEmpty, "\(ledger.strangers.prefix(3))")
        #expect(ledger.sizes + ledger.spacings == run.statistics.requestCount)
        #expect(run.algorithmRuns.sizing == run.statistics.measureCount)
        #expect(run.algorithmRuns.placing <= ledger.placements)
        // Every placed cell was asked and placed through the door; cells built but scrolled out
        // of view are not placed.
        let placed = run.nodes.filter { $0.frame != nil }
        #expect(ledger.placed.count == placed.count)
        for info in placed {
            let slot = run.nodes.slot(at: info.index)
            #expect(ledger.sized.contains(slot), "\(info.kind)")
        }
        #expect(placed.count < run.nodes.count)
        for kind in ["LazyVGrid", "LazyHGrid"] {
            #expect(run.nodes.contains { $0.kind.hasPrefix(kind) }, "no \(kind) node")
        }
    }
}

/// The bounds anchor the door test reads back with `overlayPreferenceValue`.
private struct DoorBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}
