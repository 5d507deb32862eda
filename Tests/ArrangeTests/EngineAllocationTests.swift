import Foundation
import Testing

/// Heap allocations per view for each benchmark shape stay bounded by a constant (issue 13,
/// "allocation counts per view for each benchmark shape, bounded by a constant, asserted in a
/// test with a generous bound, while the benchmark reports the figure").
///
/// The counts come from `arrange-bench --allocations`, whose interposed allocator
/// (CAllocationCounter) counts every `malloc` of one `ViewLayout`; it runs in its own process so
/// that no other test's allocations are counted. The tests run the debug build, where
/// unspecialized generics allocate several times more than release: the bounds are about twice
/// the debug figures of 2026-12-02 (flat 29, grid 54, deep 22, tree 128, text-d20 316, form-30 63
/// per view; release: 1.0, 1.2, 4.1, 14.4, 61.7, 12.2). Benchmarks/README.md has the release
/// figures.
@Suite("Engine: allocations per view are bounded by a constant")
struct EngineAllocationTests {
    /// Allocations per view of each named case, from one `arrange-bench --quick --allocations` run.
    static func allocationsPerView(_ cases: [String]) throws -> [String: Double] {
        try ArrangeBenchRun.figures("allocations", flag: "--allocations", cases: cases)
    }

    /// Every published shape stays under its generous bound.
    @Test func eachBenchmarkShapeAllocatesABoundedNumberPerView() throws {
        let bounds: [String: Double] = [
            "flat-1000": 60, "grid-30x30": 110, "deep-100": 45, "tree-d5-b3": 250, "text-d5": 400, "form-30": 125,
        ]
        #expect(ArrangeBenchRun.isBuilt, "arrange-bench is not built at \(ArrangeBenchRun.executablePath)")
        let figures = try Self.allocationsPerView(bounds.keys.sorted())
        for (name, bound) in bounds {
            let figure = try #require(figures[name], "arrange-bench printed no allocations for \(name)")
            #expect(figure > 0, "\(name): the counter saw no allocation at all, so it is not counting")
            #expect(figure <= bound, "\(name) allocates \(figure) times per view, more than \(bound)")
        }
    }

    /// Allocations per view do not grow with the tree: ten times the views (or depth) cost at most
    /// a quarter more per view, so no allocation is made per pair of views or per level above.
    @Test func allocationsPerViewStayFlatAsTreesGrow() throws {
        let pairs = [("flat-1000", "flat-10000"), ("deep-100", "deep-1000"), ("tree-d5-b3", "tree-d7-b3")]
        let figures = try Self.allocationsPerView(pairs.flatMap { [$0.0, $0.1] })
        for (small, large) in pairs {
            let smallFigure = try #require(figures[small]), largeFigure = try #require(figures[large])
            #expect(largeFigure <= smallFigure * 1.25, "\(large) allocates \(largeFigure) per view against \(small)'s \(smallFigure)")
        }
    }
}
