import Foundation

/// The signals the Swift runtime's backtracer reports on, unblocked at the start of a snippet's
/// program. A program inherits its parent's signal mask, and a parent that handles signals
/// through Dispatch (a test runner, `arrange` itself) blocks many: with `SIGABRT` blocked, the
/// abort `arrange` sends at the time limit would stay pending, and nothing would say which
/// view's body was running.
enum CrashSignals {
    /// The signals unblocked: those the backtracer handles.
    static let reported: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGQUIT]

    /// Unblocks `reported` for the calling thread, and so for the threads it starts afterwards.
    static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in reported { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
