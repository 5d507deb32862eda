import Foundation

/// How a layout runs the `task` actions of the views that appeared: each starts at once, and the
/// layout waits until all have finished or `patience` has passed. A task that is still running
/// then (it awaits a sleep, a timer, the network) is cancelled, and what it writes to views'
/// state from then on is dropped: the picture shows what it had done in time.
///
/// Tasks start as unstructured `Task`s that keep the layout's right to run views' code
/// (`MainActorExclusion`), so their writes to `@State` count; while the layout waits it lets
/// other layouts run (`MainActorExclusion.waiting`). A task's body is isolated to the main actor,
/// as SwiftUI's is, and where it runs depends on the layout's thread:
/// 1. On the main thread or the main queue (the `arrange` tool; main-actor code, such as a
///    `@MainActor` test, whose jobs the main queue runs — on Linux, once the main thread has
///    handed the queue to `dispatch_main`, on another thread), the thread that would run the
///    tasks' main-actor code is the one waiting. The layout runs the
///    tasks' steps itself while it waits, as the main actor (`TaskQueue.runsOnWaiter`): a step
///    that goes on to main-actor code goes on at once instead of waiting for the main queue,
///    which the waiting thread may be draining (main-actor code is a job of that queue, and the
///    queue runs one job at a time). A task that really suspends (a sleep, a timer, a
///    continuation resumed on another thread) comes back through the main queue, which the main
///    run loop, run meanwhile, drains only when the layout is not itself one of its jobs: the
///    tool's layouts are not, main-actor code's are, and there such a task times out (Swift's
///    main executor on Linux offers no way to run the queue's jobs from inside one of them).
/// 2. On another thread, the tasks' steps run on a queue of their own and their main-actor code
///    on the main actor, which must then be free: a layout started on another thread while
///    main-actor code waits for it (a layout sent to a queue and waited for on the main actor)
///    does not see its tasks' main-actor code run in time. (A deep tree stays on its caller's
///    thread: it goes on on stack segments, `StackSegments`.)
enum LifecycleTasks {
    /// How long, in seconds, a layout waits for the tasks that started after it: long enough for
    /// work that does not really wait (data made in memory, a file read), short enough that a
    /// task waiting for the network or a timer does not hold the picture up.
    static let patience: TimeInterval = 0.5

    /// The task whose code is running on this task, when it is one of these.
    @TaskLocal static var current: RunningTask?

    /// Starts each of `bodies` and waits for them; the indices of those still running after
    /// `patience` (then cancelled).
    static func run(_ bodies: [@Sendable () async -> Void], patience: TimeInterval = patience) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        let running = bodies.map { _ in RunningTask() }
        let finished = DispatchSemaphore(value: 0)
        var tasks: [Task<Void, Never>] = []
        let onMainThread = Thread.isMainThread
        let runsTasksHere = onMainThread || MainQueueMark.isRunningMainQueueJob
        let executor = TaskQueue(runsOnWaiter: runsTasksHere)
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
                if runsTasksHere {
                    // 1. The tasks' steps, then the main run loop, then a short wait for more steps.
                    executor.runWaitingSteps()
                    if onMainThread {
                        _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.001)))
                    }
                    executor.awaitStep(before: min(deadline, Date(timeIntervalSinceNow: 0.002)))
                    remaining = running.filter { !$0.isFinished }.count
                } else if finished.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .success {
                    // 2.
                    remaining -= 1
                }
            }
        }
        // Steps of the tasks still running go on (cancelled) on the tasks' own queue.
        executor.stopRunningOnWaiter()
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
/// its tasks) when several layouts run at once; or, while a layout on the main thread waits for
/// them (`runsOnWaiter`), that thread, as the main actor.
private final class TaskQueue: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "Arrange.LifecycleTasks")
    private let lock = NSLock()
    /// Whether steps wait in `waiting` for the layout's thread (the main actor's) to run them.
    private var runsOnWaiter: Bool
    private var waiting: [UnownedJob] = []
    private let arrived = DispatchSemaphore(value: 0)

    init(runsOnWaiter: Bool) {
        self.runsOnWaiter = runsOnWaiter
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        if runsOnWaiter {
            waiting.append(job)
            lock.unlock()
            arrived.signal()
            return
        }
        lock.unlock()
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Runs the steps waiting for the layout's thread, and those they start, as the main actor:
    /// the layout's thread runs the main actor's code, and nothing else while it waits, so a
    /// step isolated to the main actor goes on here at once.
    func runWaitingSteps() {
        while let job = nextWaitingStep() {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
        }
    }

    /// Waits until a step arrives or `deadline` passes.
    func awaitStep(before deadline: Date) {
        _ = arrived.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0))
    }

    /// From now on steps run on the queue; those still waiting go there.
    func stopRunningOnWaiter() {
        lock.lock()
        runsOnWaiter = false
        let left = waiting
        waiting = []
        lock.unlock()
        let executor = asUnownedTaskExecutor()
        for job in left {
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    private func nextWaitingStep() -> UnownedJob? {
        lock.lock()
        defer { lock.unlock() }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }
}

/// Tells whether the current code is a job of the main dispatch queue, which runs the main
/// actor's code (on the main thread, or on Linux, after `dispatch_main`, on a thread of its own).
private enum MainQueueMark {
    /// The mark the main queue carries, put on it the first time it is asked for.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current code runs on the main queue.
    static var isRunningMainQueueJob: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
