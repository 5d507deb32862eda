import Foundation

/// How a layout runs the `task` actions of the views that appeared: each starts at once, and the
/// layout waits until all have finished or `patience` has passed. A task that is still running
/// then (it awaits a sleep, a timer, the network) is cancelled, and what it writes to views'
/// state from then on is dropped: the picture shows what it had done in time.
///
/// Tasks start as unstructured `Task`s that keep the layout's right to run views' code
/// (`MainActorExclusion`), so their writes to `@State` count; while the layout waits it lets
/// other layouts run (`MainActorExclusion.waiting`). A task's body is isolated to the main actor,
/// as SwiftUI's is. It runs while the layout waits when the layout runs on the main thread (the
/// main run loop is run meanwhile: the `arrange` tool), or on another thread while the main
/// actor is free; a layout started from main-actor code keeps the main actor busy, and its tasks
/// do not finish in time.
enum LifecycleTasks {
    /// How long, in seconds, a layout waits for the tasks that started after it: long enough for
    /// work that does not really wait (data made in memory, a file read), short enough that a
    /// task waiting for the network or a timer does not hold the picture up.
    static let patience: TimeInterval = 0.5

    /// The task whose code is running on this task, when it is one of these.
    @TaskLocal static var current: RunningTask?

    /// Starts each of `bodies` and waits for them; the indices of those still running after
    /// `patience` (then cancelled).
    static func run(_ bodies: [@Sendable () async -> Void]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        let running = bodies.map { _ in RunningTask() }
        let finished = DispatchSemaphore(value: 0)
        var tasks: [Task<Void, Never>] = []
        let executor = TaskQueue()
        for (body, token) in zip(bodies, running) {
            tasks.append(Task(executorPreference: executor) {
                await $current.withValue(token) { await body() }
                token.finish()
                finished.signal()
            })
        }
        let deadline = Date(timeIntervalSinceNow: patience)
        MainActorExclusion.waiting {
            var remaining = bodies.count
            while remaining > 0, Date() < deadline {
                if Thread.isMainThread {
                    // Main-actor work the tasks send runs on this thread, from the main run loop.
                    _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.002)))
                    remaining = running.filter { !$0.isFinished }.count
                } else if finished.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .success {
                    remaining -= 1
                }
            }
        }
        var late: [Int] = []
        for index in running.indices where !running[index].isFinished {
            running[index].expire()
            tasks[index].cancel()
            late.append(index)
        }
        return late
    }
}

/// One started `task` action: whether it finished, and whether the layout stopped waiting for it.
final class RunningTask: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var expired = false

    /// Whether the task's body returned.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Whether the layout stopped waiting: what the task writes to state is dropped.
    var isExpired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return expired
    }

    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }

    func expire() {
        lock.lock()
        expired = true
        lock.unlock()
    }
}

/// Where the nonisolated parts of a layout's tasks run: a serial dispatch queue of their own, not
/// Swift's shared pool, whose few threads may all be waiting (for layouts, as a layout waits for
/// its tasks) when several layouts run at once.
private final class TaskQueue: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "Arrange.LifecycleTasks")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
