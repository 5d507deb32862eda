import Foundation

/// The clock the layout and render cases are timed with: wall time by default, or with `--cpu`
/// the CPU time the whole process spent (`CLOCK_PROCESS_CPUTIME_ID`, every thread, so a layout
/// run on its own thread counts). On a machine shared with other work, wall time counts the
/// moments another process had the core; CPU time does not, and its minimum over the runs is
/// close to what a quiet machine measures (caches shared with the other work still cost a
/// little).
enum BenchClock {
    /// Whether `--cpu` was given.
    nonisolated(unsafe) static var measuresCPUTime = false

    /// Now, in nanoseconds, on the chosen clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(measuresCPUTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
