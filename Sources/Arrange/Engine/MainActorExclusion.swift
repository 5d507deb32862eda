import Foundation

/// How the engine, which lays out on whatever thread calls it, runs `View.body` and
/// `ViewModifier.body(content:)`, which are isolated to the main actor as in SwiftUI.
///
/// Invariants: no two layouts run the code of users' views at the same time, anywhere in the
/// process; a layout started while another one is running on the same logical thread of work
/// (inside a body) never waits for itself.
///
/// The main actor promises its code one thing: no other main-actor code runs at the same time.
/// SwiftUI keeps the promise by evaluating bodies on the main thread. Arrange lays out
/// synchronously on the caller's thread (deep trees too: `StackSegments` keeps the thread), from
/// nonisolated code as well, so existing callers and tests need neither `await` nor
/// `@MainActor`. It keeps the promise among the main-actor code it runs itself: a whole layout
/// run (building, where bodies are evaluated, and the pass, where `GeometryReader` and lazy
/// containers build their content) holds `lock`, so two layouts never run views' code at once.
/// A still picture evaluates each body while nothing else of the tree runs, so this is all the
/// exclusion a body can observe from other layouts. What a layout on another thread cannot
/// exclude is the caller's own main-actor code running on the main thread at the same moment;
/// views that share main-actor state with such code should be laid out from the main actor
/// (docs/DIFFERENCES.md, "View bodies run on the layout's thread").
///
/// The lock is a synchronisation point, not state: it guards nothing but the right to run.
enum MainActorExclusion {
    /// Held by the thread of work that runs views' code.
    private static let lock = NSLock()
    /// Whether the current thread of work holds `lock` (a layout inside a body inherits it).
    @TaskLocal fileprivate static var isHeld = false
    /// Whether the current thread took `lock` itself.
    @TaskLocal private static var tookLock = false

    /// Runs `work` while holding the right to run views' code: at once when this thread of
    /// work already holds it, else after the layout holding it finishes.
    static func run<T>(_ work: () -> T) -> T {
        if isHeld { return work() }
        lock.lock()
        defer { lock.unlock() }
        return $isHeld.withValue(true) { $tookLock.withValue(true, operation: work) }
    }

    /// Runs `work`, which runs no views' code on this thread but waits for work started with
    /// the hold (a layout waiting for its `task` actions), with the lock let go meanwhile when
    /// this thread took it: main-actor code waiting for the lock (another layout's caller) then
    /// goes on and frees the main actor, which the tasks may need.
    static func waiting<T>(_ work: () -> T) -> T {
        guard tookLock else { return work() }
        lock.unlock()
        defer { lock.lock() }
        return work()
    }

    /// Calls `body`, a main-actor function, from the layout's thread. Sound while `run` is in
    /// force (see above): a synchronous global-actor function has the same calling convention
    /// as a nonisolated one, and its isolation is only the promise `run` keeps.
    static func call<Subject, Argument, Result>(
        _ body: @MainActor (Subject, Argument) -> Result, with subject: Subject, _ argument: Argument
    ) -> Result {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Subject, Argument) -> Result).self)(subject, argument)
        }
    }
}

extension MainActorExclusion {
    /// Whether the current thread of work is running a layout (holds the right to run views' code).
    static var isRunningLayout: Bool { isHeld }
}
