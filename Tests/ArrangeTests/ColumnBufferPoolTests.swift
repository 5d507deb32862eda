import Foundation
import Testing

@testable import Arrange

/// Issue 13: a finished layout's large node columns are kept for the next layout, so that it
/// writes into pages the process already has (glibc handed a freed store's memory back to the
/// system, and the next layout of `grid-100x100` faulted about 4,800 pages in again).
///
/// Each test uses a pool of its own: the shared one is drawn on by every suite running at once.
@Suite("Engine: large node columns are kept between layouts")
struct ColumnBufferPoolTests {
    /// 1,024 Doubles: 8 KB, below the pooled size; 16,384 Doubles: 128 KB, above it.
    static let small = 1_024, large = 16_384

    @Test func aLargeBufferGivenBackIsTheOneTheNextColumnOfItsSizeGets() {
        let pool = ColumnBufferPool(limit: 1 << 20)
        let first = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(first.capacity == Self.large)
        pool.deallocate(first.base, capacity: first.capacity)
        #expect(pool.bytesHeld == Self.large * 8)
        let second = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(second.base == first.base)
        #expect(second.capacity == Self.large)
        #expect(pool.bytesHeld == 0)
        pool.deallocate(second.base, capacity: second.capacity)
    }

    @Test func aSmallBufferIsFreedNotKept() {
        let pool = ColumnBufferPool(limit: 1 << 20)
        let buffer = pool.allocate(atLeast: Self.small, of: Double.self)
        pool.deallocate(buffer.base, capacity: buffer.capacity)
        #expect(pool.bytesHeld == 0)
    }

    @Test func thePoolNeverHoldsMoreThanItsLimit() {
        // Room for one 128 KB buffer, not two.
        let pool = ColumnBufferPool(limit: Self.large * 8 * 3 / 2)
        let a = pool.allocate(atLeast: Self.large, of: Double.self)
        let b = pool.allocate(atLeast: Self.large, of: Double.self)
        pool.deallocate(a.base, capacity: a.capacity)
        pool.deallocate(b.base, capacity: b.capacity)
        #expect(pool.bytesHeld == Self.large * 8)
    }

    /// The next layout is most likely of the tree laid out last: a full pool frees the buffers
    /// it has held longest to keep the one given back now (a tree of 100,000 views laid out
    /// after one of 10,000 faulted its columns in again on every layout when the pool kept the
    /// first buffers and refused the rest).
    @Test func aFullPoolFreesTheBuffersHeldLongestToKeepTheOneGivenBack() {
        // Room for two 128 KB buffers, not three.
        let pool = ColumnBufferPool(limit: Self.large * 8 * 5 / 2)
        let first = pool.allocate(atLeast: Self.large, of: Double.self)
        let second = pool.allocate(atLeast: Self.large, of: Double.self)
        let third = pool.allocate(atLeast: Self.large, of: Double.self)
        pool.deallocate(first.base, capacity: first.capacity)
        pool.deallocate(second.base, capacity: second.capacity)
        pool.deallocate(third.base, capacity: third.capacity)
        #expect(pool.bytesHeld == Self.large * 8 * 2)
        let a = pool.allocate(atLeast: Self.large, of: Double.self)
        let b = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(Set([a.base, b.base]) == Set([second.base, third.base]))
        #expect(pool.bytesHeld == 0)
        pool.deallocate(a.base, capacity: a.capacity)
        pool.deallocate(b.base, capacity: b.capacity)
    }

    /// One large buffer given back frees as many smaller ones as it needs, oldest first.
    @Test func aLargeBufferGivenBackFreesSmallerOnesHeldBeforeIt() {
        let pool = ColumnBufferPool(limit: Self.large * 8 * 4)
        let smaller = (0..<4).map { _ in pool.allocate(atLeast: Self.large, of: Double.self) }
        for buffer in smaller { pool.deallocate(buffer.base, capacity: buffer.capacity) }
        #expect(pool.bytesHeld == Self.large * 8 * 4)
        let larger = pool.allocate(atLeast: Self.large * 3, of: Double.self)
        pool.deallocate(larger.base, capacity: larger.capacity)
        // The three held longest made room; the last small one stays beside the large one.
        #expect(pool.bytesHeld == Self.large * 8 * 4)
        let again = pool.allocate(atLeast: Self.large * 3, of: Double.self)
        #expect(again.base == larger.base)
        let small = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(small.base == smaller[3].base)
        pool.deallocate(again.base, capacity: again.capacity)
        pool.deallocate(small.base, capacity: small.capacity)
    }

