import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's one thread with a large stack, on which deep trees are laid out
/// (`LargeStack.run`), made the first time one is.
///
/// Invariants: it runs one piece of work at a time, in the order callers hand them over; a
/// caller waits until its work has run; the thread never ends (it waits, using no CPU, for the
/// next deep layout); it keeps at most `keptStackBytes` of its stack's pages between layouts.
///
/// This is process-wide state, and unavoidably so: the point is that a deep layout finds the
/// thread, and the stack pages earlier layouts already faulted in, still there. It holds no
/// layout's data between layouts — only the work being run, under `condition`.
final class LargeStackThread: @unchecked Sendable {
    /// The thread for `LayoutOptions`' default stack size (other sizes get a thread each time).
    static let shared = LargeStackThread(stackSize: LayoutOptions().stackSize)

    /// How many bytes of stack the thread has.
    let stackSize: Int
    /// How much of the stack, from its top, keeps its pages between layouts: deeper pages are
    /// handed back to the system after each layout, so that one very deep tree (100,000 levels,
    /// hundreds of megabytes of stack) does not stay resident for the life of the process.
    /// 64 MB holds trees of several thousand levels.
    static let keptStackBytes = 64 << 20

    /// Set once, in `init`, before the thread starts.
    private var thread: Thread?
    /// Guards `pending` and `isFinished`; the thread and the caller wait on it for each other.
    private let condition = NSCondition()
    /// Lets one caller at a time hand work over.
    private let turn = NSLock()
    private var pending: (() -> Void)?
    private var isFinished = false

    private init(stackSize: Int) {
        self.stackSize = stackSize
        let thread = Thread { [unowned self] in self.serve() }
        thread.stackSize = stackSize
        thread.name = "Arrange large-stack layout"
        self.thread = thread
        thread.start()
    }

    /// Whether the caller is this thread (work it runs that needs a large stack again gets a
    /// thread of its own: it cannot wait for itself).
    var isCurrent: Bool { Thread.current === thread }

    /// Runs `work` on the thread and waits until it has run.
    func run(_ work: @escaping () -> Void) {
        turn.lock()
        defer { turn.unlock() }
        condition.lock()
        pending = work
        isFinished = false
        condition.broadcast()
        while !isFinished { condition.wait() }
        condition.unlock()
    }

    /// The thread's loop: runs each piece of work handed over, then hands back the pages deeper
    /// than `keptStackBytes`.
    private func serve() {
        condition.lock()
        while true {
            while pending == nil { condition.wait() }
            let work = pending!
            pending = nil
            condition.unlock()
            work()
            Self.releaseDeepStackPages()
            condition.lock()
            isFinished = true
            condition.broadcast()
        }
    }

    /// Gives the system back the pages of this thread's stack more than `keptStackBytes` below
    /// the current position (they are faulted in again, zeroed, if a later layout goes as deep).
    private static func releaseDeepStackPages() {
        #if canImport(Glibc)
        guard let low = LargeStack.stackLowEnd() else { return }
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = (here - keptStackBytes) & ~(page - 1)
        let start = (low + page - 1) & ~(page - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, end - start, MADV_DONTNEED)
        #endif
    }
}
