import Foundation

/// The most memory the test process has held resident since a starting point, read from Linux's
/// `/proc/self/status` (`VmHWM`, the peak resident size), which writing `5` to
/// `/proc/self/clear_refs` sets back to the resident size now (`VmRSS`).
///
/// Invariants: the growth counts every thread of the process, so other suites running at the
/// same time add to it (a bound on it must be generous); where `/proc` cannot be read or the
/// peak cannot be reset, it is `nil`.
enum PeakResidentMemory {
    /// Runs `body`, and returns what it returned with the growth of the peak resident size over
    /// the resident size before it, in bytes (`nil` where it cannot be measured).
    static func growth<T>(during body: () -> T) -> (value: T, bytes: Int?) {
        let reset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let before = kibibytes("VmRSS")
        let value = body()
        let peak = kibibytes("VmHWM")
        guard reset, let before, let peak else { return (value, nil) }
        return (value, (peak - before) * 1024)
    }

    /// The field `name` of `/proc/self/status`, in KiB (`VmRSS:     13544 kB`).
    private static func kibibytes(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }
}
