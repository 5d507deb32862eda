import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// Issue 13: a finished layout holds a bounded number of heap bytes per view on every benchmark
/// shape — no per-node allocation that grows with the tree, no column kept far past its tree —
/// measured with `HeapUsage` (glibc's `mallinfo2()`; `arrange-bench --heap` prints the same
/// figure for the full-size cases).
///
/// Other suites allocate and free at the same time, so each figure is the median of three tries
/// (this suite's own tests run one at a time), the trees have thousands of views, and the bounds
/// are generous constants, two to three times what the engine holds today (`arrange-bench
/// --heap`: flat 928, grid 1,243, tree-d6 1,857, tree-d7 2,146 bytes per view): they catch a
/// new allocation per node or per question kept alive, not a small change.
@Suite("Engine: heap bytes per view stay bounded on the benchmark shapes", .serialized)
struct EngineHeapPerViewTests {
    /// The heap bytes a finished `ViewLayout` of `view` holds per view, the median of three tries,
    /// laid out on a thread whose stack holds the whole tree (so that the layout does not move
    /// to a thread of its own part of the way through).
    static func bytesPerView<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 1000, height: 1000)
    ) -> Double? {
        LargeStack.run(stackSize: 1 << 28) { medianBytesPerView(view, proposal: proposal) }
    }

    private static func medianBytesPerView<V: View>(_ view: V, proposal: ProposedViewSize) -> Double? {
        var tries: [Double] = []
        for _ in 0..<3 {
            let perView = HeapUsage.held(by: { ViewLayout(view, proposal: proposal) }) { layout, bytes in
                bytes.map { Double($0) / Double(max(layout.statistics.nodeCount, 1)) }
            }
            guard let perView else { return nil }
            tries.append(perView)
        }
        return tries.sorted()[1]
    }

    @Test("the measurement sees memory a value holds")
    func theMeasurementSeesMemoryAValueHolds() throws {
        try #require(HeapUsage.isAvailable, "no mallinfo2() here")
        let bytes = try #require(HeapUsage.held(by: { [UInt8](repeating: 1, count: 1 << 20) }) { _, bytes in bytes })
        // A megabyte, within what other tests may allocate or free meanwhile.
        #expect(bytes > 900_000)
    }

    /// Shape and the most heap bytes per view a finished layout of it may hold.
    @Test(
        "heap bytes per view are bounded on every benchmark shape",
        arguments: [
            ("flat-10000", 2_500.0), ("grid-100x100", 3_000.0), ("deep-1000", 4_000.0), ("tree-d6-b3", 5_000.0),
        ])
    func heapBytesPerViewAreBounded(shape: String, bound: Double) throws {
        try #require(HeapUsage.isAvailable, "no mallinfo2() here")
        let perView: Double?
        switch shape {
        case "flat-10000": perView = Self.bytesPerView(BenchmarkShapes.flat(10000))
        case "grid-100x100": perView = Self.bytesPerView(BenchmarkShapes.grid(rows: 100, columns: 100))
        case "deep-1000": perView = Self.bytesPerView(BenchmarkShapes.deep(1000))
        default: perView = Self.bytesPerView(BenchmarkShapes.tree(depth: 6))
        }
        let measured = try #require(perView)
        #expect(measured <= bound, "\(shape): \(measured) bytes per view (bound \(bound))")
        // A layout holds its nodes: far below the bound is not a success but a broken measurement.
        #expect(measured > 100, "\(shape): \(measured) bytes per view")
    }

    /// Per view, not per tree: a flat tree ten times larger holds about as much per view.
    @Test("heap bytes per view do not grow with the tree")
    func heapBytesPerViewDoNotGrowWithTheTree() throws {
        try #require(HeapUsage.isAvailable, "no mallinfo2() here")
        let small = try #require(Self.bytesPerView(BenchmarkShapes.flat(2_000)))
        let large = try #require(Self.bytesPerView(BenchmarkShapes.flat(20_000)))
        #expect(large <= small * 1.5 + 100, "flat-2000: \(small), flat-20000: \(large) bytes per view")
    }
}
