import Foundation
import Testing

@testable import Arrange

/// Asks its one subview `widths` twice over, in order, and places it with the first.
private struct WidthSweep: Layout {
    let widths: [CGFloat]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var total: CGFloat = 0
        for _ in 0..<2 {
            for width in widths { total += subviews[0].sizeThatFits(ProposedViewSize(width: width, height: 10)).width }
        }
        return CGSize(width: total, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: widths[0], height: 10))
    }
}

/// The size cache remembers each answer once, in the order the proposals came, in the node's
/// inline places and, past them, in its spilled run; every proposal asked again is answered from
/// it (the door's look-up reads both in the asker's frame).
@Suite("SizeCache: every answer is remembered once, in order, inline and spilled")
struct SizeCacheTests {
    @Test func aViewAskedTwentyWidthsTwiceRunsOncePerWidthAndKeepsTheAnswersInOrder() throws {
        let widths = (1...20).map { CGFloat($0) }
        #expect(widths.count > SizeCache.inlineCount, "the sweep must spill past the inline places")
        let layout = ViewLayout(WidthSweep(widths: widths) { Color.red }, proposal: ProposedViewSize(width: 500, height: 100))
        // Both rounds are answered alike: 2 × (1 + 2 + … + 20).
        #expect(layout.nodes[0].frame?.width == 420)
        // The layout's own run and one per distinct width; the second round and the placement
        // are answered from the cache.
        #expect(layout.statistics.measureCount == 1 + widths.count)
        let child = try #require(layout.nodes.first { $0.parent == 0 })
        #expect(child.answers.map(\.proposal) == widths.map { ProposedViewSize(width: $0, height: 10) })
        #expect(child.answers.map(\.size) == widths.map { CGSize(width: $0, height: 10) })
    }
}
