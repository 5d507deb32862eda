import Foundation

/// Runs work on a thread of its own with a large stack and waits for it: laying out recurses
/// once per level of the view tree, and deep trees would overflow an ordinary thread's stack.
enum LargeStack {
    static func run<T>(stackSize: Int, _ work: @escaping () -> T) -> T {
        let box = ResultBox(work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    /// Carries the work and its result across the thread boundary; only one thread touches it
    /// at a time (the caller waits on the semaphore).
    private final class ResultBox<T>: @unchecked Sendable {
        let work: () -> T
        var result: T?

        init(_ work: @escaping () -> T) {
            self.work = work
        }

        func run() {
            result = work()
        }
    }
}
