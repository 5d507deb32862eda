import Foundation
import Testing

/// Issue 13: a finished layout holds a bounded number of heap bytes per view on every benchmark
/// shape — no per-node allocation that grows with the tree, no column kept far past its tree.
///
/// The figures come from `arrange-bench --heap` (`HeapUsage`, glibc's `mallinfo2()`), run in a
/// process of its own: `mallinfo2()` counts the whole process, and measured inside the test
/// runner it also counted what other suites allocated and freed meanwhile (a CI run measured 75
/// bytes per view for tree-d6-b3, which holds about 1,250). The bounds are generous constants,
/// two to four times what the engine holds today (the debug build's `arrange-bench --quick --heap`
/// on 2026-12-03: flat-10000 1,010, grid-100x100 1,115, deep-1000 963, tree-d6-b3 1,254 bytes per
/// view): they catch a new allocation per node or per question kept alive, not a small change.
@Suite("Engine: heap bytes per view stay bounded on the benchmark shapes")
struct EngineHeapPerViewTests {
    /// Heap bytes per view of each named case, from one `arrange-bench --quick --heap` run.
    static func bytesPerView(_ cases: [String]) throws -> [String: Double] {
        try ArrangeBenchRun.figures("heap", flag: "--heap", cases: cases)
    }

    /// Shape and the most heap bytes per view a finished layout of it may hold.
    @Test func heapBytesPerViewAreBoundedOnEveryBenchmarkShape() throws {
        let bounds: [String: Double] = ["flat-10000": 2_500, "grid-100x100": 3_000, "deep-1000": 4_000, "tree-d6-b3": 5_000]
        #expect(ArrangeBenchRun.isBuilt, "arrange-bench is not built at \(ArrangeBenchRun.executablePath)")
        let figures = try Self.bytesPerView(bounds.keys.sorted())
        for (shape, bound) in bounds {
            let measured = try #require(figures[shape], "arrange-bench printed no heap figure for \(shape)")
            #expect(measured <= bound, "\(shape): \(measured) bytes per view (bound \(bound))")
            // A layout holds its nodes: far below the bound is not a success but a broken measurement.
            #expect(measured > 100, "\(shape): \(measured) bytes per view, too few for a layout that holds its nodes")
        }
    }

    /// Per view, not per tree: a flat tree ten times larger holds about as much per view.
    @Test func heapBytesPerViewDoNotGrowWithTheTree() throws {
        let figures = try Self.bytesPerView(["flat-2000", "flat-20000"])
        let small = try #require(figures["flat-2000"]), large = try #require(figures["flat-20000"])
        #expect(large <= small * 1.5 + 100, "flat-2000: \(small), flat-20000: \(large) bytes per view")
    }
}
