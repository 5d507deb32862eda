import Foundation

/// When a running snippet program's time is up. `ARRANGE_TIME_LIMIT` counts the processor time
/// the program has used (its threads' user and system time, from `/proc/PID/stat`), not the
/// clock: on a loaded machine — a CI run, other files compiling beside it — a program that needs
/// 3 s of its own work can take 30 s on the clock, and stopping it then would blame its `body`
/// for the machine's load. A `body` that loops forever works all the time, so it is still
/// stopped once it has used the limit. A program that waits without working (a deadlock, a
/// sleep) uses no processor time: it is stopped when the clock reaches `waitingFactor` times
/// the limit.
public struct ProgramTimeLimit: Sendable {
    /// The processor seconds the program may use.
    public let seconds: Double
    /// How many times the limit a program may take on the clock, however little it works.
    public static let waitingFactor: Double = 6

    /// A limit of `seconds` of processor time.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// Seconds from now to look again at process `pid`, which has run `elapsed` seconds on the
    /// clock, or `nil` when its time is up: it has used the limit, or the clock has reached
    /// `waitingFactor` times it. When its processor time cannot be read (it has just ended, or
    /// `/proc` is not there) the clock counts alone, as the limit.
    public func nextLook(at pid: pid_t, elapsed: Double) -> Double? {
        let clockLeft = seconds * Self.waitingFactor - elapsed
        guard clockLeft > 0 else { return nil }
        guard let used = Self.processorSeconds(of: pid) else { return elapsed >= seconds ? nil : seconds - elapsed }
        let left = seconds - used
        guard left > 0 else { return nil }
        // It can use at most the clock's time per thread, so the limit is not reached sooner than
        // `left` seconds from now on one thread; a quarter of a second at least, so that a
        // program nearly at its limit is not read back to back.
        return min(max(left, 0.25), clockLeft)
    }

    /// The user and system time process `pid` has used, in seconds: fields 14 and 15 of
    /// `/proc/PID/stat` (the 12th and 13th after the command name, which is in parentheses and
    /// may itself hold spaces and parentheses), in clock ticks.
    static func processorSeconds(of pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks : nil
    }
}
