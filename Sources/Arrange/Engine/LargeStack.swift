import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where layout recursion runs. Building and laying out recurse once per level of the view
/// tree, so a deep tree can overflow an ordinary thread's stack. Layout therefore starts on
/// the calling thread with a depth budget its remaining stack can afford; only a tree that
/// exceeds it is laid out on a thread with a large stack (handing work to another thread costs
/// from 20 µs to milliseconds, too much to pay for every small layout). That thread is made
/// once for the process (`LargeStackThread`): a new one for each layout faulted in fresh stack
/// pages at every level, which made a tree of depth 1,000 cost five times as much per view as
/// one of depth 100.
enum LargeStack {
    /// Stack one level of view tree may use, building and laying out: a debug build measured
    /// about 3 KB; this leaves room for user views with large bodies.
    static let bytesPerLevel = 16 * 1024

    /// How many levels the current thread's remaining stack affords, keeping 256 KB spare.
    static func levelsAvailableOnCurrentThread() -> Int {
        guard let remaining = remainingStackBytes() else { return 0 }
        return max(0, (remaining - 256 * 1024) / bytesPerLevel)
    }

    #if canImport(Glibc)
    /// glibc declares pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module does
    /// not set, so it is looked up by name, once (an immutable constant, not shared state).
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getThreadAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
    #endif

    #if canImport(Glibc)
    /// Where each thread keeps the low end of its own stack once looked up.
    private static let stackLowEndKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The lowest address of this thread's stack, looked up once per thread: for the main
    /// thread glibc's `pthread_getattr_np` reads and parses `/proc/self/maps`, which cost a
    /// seventh of a small layout (`form-30`) when it was done for every layout. A thread's stack
    /// never moves, so the answer is kept in a thread-specific slot.
    static func stackLowEnd() -> Int? {
        if let key = stackLowEndKey, let known = pthread_getspecific(key) {
            return Int(bitPattern: known)
        }
        guard let getAttributes = getThreadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        if let key = stackLowEndKey { pthread_setspecific(key, UnsafeRawPointer(base)) }
        return Int(bitPattern: base)
    }
    #endif

    /// Bytes between the current stack position and the end of this thread's stack.
    static func remainingStackBytes() -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        #if canImport(Glibc)
        guard let low = stackLowEnd() else { return nil }
        return here > low ? here - low : nil
        #elseif canImport(Darwin)
        let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = pthread_get_stacksize_np(pthread_self())
        let low = top - size
        return here > low ? here - low : nil
        #else
        return nil
        #endif
    }

    /// Runs `work` on a thread with a stack of `stackSize` bytes and waits for its result: on the
    /// process's one large-stack thread (`LargeStackThread`) when it has that stack and the
    /// caller is not that thread itself, else on a new thread.
    static func run<T>(stackSize: Int, _ work: @escaping () -> T) -> T {
        let box = ResultBox(work)
        let shared = LargeStackThread.shared
        if stackSize == shared.stackSize && !shared.isCurrent {
            shared.run(box.run)
            return box.result!
        }
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
