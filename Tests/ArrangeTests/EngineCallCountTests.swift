import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// Engine 2 changes how the pass is stored and dispatched, not which questions it asks: over
/// the random trees, the number of `sizeThatFits` runs and of size questions per tree stay
/// exactly those of the engine before it (issue 13, "call count per view matches the old
/// engine's on the random trees"), less the sizings and questions it skips on purpose, each named where the
/// figures were recorded again.
@Suite("Engine: calls per view stay those of the engine before Engine 2")
struct EngineCallCountTests {
    /// The proposals each tree is laid out under: a phone screen, unspecified, zero, infinite.
    static let proposals = [
        ProposedViewSize(width: 390, height: 844), .unspecified, .zero, .infinity,
    ]

    /// Nodes, `sizeThatFits` runs and size questions over seeds 0–199 under every proposal, with
    /// an FNV-1a hash of the per-layout counts (so a change that cancels out in the sums shows).
    static func counts(of trees: (RandomViewTree) -> Bool) -> (nodes: Int, measures: Int, requests: Int, hash: UInt64) {
        var nodes = 0
        var measures = 0
        var requests = 0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: Int) {
            for byte in withUnsafeBytes(of: UInt64(value).littleEndian, Array.init) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        for seed in 0..<200 {
            let tree = RandomViewTree(seed: UInt64(seed))
            guard trees(tree) else { continue }
            for proposal in proposals {
                let statistics = ViewLayout(tree.view, proposal: proposal).statistics
                nodes += statistics.nodeCount
                measures += statistics.measureCount
                requests += statistics.requestCount
                mix(statistics.nodeCount)
                mix(statistics.measureCount)
                mix(statistics.requestCount)
            }
        }
        return (nodes, measures, requests, hash)
    }

    /// Whether `tree` has a `List` or a lazy stack in a scroll view: containers that build their
    /// rows as they measure them, which the test of the engine before Engine 2 left out (they
    /// trapped then under an infinite proposal).
    static func buildsRowsAsItMeasures(_ tree: RandomViewTree) -> Bool {
        tree.root.subtree.contains { node in
            node.kind == .list || (node.kind.isLazyStack && tree.ancestors(of: node.id).contains { $0.kind.scrolls })
        }
    }

    @Test func callsPerViewOfListsAndLazyStacksOnTheRandomTreesStayThoseRecorded() {
        let counts = Self.counts(of: Self.buildsRowsAsItMeasures)
        // Recorded at main 893d7ec, whose lazy stack handed the engine all its built rows again
        // after each row it built; the same again once it adds each batch through its subviews
        // (`LayoutSubviews.replacingChildren(with:)`): the same questions, in the same order.
        // The same runs, 743 fewer questions, once `Grid` and `ZStack` placed their children from
        // the plan their sizing kept instead of working it out again (a `ZStack`'s sizing also
        // stopped asking each child its size twice); and again when rigid views answered their
        // later proposals with their first answer (`TraitRule`): 99 fewer runs, 81 fewer
        // questions; and again when axis-independent views answered a proposal from two earlier
        // answers and containers placed each child with the answer they had asked for (the
        // engine's look-up as it placed a node is gone): 104 fewer runs, 2,217 fewer questions;
        // and again when stacks asked a rigid child their first probe only (`ProbeAnswers`): the
        // same runs, 64 fewer questions.
        #expect(counts.nodes == 8_421, "\(counts)")
        #expect(counts.measures == 11_383, "\(counts)")
        #expect(counts.requests == 33_615, "\(counts)")
        #expect(counts.hash == 14_139_020_894_507_490_247, "\(counts)")
    }

    @Test func callsPerViewOnTheRandomTreesAreThoseOfTheEngineBefore() {
        let counts = Self.counts { !Self.buildsRowsAsItMeasures($0) }
        // Recorded by this test on the engine at main 232fe16 (the algorithms still existentials
        // in the node store), before the built-in algorithms became `NodeAlgorithm` cases; the
        // sums and hash again when an adaptive grid column narrower than its minimum became the
        // width it has (its cells are proposed other widths: 9 more runs, 19 more questions);
        // and again when a stack proposed nothing across began placing its children with its own
        // length across, as SwiftUI's do (sharing out its length again for that proposal: 862 more
        // runs, 1,886 more questions); and again when `Grid` and `ZStack` placed their children
        // from the plan their sizing kept instead of working it out again (a `ZStack`'s sizing
        // also stopped asking each child its size twice): the same runs, 634 fewer questions;
        // and again when rigid views answered their later proposals with their first answer
        // (`TraitRule`): 57 fewer runs, 41 fewer questions; and again when axis-independent
        // views answered a proposal from two earlier answers and containers placed each child
        // with the answer they had asked for (the engine's look-up as it placed a node is gone):
        // 74 fewer runs, 2,303 fewer questions; and again when stacks asked a rigid child their
        // first probe only (`ProbeAnswers`): the same runs, 28 fewer questions.
        #expect(counts.nodes == 4_863, "\(counts)")
        #expect(counts.measures == 6_660, "\(counts)")
        #expect(counts.requests == 19_319, "\(counts)")
        #expect(counts.hash == 8_426_383_076_575_055_495, "\(counts)")
    }
}
