// arrange-bench: lays out large trees and prints, per case,
//     CASE VIEWS MIN_NS_PER_VIEW MEDIAN_NS_PER_VIEW CALLS_PER_VIEW
// Usage: swift run -c release arrange-bench [--quick] [CASE ...]
// See Benchmarks/README.md for the cases and the figures of Yoga and Taffy beside ours.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let isQuick = arguments.contains("--quick")
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

let runner = Runner(repetitions: isQuick ? 5 : 15)
print("CASE VIEWS MIN_NS_PER_VIEW MEDIAN_NS_PER_VIEW CALLS_PER_VIEW")
for benchmark in cases {
    print(runner.run(benchmark))
}
