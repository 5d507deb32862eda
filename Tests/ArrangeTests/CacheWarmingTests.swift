import Foundation
import Testing

@testable import Arrange

/// In a tree too large for the processor's caches, the door starts loading a few children ahead
/// of the one a container asks for (`LayoutSubviews.warmingDistance`). Warming has no effect a
/// layout can see: these tests lay out trees past `NodeStore.nodesBeyondCaches` nodes, where it
/// runs, and check every answer is the one a small tree gives.
@Suite struct CacheWarmingTests {
    /// 40,000 fixed leaves in a frame each: 80,001 nodes, past the warming threshold.
    private static let leafCount = 40_000

    @Test func aTreePastTheWarmingThresholdIsLargeEnoughToWarm() {
        #expect(2 * Self.leafCount + 1 >= NodeStore.nodesBeyondCaches)
    }

    @Test func warmingLeavesEveryFrameOfAWideStackExact() {
        let layout = ViewLayout(
            HStack(spacing: 0) { ForEach(0..<Self.leafCount, id: \.self) { _ in Color.red.frame(width: 2, height: 3) } },
            proposal: .unspecified)
        #expect(layout.size == CGSize(width: 2 * CGFloat(Self.leafCount), height: 3))
        #expect(layout.nodes.count == 2 * Self.leafCount + 1)
        var frames = 0
        for node in layout.nodes where node.depth == 1 {
            #expect(node.frame == CGRect(x: 2 * CGFloat(frames), y: 0, width: 2, height: 3))
            frames += 1
        }
        #expect(frames == Self.leafCount)
    }

    @Test func aLayoutAskingItsSubviewsOutOfOrderInALargeTreeGetsTheSameAnswers() {
        // Asked from the last subview to the first, the children warmed (four ahead of each one
        // asked) are ones already asked, and the last four have none ahead: neither may change
        // an answer, so the large row starts as the small one does and ends where its widths add up.
        let large = ViewLayout(
            BackwardsRow { ForEach(0..<Self.leafCount, id: \.self) { index in Color.red.frame(width: CGFloat(index % 3 + 1), height: 1) } },
            proposal: .unspecified)
        let small = ViewLayout(
            BackwardsRow { ForEach(0..<9, id: \.self) { index in Color.red.frame(width: CGFloat(index % 3 + 1), height: 1) } },
            proposal: .unspecified)
        // 40,000 leaves of widths 1, 2, 3 repeating: 13,333 whole cycles of 6 and a last 1.
        #expect(large.size == CGSize(width: 13_333 * 6 + 1, height: 1))
        #expect(small.size == CGSize(width: 18, height: 1))
        let smallFrames = small.nodes.filter { $0.depth == 1 }.map(\.frame)
        let largeFirstFrames = large.nodes.filter { $0.depth == 1 }.prefix(9).map(\.frame)
        #expect(smallFrames.count == 9)
        #expect(Array(largeFirstFrames) == smallFrames)
        let lastFrames = large.nodes.filter { $0.depth == 1 }.suffix(3).map(\.frame)
        let expected: [CGRect?] = [
            CGRect(x: 79_993, y: 0, width: 2, height: 1), CGRect(x: 79_995, y: 0, width: 3, height: 1), CGRect(x: 79_998, y: 0, width: 1, height: 1),
        ]
        #expect(lastFrames == expected)
    }

    @Test func theFirstSubviewIsTheOneAtIndexZeroAndNoneWhenThereAreNone() {
        let layout = ViewLayout(FirstOnly { Color.red.frame(width: 7, height: 5); Color.blue.frame(width: 1, height: 1) }, proposal: .unspecified)
        #expect(layout.size == CGSize(width: 7, height: 5))
        let empty = ViewLayout(FirstOnly { EmptyView() }, proposal: .unspecified)
        #expect(empty.size == .zero)
    }
}

/// Sizes and places its subviews in a row, asking them from the last to the first.
private struct BackwardsRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for index in subviews.indices.reversed() {
            let child = subviews[index].sizeThatFits(.unspecified)
            size.width += child.width
            size.height = max(size.height, child.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var widths = [CGFloat](repeating: 0, count: subviews.count)
        for index in subviews.indices.reversed() { widths[index] = subviews[index].sizeThatFits(.unspecified).width }
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += widths[index]
        }
    }
}

/// Takes the size of its first subview (`LayoutSubviews.first`) and places only it.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
