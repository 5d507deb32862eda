/// Why a compiled snippet's program stopped, in words, from the signal that stopped it.
public enum ProgramEnding {
    /// The signal a program gets when whatever reads its output has gone (`arrange frames … | head -1`):
    /// nothing went wrong that the user should be told about.
    public static let brokenPipe: Int32 = 13

    /// Whether `signal` means the program's output was closed by its reader (`brokenPipe`), not
    /// a failure of the snippet: `arrange` then ends quietly, with status 141 as a shell would.
    public static func isClosedOutput(signal: Int32?) -> Bool { signal == brokenPipe }

    /// The sentence `arrange` prints after `file`'s program was stopped by `signal`;
    /// `allocationFailed` when its messages said it could not allocate memory, `memoryLimit`
    /// the megabytes it was allowed.
    public static func explanation(file: String, signal: Int32, allocationFailed: Bool, memoryLimit: Int) -> String {
        if allocationFailed {
            return "\(file) ran out of memory while laying out its views (the limit is \(memoryLimit) MB; "
                + "set ARRANGE_MEMORY_LIMIT in megabytes to change it)."
        }
        switch signal {
        case 4, 5:
            return "\(file) stopped at a fatal error while laying out its views (signal \(signal)); its message is above."
        case 6:
            return "\(file) aborted while laying out its views (signal 6); its message, if any, is above."
        case 7, 11:
            return "\(file) crashed while laying out its views (signal \(signal)): most often a body or a "
                + "function that calls itself without end, overflowing the stack."
        case 9:
            return "\(file) was killed while laying out its views (signal 9), perhaps by the system for lack of memory."
        default:
            return "\(file) was stopped by signal \(signal) while laying out its views."
        }
    }

    /// What happened to one view, for the sentence naming it: the program stopped by `signal`,
    /// stopped after `timeLimit` seconds, or out of memory.
    public static func viewFailure(signal: Int32?, timedOut: Bool, allocationFailed: Bool, timeLimit: Double) -> String {
        if timedOut { return "did not finish within \(Int(timeLimit)) s (ARRANGE_TIME_LIMIT; does its body loop forever?)" }
        if allocationFailed { return "ran out of memory" }
        switch signal ?? 0 {
        case 4, 5: return "stopped at a fatal error (signal \(signal ?? 0); its message is above)"
        case 6: return "aborted (signal 6)"
        case 7, 11: return "crashed (signal \(signal ?? 0); most often a body that calls itself without end)"
        default: return "was stopped by signal \(signal ?? 0)"
        }
    }
}
