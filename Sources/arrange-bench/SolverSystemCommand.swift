import Foundation

/// The two modes `Benchmarks/autolayout-vs-kiwi` runs: writing the system `stackview-N` solves,
/// and timing `Solver` on a system read from a file.
enum SolverSystemCommand {
    /// How many timed solves `--solve-solver-system` runs, after one untimed warm-up.
    static let runs = 11

    /// Runs `mode` with `arguments`; returns the exit status (2: bad arguments or file).
    static func run(mode: String, arguments: [String]) -> Int32 {
        if mode == "--dump-solver-system" {
            guard arguments.count == 1, let count = Int(arguments[0]), count > 0 else {
                printError("usage: arrange-bench --dump-solver-system N (a stack of N views)")
                return 2
            }
            print(AutoLayoutShapes.stackViewSystem(count).text, terminator: "")
            return 0
        }
        guard arguments.count == 1 else {
            printError("usage: arrange-bench --solve-solver-system FILE")
            return 2
        }
        let system: SolverSystem
        do {
            let text = try String(contentsOfFile: arguments[0], encoding: .utf8)
            system = try SolverSystem(text: text)
        } catch {
            printError("arrange-bench: cannot read \(arguments[0]): \(error)")
            return 2
        }
        _ = AutoLayoutShapes.solve(system, views: 1)
        var times: [Double] = []
        var values: [Double] = []
        for _ in 0..<runs {
            let (sample, solved) = AutoLayoutShapes.solveReturningValues(system, views: 1)
            times.append(sample.nanoseconds)
            values = solved
        }
        times.sort()
        print("solve \(runs) \(format(times[0], 0)) \(format(times[runs / 2], 0))")
        for (index, value) in values.enumerated() { print("value \(index) \(String(format: "%.17g", value))") }
        return 0
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
