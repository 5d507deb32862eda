import Arrange
import Foundation

/// Runs a case several times and summarizes it as one output line:
/// `CASE VIEWS MIN_NS_PER_VIEW MEDIAN_NS_PER_VIEW CALLS_PER_VIEW`.
///
/// Invariants: at least one untimed warm-up run precedes the timed ones; every timed run
/// builds its view and layout afresh; min and median are over the timed runs only.
struct Runner {
    /// How many timed runs per case (at least 11 unless `--quick`).
    let repetitions: Int
    /// Whether to add the split of the fastest run: building, laying out, describing (ns per view).
    var showsPhases = false
    /// Whether to add the heap bytes a finished layout holds, per view (an extra untimed run).
    var showsHeap = false

    /// Lays `benchmark` out `repetitions` times and returns its summary line.
    func run(_ benchmark: BenchmarkCase) -> String {
        _ = benchmark.buildAndLayOut()  // warm-up: page faults, lazy initialization
        var times: [Double] = []
        times.reserveCapacity(repetitions)
        var last: Sample?
        var fastest: Sample?
        for _ in 0..<repetitions {
            let sample = benchmark.buildAndLayOut()
            times.append(sample.nanoseconds)
            last = sample
            if fastest.map({ sample.nanoseconds < $0.nanoseconds }) ?? true { fastest = sample }
        }
        guard let last, last.views > 0 else { return "\(benchmark.name) 0 - - -" }
        let views = Double(last.views)
        times.sort()
        let median = times.count % 2 == 1
            ? times[times.count / 2]
            : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        var line = "\(benchmark.name) \(last.views) \(format(times[0] / views, 1)) \(format(median / views, 1)) \(format(last.callsPerView, 2))"
        if showsPhases, let timings = fastest?.timings {
            line += " build=\(format(Double(timings.building) / views, 1)) layout=\(format(Double(timings.layingOut) / views, 1))"
            line += " describe=\(format(Double(timings.describing) / views, 1))"
        }
        if showsHeap, let perView = benchmark.heapBytesPerView?() {
            line += " heap=\(format(perView, 0))"
        }
        if AllocationCount.isCounting {
            line += countedAllocations(of: benchmark)
        }
        return line
    }
}

extension Runner {
    /// ` allocations=A`: heap allocations per view in one more run, untimed, counted by
    /// `AllocationCount`.
    private func countedAllocations(of benchmark: BenchmarkCase) -> String {
        let sample = benchmark.buildAndLayOut()
        guard let allocations = sample.allocations, sample.views > 0 else { return " allocations=-" }
        return " allocations=\(format(Double(allocations) / Double(sample.views), 2))"
    }
}

/// `value` with exactly `decimals` digits after the point.
func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}
