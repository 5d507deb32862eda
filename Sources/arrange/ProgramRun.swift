import ArrangeSnippet
import Foundation

/// Runs a compiled snippet program.
enum ProgramRun {
    /// What a run gave.
    struct Result {
        var status: Int32
        /// The signal that stopped it, when one did (a crash in the snippet's code).
        var signal: Int32?
        /// Whether it was stopped for running longer than the time limit.
        var timedOut = false
        /// Whether it said it could not allocate memory.
        var allocationFailed = false
        /// Whether processes it started still held its output open at the time limit, after it
        /// had ended (their output after that is not read).
        var leftProcessesRunning = false
        var output = ""
        var errors = ""
        /// Where in the user's file it was when it crashed or was stopped, from its backtrace.
        var backtrace: ProgramBacktrace?
    }

    /// How long a program stopped at its time limit has to print its backtrace before it and
    /// its group are killed.
    static let backtraceGrace: Double = 10

    /// The most of each stream kept when capturing: a snippet printing without end cannot
    /// make `arrange` hold it all.
    static let captureLimit = 1 << 20

    /// Runs `executable` with `arguments` and `environment` added to this process's.
    ///
    /// 1. Swift's crash backtracer is on (`ProgramBacktrace.environmentValue`): its report is
    ///    read for where in the user's file the program was and left out of standard error
    ///    (`ProgramErrorFilter`), so a crash in the user's code shows its message and line, not
    ///    the runtime's stack.
    /// 2. Standard error is read line by line through the filter: kept in the result when
    ///    `capture`, else written to this process's standard error as it comes. Standard output
    ///    is kept (up to `captureLimit` bytes) when `capture`, else it is this process's.
    /// 3. A program that has used `timeLimit` seconds of processor time (a `body` that never
    ///    returns), or waited `ProgramTimeLimit.waitingFactor` times that on the clock, is
    ///    aborted, so that it prints its backtrace, and killed with its group `backtraceGrace`
    ///    seconds later if it still runs; processes it started that hold its output open after it ended are not waited
    ///    for beyond then. Its standard input is empty, so it never waits for the terminal.
    static func run(
        _ executable: String, arguments: [String], environment extra: [String: String], capture: Bool,
        timeLimit: Double, filter: ProgramErrorFilter
    ) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // 1.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = ProgramBacktrace.environmentValue
        environment.merge(extra) { $1 }
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        // Nothing to read: `readLine()` in a snippet gets nil at once instead of waiting.
        process.standardInput = FileHandle.nullDevice
        if capture { process.standardOutput = outputPipe }
        process.standardError = errorPipe
        let end = ProcessEnd(of: process)
        do {
            try process.run()
        } catch {
            return Result(status: 1, errors: "arrange: cannot run \(executable): \((error as NSError).localizedDescription)\n")
        }
        // Stopping arrange stops the program's group too (`ChildProcessGroups`), until its
        // output has been read to the end.
        ChildProcessGroups.shared.add(process.processIdentifier)
        defer { ChildProcessGroups.shared.remove(process.processIdentifier) }
        // 3.
        let started = DispatchTime.now()
        let watchdog = Watchdog()
        // 2. Read both pipes at once, so that neither fills up and blocks the program.
        let errors = FilteredErrors(filter: filter, keeps: capture)
        let limit = ProgramTimeLimit(seconds: timeLimit)
        let pid = process.processIdentifier
        @Sendable func look() {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            if let wait = limit.nextLook(at: pid, elapsed: elapsed) {
                DispatchQueue.global().asyncAfter(deadline: .now() + wait, execute: look)
            } else {
                watchdog.expire(process, errors: errors)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: started + timeLimit, execute: look)
        let output = BoundedOutput()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            // What is there, as it comes: `FileHandle.read(upToCount:)` waits for the whole count
            // (or the end), which would hold back a backtrace until the program is killed.
            let descriptor = errorPipe.fileHandleForReading.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                errors.take(Data(buffer[0..<count]))
            }
            errors.finish()
        }
        if capture {
            DispatchQueue.global().async(group: group) {
                let handle = outputPipe.fileHandleForReading
                while let chunk = try? handle.read(upToCount: 65536), !chunk.isEmpty { output.take(chunk) }
            }
        }
        end.wait()
        // The output ends with the program, unless processes it started still hold it open:
        // wait for them until the time limit (at least a second more), then stop waiting.
        let leftovers = group.wait(timeout: max(started + timeLimit + (watchdog.stoppedTheProgram ? Self.backtraceGrace : 0), .now() + 1)) == .timedOut
        var result = Result(status: 0)
        result.output = output.text
        result.errors = errors.kept
        result.allocationFailed = errors.sawAllocationFailure
        result.backtrace = errors.backtrace
        result.timedOut = watchdog.stoppedTheProgram
        result.leftProcessesRunning = leftovers
        if process.terminationReason == .uncaughtSignal {
            result.signal = process.terminationStatus
            result.status = 1
        } else {
            result.status = process.terminationStatus
        }
        return result
    }

}

