import Foundation

/// The process groups of the children `arrange` runs — the compiler, snippet programs, the
/// syntax-error describer — so that stopping `arrange` (SIGTERM, SIGINT from the terminal,
/// SIGHUP) stops them too. Each child leads its own group (Foundation's `Process` starts it so),
/// so neither a terminal's Ctrl-C nor a `kill` of `arrange` reaches it by itself: a compiler
/// left behind kept compiling, reparented, for minutes.
///
/// A signal is delivered to the process, not to a value, so the groups live in one shared
/// registry (`shared`), behind a lock.
public final class ChildProcessGroups: @unchecked Sendable {
    /// The registry of this process.
    public static let shared = ChildProcessGroups()

    /// The signals that stop `arrange` and, through `stopOnTerminationSignals`, its children.
    public static let terminationSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var sources: [DispatchSourceSignal] = []

    private init() {}

    /// Notes that `leader`'s group is running.
    public func add(_ leader: pid_t) {
        lock.lock()
        groups.insert(leader)
        lock.unlock()
    }

    /// Notes that `leader` has ended.
    public func remove(_ leader: pid_t) {
        lock.lock()
        groups.remove(leader)
        lock.unlock()
    }

    /// The groups running now.
    public var running: Set<pid_t> {
        lock.lock()
        defer { lock.unlock() }
        return groups
    }

    /// From now on, a termination signal kills every running child group, then ends this
    /// process with status 128 + the signal (143 for SIGTERM, 130 for SIGINT), as a shell
    /// reports a process a signal ended. Calling it again does nothing.
    public func stopOnTerminationSignals() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for signalNumber in Self.terminationSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                // Each group with everything it started (the compiler's jobs lead groups of their own).
                for leader in running { ProcessTree.kill(leader) }
                // The shell's status for a process ended by a signal. (Raising the signal again
                // cannot end the process: libdispatch keeps it blocked in every thread.)
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
