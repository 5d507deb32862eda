@_spi(Rendering) import Arrange
import Foundation

/// `--segments`: what going on on a stack segment costs, as the engine and drawing do where
/// the stack runs low (`DeepRecursion.level`): the time of a level run where the stack is
/// nearly used up (a switch onto the thread's segment and back) beside one run with stack to
/// spare (a check only). A wide container whose children each cross the limit pays the
/// difference once a child.
enum SegmentSwitchCost {
    /// How many levels each timing runs.
    static let levels = 1_000_000

    /// Where the count goes; read after the timing so that the levels are not optimised away.
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    /// Nanoseconds per level run: with stack to spare, and with the stack nearly used up.
    static func measure() -> (spare: Double, low: Double) {
        final class Box: @unchecked Sendable { var result = (spare: 0.0, low: 0.0) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let counter = Counter()
            let spare = time(counter)
            let low = whenTheStackRunsLow { time(counter) }
            box.result = (spare, low)
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return box.result
    }

    /// Nanoseconds per `DeepRecursion.level`, the best of five rounds of `levels`.
    private static func time(_ counter: Counter) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<levels { _ = DeepRecursion.level { counter.value &+= 1 } }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(levels))
        }
        return best
    }

    /// `work()`, called once the stack has less than 256 KB left: each call below holds a frame.
    @inline(never)
    private static func whenTheStackRunsLow<Result>(_ work: () -> Result) -> Result {
        if DeepRecursion.isStackRunningLow { return work() }
        var padding = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutablePointer(to: &padding) { pointer in
            pointer.pointee.0 = 1
            return whenTheStackRunsLow(work)
        }
    }

    /// The report line.
    static func report() -> String {
        let cost = measure()
        return "segments: a level with stack to spare \(format(cost.spare, 1)) ns; where the stack runs low (onto a segment "
            + "and back) \(format(cost.low, 1)) ns"
    }
}
