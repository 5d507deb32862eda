import Foundation

#if canImport(Glibc)
import Glibc

/// A stack of its own, on which a layout goes on when the stack it runs on is nearly used up
/// (`StackSegments`): address space mapped once, with pages used only as they are touched,
/// and a saved processor context that switches onto it and back.
///
/// The switch keeps the thread. Everything a thread carries is therefore the same on the
/// segment as before it: the task-local values the engine and users' bodies read (the
/// environment, the main-actor hold), Swift's exclusivity checks, `Thread.isMainThread`. A
/// switch and its return cost about 0.6 µs (two `swapcontext` calls).
///
/// Invariants: work runs on the segment only while the caller waits in `run`, on the same
/// thread; the segment's frames never hold a reference to anything between two pieces of
/// work (they reach the work through `Switchboard`, by pointer), so freeing the segment
/// while it waits for work leaks nothing.
final class StackSegment {
    /// How many bytes of stack the segment has.
    let byteCount: Int
    /// The lowest address the segment's stack may reach (`guardBytes` of unusable address
    /// space lie below it).
    let lowestAddress: Int

    /// The contexts and the work, where the segment's own frames find them.
    private struct Switchboard {
        /// Where the segment waits for work (after its first run).
        var segment = ucontext_t()
        /// Where the thread continues when the work is done.
        var caller = ucontext_t()
        /// The work to run next; set only while `run` waits.
        var work: (() -> Void)?
    }

    private let switchboard: UnsafeMutablePointer<Switchboard>
    private let mapping: UnsafeMutableRawPointer
    private let mappedBytes: Int
    private var hasStarted = false

    /// Whether segments can be made here (glibc's context functions were found).
    static var canBeMade: Bool { ContextSwitching.functions != nil }

    /// How much address space below a segment's stack is kept unusable, so that a frame with
    /// large locals that runs past the end faults instead of writing over other memory.
    static let guardBytes = 64 * 1024

    /// A segment of `byteCount` bytes of stack (at least 1 MB and at most 1 TB), or `nil` when
    /// the memory cannot be mapped or glibc's context functions cannot be found.
    init?(byteCount: Int) {
        guard let switching = ContextSwitching.functions else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let clamped = min(max(byteCount, 1 << 20), 1 << 40)
        let usable = (clamped + page - 1) & ~(page - 1)
        let guarded = (Self.guardBytes + page - 1) & ~(page - 1)
        let total = usable + guarded
        let mapped = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        guard mprotect(mapped, guarded, PROT_NONE) == 0 else {
            munmap(mapped, total)
            return nil
        }
        self.byteCount = usable
        self.mapping = mapped
        self.mappedBytes = total
        self.lowestAddress = Int(bitPattern: mapped) + guarded
        switchboard = .allocate(capacity: 1)
        switchboard.initialize(to: Switchboard())
        // The context is filled in where it lies: glibc points it at its own floating-point area.
        // (Failing here, `deinit` frees what was made: every property is set.)
        guard switching.get(&switchboard.pointee.segment) == 0 else { return nil }
        switchboard.pointee.segment.uc_stack.ss_sp = mapped + guarded
        switchboard.pointee.segment.uc_stack.ss_size = usable
        switchboard.pointee.segment.uc_link = nil
        switching.make(&switchboard.pointee.segment, Self.start, 0)
    }

    deinit {
        switchboard.deinitialize(count: 1)
        switchboard.deallocate()
        munmap(mapping, mappedBytes)
    }

    /// Runs `work` on the segment, on this thread, and returns when it is done.
    func run(_ work: () -> Void) {
        guard let switching = ContextSwitching.functions else { return work() }
        withoutActuallyEscaping(work) { work in
            switchboard.pointee.work = work
            if !hasStarted {
                hasStarted = true
                pthread_setspecific(Self.startingKey, UnsafeRawPointer(switchboard))
            }
            _ = switching.swap(&switchboard.pointee.caller, &switchboard.pointee.segment)
            switchboard.pointee.work = nil
        }
    }

    /// Gives the system back the segment's pages more than `keptBytes` below its top (they are
    /// faulted in again, zeroed, when a later layout goes as deep). Only while no work runs.
    func releasePages(keepingTop keptBytes: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = (lowestAddress + byteCount - keptBytes) & ~(page - 1)
        guard end > lowestAddress, let start = UnsafeMutableRawPointer(bitPattern: lowestAddress) else { return }
        _ = madvise(start, end - lowestAddress, MADV_DONTNEED)
    }

    /// Where a segment's stack begins: the switchboard of the segment being started (this
    /// thread's, set just before the first switch).
    private static let startingKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "Arrange: no thread-specific key left for stack segments")
        return key
    }()

    /// The first frame on a segment's stack: runs each piece of work handed over and switches
    /// back, for as long as the segment exists (it never returns).
    private static let start: @convention(c) () -> Void = {
        let started = pthread_getspecific(StackSegment.startingKey)!
        let board = UnsafeMutablePointer(mutating: started.assumingMemoryBound(to: Switchboard.self))
        let swap = ContextSwitching.functions!.swap
        while true {
            // In a scope of its own: the work's closure is released before switching back,
            // as `withoutActuallyEscaping` requires.
            do {
                let work = board.pointee.work!
                work()
            }
            _ = swap(&board.pointee.segment, &board.pointee.caller)
        }
    }
}

/// glibc's `getcontext`, `makecontext` and `swapcontext`. Swift's Glibc module does not declare
/// them (and `makecontext` is variadic), so they are looked up by name once; `makecontext` is
/// called with no arguments for the started function, which its variadic part then ignores.
private struct ContextSwitching {
    typealias Get = @convention(c) (UnsafeMutablePointer<ucontext_t>) -> Int32
    typealias Make = @convention(c) (UnsafeMutablePointer<ucontext_t>, @convention(c) () -> Void, Int32) -> Void
    typealias Swap = @convention(c) (UnsafeMutablePointer<ucontext_t>, UnsafePointer<ucontext_t>) -> Int32

    let get: Get
    let make: Make
    let swap: Swap

    /// The functions, or `nil` when the C library lacks one (then there are no segments).
    static let functions: ContextSwitching? = {
        func look<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
        guard let get = look("getcontext", as: Get.self), let make = look("makecontext", as: Make.self),
            let swap = look("swapcontext", as: Swap.self)
        else { return nil }
        return ContextSwitching(get: get, make: make, swap: swap)
    }()
}
#endif