/// Standard output of a program as it is read (on a background thread), keeping at most
/// `ProgramRun.captureLimit` bytes.
private final class BoundedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var dropped = 0

    func take(_ chunk: Data) {
        lock.lock()
        defer { lock.unlock() }
        let room = max(0, ProgramRun.captureLimit - data.count)
        data.append(chunk.prefix(room))
        dropped += chunk.count - min(room, chunk.count)
    }

    /// What was read so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self) + (dropped > 0 ? "\n… (\(dropped) more bytes left out)\n" : "")
    }
}

/// Stops a program still running at its time limit; says whether it did.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    /// At the time limit: aborts the program if it still runs, so that its backtrace says where
    /// it was, and kills it with the processes of its group once `errors` has read the backtrace
    /// whole (the program goes on after it), or `ProgramRun.backtraceGrace` seconds later.
    func expire(_ process: Process, errors: FilteredErrors) {
        lock.lock()
        guard process.isRunning else {
            lock.unlock()
            return
        }
        stopped = true
        lock.unlock()
        kill(process.processIdentifier, SIGABRT)
        let giveUp = DispatchTime.now() + ProgramRun.backtraceGrace
        while process.isRunning && !errors.backtraceEnded && DispatchTime.now() < giveUp { usleep(50_000) }
        if process.isRunning { kill(-process.processIdentifier, SIGKILL) }
    }

    var stoppedTheProgram: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }
}

/// Standard error of a program, cut into lines and filtered as it is read (on a background
/// thread, which may still be reading when the result is taken): kept, up to
/// `ProgramRun.captureLimit` bytes, or written to this process's standard error.
final class FilteredErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var filter: ProgramErrorFilter
    private let keeps: Bool
    private var pending = Data()
    private var keptText = ""
    private var dropped = 0

    init(filter: ProgramErrorFilter, keeps: Bool) {
        self.filter = filter
        self.keeps = keeps
    }

    var sawAllocationFailure: Bool {
        lock.lock()
        defer { lock.unlock() }
        return filter.sawAllocationFailure
    }

    var backtrace: ProgramBacktrace? {
        lock.lock()
        defer { lock.unlock() }
        return filter.backtrace
    }

    var backtraceEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return filter.backtraceEnded
    }

    /// What was kept so far.
    var kept: String {
        lock.lock()
        defer { lock.unlock() }
        return keptText
    }

    func take(_ chunk: Data) {
        lock.lock()
        defer { lock.unlock() }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            emit(line)
        }
        // A line without end is passed on in pieces rather than held whole.
        if pending.count > ProgramRun.captureLimit {
            emit(String(decoding: pending, as: UTF8.self))
            pending.removeAll()
        }
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if !pending.isEmpty { emit(String(decoding: pending, as: UTF8.self)) }
        pending.removeAll()
        for line in filter.finish() { show(line) }
        if dropped > 0 { keptText += "… (\(dropped) more bytes of messages left out)\n" }
    }

    private func emit(_ line: String) {
        for shown in filter.take(line) { show(shown) }
    }

    private func show(_ shown: String) {
        guard keeps else {
            FileHandle.standardError.write(Data((shown + "\n").utf8))
            return
        }
        if keptText.utf8.count + shown.utf8.count < ProgramRun.captureLimit { keptText += shown + "\n" } else { dropped += shown.utf8.count + 1 }
    }
}
