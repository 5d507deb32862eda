import Arrange
import ArrangeTestSupport

/// One benchmark: a named tree shape and the proposal its root receives.
///
/// Invariants: `buildAndLayOut` builds a fresh view value every time it is called (untimed),
/// then times exactly one `ViewLayout(view, proposal:)` initializer, which builds the node
/// tree, sizes it and places it. Nothing is reused between samples.
struct BenchmarkCase {
    /// The name printed in the first column, e.g. `flat-10000`.
    let name: String
    /// The proposal the root receives.
    let proposal: ProposedViewSize
    /// Builds the view, lays it out once under the clock, and returns what was measured.
    let buildAndLayOut: () -> Sample
    /// Builds the view and lays it out once more, untimed, and returns the heap bytes the
    /// finished layout holds (`HeapUsage`), per view; `nil` for cases that are not one
    /// `ViewLayout`.
    var heapBytesPerView: (() -> Double?)?

    /// A case that measures itself: `sample` builds what it needs, times the part it reports
    /// and returns the measurement.
    init(_ name: String, sample: @escaping () -> Sample) {
        self.name = name
        self.proposal = .benchmarkDefault
        self.buildAndLayOut = sample
        self.heapBytesPerView = nil
    }

    /// A case whose view is built by `makeView`.
    init<V: View>(_ name: String, proposal: ProposedViewSize = .benchmarkDefault, makeView: @escaping () -> V) {
        self.name = name
        self.proposal = proposal
        self.buildAndLayOut = {
            let view = makeView()
            let start = BenchClock.now()
            let (layout, allocations) = AllocationCount.measure { ViewLayout(view, proposal: proposal) }
            let elapsed = BenchClock.now() - start
            return Sample(
                nanoseconds: elapsed, views: layout.statistics.nodeCount,
                callsPerView: layout.statistics.measuresPerNode, timings: layout.timings, allocations: allocations)
        }
        self.heapBytesPerView = {
            let view = makeView()
            return HeapUsage.held(by: { ViewLayout(view, proposal: proposal) }) { layout, bytes in
                bytes.map { Double($0) / Double(max(layout.statistics.nodeCount, 1)) }
            }
        }
    }
}

/// What one timed layout produced: how long the `ViewLayout` initializer took and how much
/// work it reported doing.
struct Sample {
    let nanoseconds: Double
    /// How many views the time is divided by.
    let views: Int
    /// `sizeThatFits` runs per view (0 where it does not apply, as in Auto Layout cases).
    let callsPerView: Double
    /// How the engine's own clock split the time between building, laying out and describing,
    /// for Arrange layouts.
    let timings: LayoutTimings?
    /// Heap allocations the timed part made, when counted (`AllocationCount`).
    var allocations: Int? = nil
}

extension ProposedViewSize {
    /// 1000 × 1000, the proposal of every case that does not state its own.
    static let benchmarkDefault = ProposedViewSize(width: 1000, height: 1000)
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
