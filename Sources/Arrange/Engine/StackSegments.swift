import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stacks one thread's layouts recurse on: the thread's own, then, each time the one in
/// use runs low, a fresh `StackSegment`.
///
/// Building and laying out recurse once a level of the view tree: a container's sizing asks its
/// children and waits for their answers (the `Layout` protocol), and a view's body is built
/// inside its parent's building. So a chain of 100,000 stacks in paddings needs about 225 MB of
/// stack in a release build and 1 GB in a debug one (`arrange-bench --stack`), far more than a
/// thread has. Where the recursion continues — the builder's descent to a child
/// (`_ViewInputs.descending(_:)`) and the pass's door (`LayoutPass`) — the engine compares the
/// stack position with `limit`; past it, the rest of that child's work runs on the next
/// segment, and the stack in use drops back to where it was when the work is done. A layout
/// starts on the caller's thread whatever its depth, and holds only as many segments as its
/// depth needs (four for that chain in a release build), one thread throughout.
///
/// The set belongs to its thread (`current`) and is used only there: segments are taken and
/// given back last-in first-out, as the recursion nests.
final class StackSegments {
    /// The stack a question may still use after the check lets it through on the stack in use:
    /// one level of the engine takes 2 to 10 KB, and a leaf's sizing (text shaping) some tens.
    static let spareBytes = 256 * 1024
    /// How many segments this thread may hold: 1,024, 64 GB of address space at the default
    /// size, far beyond any tree within the depth budget (tests lower it to see what happens
    /// when no segment can be had).
    var mostSegments = 1_024
    /// How much of the first segment keeps its pages between layouts (all of a default one): a
    /// tree a few thousand levels deep then finds its stack faulted in already, as it did on
    /// the one large-stack thread this replaced. Keeping 16 MB instead doubled the cost of
    /// building `deep-20000` (200 → 470 ns a view), which faulted in the rest on every layout.
    /// Only a thread that laid out such a tree holds it, until the thread ends.
    static let keptBytes = 64 << 20

    /// Below this address the stack in use is nearly used up. Where the thread's own stack
    /// cannot be found it is `Int.max` if segments can be made (every layout goes on one at
    /// once), else `0` (work never moves).
    private(set) var limit: Int
    #if canImport(Glibc)
    /// The segments made so far; the first `inUse` of them hold work that is running.
    private var segments: [StackSegment] = []
    #else
    /// No segments where there is no `swapcontext` (see `docs/DIFFERENCES.md`).
    private let segments: [Never] = []
    #endif
    /// How many segments the thread holds, in use or kept for the next layout.
    var segmentCount: Int { segments.count }
    /// How many segments hold work that is running.
    private(set) var inUse = 0
    /// Whether a segment ran work since pages were last given back.
    private var ranSinceRelease = false

    private init(limit: Int) {
        self.limit = limit
    }

    /// Whether the stack in use has less than `spareBytes` left. The local's address is taken
    /// without a stack protector: with one, every function the check is inlined into loaded and
    /// checked a canary (about 10 instructions a question).
    @inline(__always)
    var isRunningLow: Bool {
        var marker: UInt8 = 0
        return _withUnprotectedUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) } < limit
    }

    /// Runs `work` where there is stack for it: here, or on the next segment (of `byteCount`
    /// bytes) when this stack is running low. `nil` when it runs low and no segment can be had.
    @inline(__always)
    func continuing<Result>(segmentBytes byteCount: Int, _ work: () -> Result) -> Result? {
        guard isRunningLow else { return work() }
        return onNextSegment(byteCount: byteCount, work)
    }

    /// What `work` gives, run on the next free segment; `nil` when none can be had.
    @inline(never)
    func onNextSegment<Result>(byteCount: Int, _ work: () -> Result) -> Result? {
        var result: Result?
        return runOnNextSegment(byteCount: byteCount, { result = work() }) ? result : nil
    }

    /// Runs `work` on the next free segment, made (or remade, when its size differs) as needed.
    /// `false` when none can be had: the thread holds `mostSegments`, or the memory cannot be
    /// mapped.
    @inline(never)
    func runOnNextSegment(byteCount: Int, _ work: () -> Void) -> Bool {
        #if canImport(Glibc)
        if inUse == segments.count || segments[inUse].byteCount < byteCount {
            guard inUse < mostSegments, let segment = StackSegment(byteCount: byteCount) else { return false }
            if inUse == segments.count { segments.append(segment) } else { segments[inUse] = segment }
        }
        let segment = segments[inUse]
        let outerLimit = limit
        inUse += 1
        ranSinceRelease = true
        limit = segment.lowestAddress + Self.spareBytes
        segment.run(work)
        limit = outerLimit
        inUse -= 1
        return true
        #else
        return false
        #endif
    }

    /// Gives back what the last layouts used beyond what the next ones are likely to: the pages
    /// of the first segment below its top `keptBytes`, and every other segment. Called when a
    /// layout ends; does nothing while a segment holds work (a layout inside a body).
    func releaseUnusedStack() {
        #if canImport(Glibc)
        guard inUse == 0, ranSinceRelease else { return }
        ranSinceRelease = false
        if segments.count > 1 { segments.removeSubrange(1...) }
        segments.first?.releasePages(keepingTop: Self.keptBytes)
        #endif
    }

    /// This thread's segments, made the first time the thread lays out.
    static var current: StackSegments {
        if let known = pthread_getspecific(currentKey) {
            return Unmanaged<StackSegments>.fromOpaque(known).takeUnretainedValue()
        }
        let segments = StackSegments(limit: ThreadStack.lowestAddress().map { $0 + spareBytes } ?? unknownStackLimit)
        pthread_setspecific(currentKey, Unmanaged.passRetained(segments).toOpaque())
        return segments
    }

    /// The limit of a thread whose stack cannot be found (glibc reads the main thread's from
    /// `/proc`, which a sandbox may hide): where there are segments, all of its layouts go on
    /// one at once; elsewhere, none ever does.
    private static var unknownStackLimit: Int {
        #if canImport(Glibc)
        StackSegment.canBeMade ? .max : 0
        #else
        0
        #endif
    }

    /// Gives back every segment: the thread is ending. A `ViewLayout` made on it may keep this
    /// set (its builder and pass refer to it), but not 64 MB of address space a segment.
    private func threadEnded() {
        #if canImport(Glibc)
        segments.removeAll()
        #endif
    }

    /// Where each thread keeps its segments; they are freed when the thread ends.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Glibc)
        let made = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<StackSegments>.fromOpaque(pointer).takeRetainedValue().threadEnded()
        }
        #else
        let made = pthread_key_create(&key) { pointer in Unmanaged<StackSegments>.fromOpaque(pointer).takeRetainedValue().threadEnded() }
        #endif
        precondition(made == 0, "Arrange: no thread-specific key left for stack segments")
        return key
    }()
}
