import Foundation
import Testing

@testable import Arrange

/// A lazy stack adds the rows it builds to its children a batch at a time, through its subviews
/// (`LayoutSubviews.replacingChildren(with:)`): it used to hand the engine all its built rows
/// again after each row it built, so that a `LazyVStack` of n rows outside a scroll view wrote
/// about n²/2 child entries (100,000 rows: 5 billion).
@Suite("Lazy stacks: built rows join the children a batch at a time")
struct LazyStackChildrenTests {
    /// The child entries the store holds for the tree of `layout`.
    static func childEntries(_ layout: ViewLayout) -> Int {
        layout.nodes.storedNode(at: 0).withStore { $0.childSlots.count }
    }

    @Test func aLazyStackOutsideAScrollViewWritesEachRowAsAChildOnce() {
        let rows = 2_000
        let layout = ViewLayout(
            LazyVStack(spacing: 0) { ForEach(0..<rows, id: \.self) { _ in Color.red.frame(width: 10, height: 2) } },
            proposal: ProposedViewSize(width: 100, height: 100))
        // 2,000 rows of 2 points: the stack is 4,000 tall, every row built and placed in order.
        #expect(layout.size == CGSize(width: 100, height: 4_000))
        #expect(layout.nodes[layout.nodes.count - 1].frame == CGRect(x: 45, y: 3_998, width: 10, height: 2))
        // One entry per row under the stack, one per frame's colour: at most two per row, where
        // writing all built rows after each row made it about 2,000,000.
        #expect(Self.childEntries(layout) <= 2 * rows + 1)
    }

    @Test func rowsBuiltOutOfOrderAreTheStacksChildrenInRowOrder() {
        // Scrolled to row 500 first: rows there are built, then row 0 onwards as placement
        // reaches what is shown; the children stay in row order.
        let layout = ViewLayout(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { index in Color.red.frame(width: 10, height: 20).id(index) }
                }
            }
            .defaultScrollAnchor(.bottom),
            proposal: ProposedViewSize(width: 100, height: 100))
        let stack = try! #require(layout.nodes.firstIndex { $0.kind == "LazyVStack" })
        let children = layout.nodes[stack].children
        let tops = children.compactMap { layout.nodes[$0].frame?.minY }
        #expect(!children.isEmpty)
        #expect(tops == tops.sorted())
    }
}
