import Foundation

/// The end of a child process, waited for as soon as it comes.
///
/// Foundation's `Process.waitUntilExit()` on Linux looks whether the child still runs every
/// 0.05 s, so each wait costs up to 50 ms after the child has ended: `arrange watch` waits for
/// the compiler and the linker on every save, and lost about 0.1 s a save that way. The
/// process's termination handler, which Foundation calls when it reaps the child, signals
/// instead.
public final class ProcessEnd: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)
    private let process: Process

    /// Watches `process`'s end: made before `process.run()` (it sets the termination handler).
    public init(of process: Process) {
        self.process = process
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Returns once the process has ended (its status is then read as usual).
    public func wait() {
        ended.wait()
        // Returns at once: the process is no longer running.
        process.waitUntilExit()
    }
}
