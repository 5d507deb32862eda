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
        var output = ""
        var errors = ""
    }

    /// Runs `executable` with `arguments`, its output captured or (when `capture` is false)
    /// going straight to this process's. Swift's crash backtraces are turned off: a crash in
    /// the user's code shows its message, not the runtime's stack.
    ///
    /// A program still running after `timeLimit` seconds (a `body` that never returns) is stopped.
    static func run(_ executable: String, arguments: [String], capture: Bool, timeLimit: Double) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        if capture {
            process.standardOutput = outputPipe
            process.standardError = errorPipe
        }
        do {
            try process.run()
        } catch {
            return Result(status: 1, errors: "arrange: cannot run \(executable): \((error as NSError).localizedDescription)\n")
        }
        let watchdog = Watchdog()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
            if process.isRunning {
                watchdog.fired = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        var result = Result(status: 0)
        if capture {
            // Read both pipes at once, so that neither fills up and blocks the program.
            let errors = ErrorCollector()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                errors.data = errorPipe.fileHandleForReading.readDataToEndOfFile()
            }
            result.output = String(decoding: outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            group.wait()
            result.errors = String(decoding: errors.data, as: UTF8.self)
        }
        process.waitUntilExit()
        result.timedOut = watchdog.fired
        if process.terminationReason == .uncaughtSignal {
            result.signal = process.terminationStatus
            result.status = 1
        } else {
            result.status = process.terminationStatus
        }
        return result
    }
}

/// Whether the time limit stopped a program (set once, before the program's end is seen).
private final class Watchdog: @unchecked Sendable {
    var fired = false
}

/// Holds what a background read collected (written before `DispatchGroup.wait` returns).
private final class ErrorCollector: @unchecked Sendable {
    var data = Data()
}
