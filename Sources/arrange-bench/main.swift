// arrange-bench: lays out large trees and prints, per case,
//     CASE VIEWS MIN_NS_PER_VIEW MEDIAN_NS_PER_VIEW CALLS_PER_VIEW
// Usage: swift run -c release arrange-bench [--quick] [--phases] [--heap] [--allocations] [--cpu] [CASE ...]
// --cpu times layout and render cases by the process's CPU time instead of wall time (BenchClock):
// steadier on a machine shared with other work.
// --phases adds, to each line, the fastest run's split in ns per view: building the node tree,
// laying it out (sizing and placement, what Yoga's and Taffy's figures time), describing it.
// --heap adds the heap bytes a finished layout holds, per view (HeapUsage; one more, untimed run).
// --allocations adds the heap allocations per view of the layout, counted in one more, untimed run.
// See Benchmarks/README.md for the cases and the figures of Yoga and Taffy beside ours.
// Two modes for Benchmarks/autolayout-vs-kiwi instead of cases:
//   arrange-bench --dump-solver-system N      the system stackview-N solves, as text (SolverSystem)
//   arrange-bench --solve-solver-system FILE  times Solver on it: `solve RUNS MIN_NS MEDIAN_NS`,
//                                            then `value INDEX VALUE` per variable
// arrange-bench --stack prints the stack one level of deep-D takes while it is built, sized and
// placed (StackPerLevel); --segments what going on on a stack segment costs (SegmentSwitchCost).
// And issue 15's load: arrange-bench --render-load [RENDERS] [THREADS] [--compare] (RenderLoadCommand).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if let mode = arguments.first, mode == "--dump-solver-system" || mode == "--solve-solver-system" {
    exit(SolverSystemCommand.run(mode: mode, arguments: Array(arguments.dropFirst())))
}
#if ARRANGE_TEXT
if arguments.first == "--render-load" {
    exit(RenderLoadCommand.run(arguments: Array(arguments.dropFirst())))
}
#endif
if arguments.first == "--segments" {
    print(SegmentSwitchCost.report())
    exit(0)
}
if arguments.first == "--stack" {
    for depth in [100, 1_000, 10_000] { print(StackPerLevel.report(depth: depth)) }
    exit(0)
}
let isQuick = arguments.contains("--quick")
BenchClock.measuresCPUTime = arguments.contains("--cpu")
AllocationCount.isCounting = arguments.contains("--allocations")
let requested = arguments.filter { !$0.hasPrefix("--") }
let names = requested.isEmpty ? CaseCatalog.defaultNames : requested

var cases: [BenchmarkCase] = []
for name in names {
    guard let benchmark = CaseCatalog.benchmarkCase(named: name) else {
        print("unknown case \(name); try flat-N, grid-RxC, deep-D, tree-dD-bB, text-dD")
        exit(2)
    }
    cases.append(benchmark)
}

var runner = Runner(repetitions: isQuick ? 5 : 15)
runner.showsPhases = arguments.contains("--phases")
runner.showsHeap = arguments.contains("--heap")
print("CASE VIEWS MIN_NS_PER_VIEW MEDIAN_NS_PER_VIEW CALLS_PER_VIEW")
for benchmark in cases {
    print(runner.run(benchmark))
}
