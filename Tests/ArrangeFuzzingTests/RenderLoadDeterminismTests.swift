// Issue 15, part 3: rendering from many threads at once gives what one thread gives. The load
// itself (10,000 snippets from 8 threads, memory per 1,000 renders) is a benchmark,
// `arrange-bench --render-load` (Benchmarks/README.md); this is its small, untimed check.
import ArrangeFuzzing
import ArrangeRender
import Foundation
import Testing

@Suite("RenderLoad: many threads render as one does")
struct RenderLoadDeterminismTests {
    @Test func snippetsRenderedFromFourThreadsAreIdenticalToOneThreadsRenders() {
        // Two of every kind of snippet, each drawn to a non-empty PNG.
        let count = 2 * LoadSnippet.kinds
        let single = RenderLoad.run(count: count, threads: 1)
        let parallel = RenderLoad.run(count: count, threads: 4)
        #expect(single.digests.count == count)
        #expect(single.digests.allSatisfy { $0.pngBytes > 0 })
        #expect(parallel.digests == single.digests)
        // The same snippet, rendered again later on this thread, is the same again.
        #expect(RenderLoad.render(snippet: 3, with: Renderer()) == single.digests[3])
    }

    @Test func snippetsOfOneKindDifferByIndex() {
        // The load's point is new strings for text measurement: snippets 0 and 8 (both lists)
        // must not be one picture.
        let renderer = Renderer()
        #expect(RenderLoad.render(snippet: 0, with: renderer) != RenderLoad.render(snippet: LoadSnippet.kinds, with: renderer))
    }

    @Test func memoryIsReadFromTheProcessStatus() {
        let reading = RenderLoad.memoryNow(renders: 0)
        #expect(reading.residentKiB > 0 && reading.peakKiB >= reading.residentKiB)
    }
}