    @Test func aBufferLargerThanTheLimitIsFreedAndFreesNothing() {
        let pool = ColumnBufferPool(limit: Self.large * 8 * 2)
        let kept = pool.allocate(atLeast: Self.large, of: Double.self)
        pool.deallocate(kept.base, capacity: kept.capacity)
        let huge = pool.allocate(atLeast: Self.large * 4, of: Double.self)
        pool.deallocate(huge.base, capacity: huge.capacity)
        #expect(pool.bytesHeld == Self.large * 8)
        let again = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(again.base == kept.base)
        pool.deallocate(again.base, capacity: again.capacity)
    }

    @Test func aColumnLessThanHalfAKeptBufferDoesNotTakeIt() {
        let pool = ColumnBufferPool(limit: 4 << 20)
        let big = pool.allocate(atLeast: Self.large * 4, of: Double.self)
        pool.deallocate(big.base, capacity: big.capacity)
        let quarter = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(quarter.base != big.base)
        #expect(pool.bytesHeld == Self.large * 4 * 8)
        // One just over half of it does, and gets all of its room.
        let most = pool.allocate(atLeast: Self.large * 2 + 1, of: Double.self)
        #expect(most.base == big.base)
        #expect(most.capacity == Self.large * 4)
        pool.deallocate(quarter.base, capacity: quarter.capacity)
        pool.deallocate(most.base, capacity: most.capacity)
    }

    @Test func theSmallestKeptBufferThatFitsIsTaken() {
        let pool = ColumnBufferPool(limit: 4 << 20)
        let larger = pool.allocate(atLeast: Self.large * 3 / 2, of: Double.self)
        let exact = pool.allocate(atLeast: Self.large, of: Double.self)
        pool.deallocate(larger.base, capacity: larger.capacity)
        pool.deallocate(exact.base, capacity: exact.capacity)
        let taken = pool.allocate(atLeast: Self.large, of: Double.self)
        #expect(taken.base == exact.base)
        pool.deallocate(taken.base, capacity: taken.capacity)
    }

    /// Columns written into reused memory hold only what the new layout wrote: the same tree
    /// laid out after a different one gives the same frames and answers as the first time.
    @Test func aLayoutInReusedColumnsIsTheSameAsInFreshOnes() {
        func grid(_ side: Int, _ length: CGFloat) -> some View {
            VStack(spacing: 1) {
                ForEach(0..<side, id: \.self) { _ in
                    HStack(spacing: 2) {
                        ForEach(0..<side, id: \.self) { _ in Color.clear.frame(width: length, height: length) }
                    }
                }
            }
        }
        func frames(_ layout: ViewLayout) -> [CGRect?] { layout.nodes.map(\.frame) }
        let first = frames(ViewLayout(grid(60, 10), proposal: ProposedViewSize(width: 1000, height: 1000)))
        _ = frames(ViewLayout(grid(70, 3), proposal: ProposedViewSize(width: 400, height: 400)))
        let again = frames(ViewLayout(grid(60, 10), proposal: ProposedViewSize(width: 1000, height: 1000)))
        #expect(first == again)
        // The stack, its 60 rows, and a frame and a colour in each of the 3,600 cells.
        #expect(first.count == 1 + 60 + 3_600 * 2)
        // 60 cells of 10 with 59 gaps of 2: 718 wide; 60 rows of 10 with 59 gaps of 1: 659 tall.
        #expect(first.first??.size == CGSize(width: 718, height: 659))
    }
}
