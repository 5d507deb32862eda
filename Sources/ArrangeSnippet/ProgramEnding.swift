/// Why a compiled snippet's program stopped, in words, from the signal that stopped it.
public enum ProgramEnding {
    /// The signal a program gets when whatever reads its output has gone (`arrange frames … | head -1`):
    /// nothing went wrong that the user should be told about.
    public static let brokenPipe: Int32 = 13

    /// Whether `signal` means the program's output was closed by its reader (`brokenPipe`), not
    /// a failure of the snippet: `arrange` then ends quietly, with status 141 as a shell would.
    public static func isClosedOutput(signal: Int32?) -> Bool { signal == brokenPipe }

    /// Where a program was when it failed, for the sentences below: the user's function and
    /// line from its backtrace (`ProgramBacktrace.place(in:)`) and the view it was laying out
    /// (`ViewProgress`); "while laying out its views" when neither is known.
    public static func whereabouts(place: String?, view: String?) -> String {
        var parts: [String] = []
        if let place { parts.append(place) }
        if let view, !(place?.contains("\(view)'s ") ?? false), !(place?.contains("\"\(view)\"") ?? false) { parts.append("while laying out \(view)") }
        return parts.isEmpty ? "while laying out its views" : parts.joined(separator: ", ")
    }

    /// The sentence `arrange` prints after `file`'s program was stopped by `signal`, `at` a
    /// place (`whereabouts`); `allocationFailed` when its messages said it could not allocate
    /// memory, `memoryLimit` the megabytes it was allowed.
    public static func explanation(
        file: String, signal: Int32, allocationFailed: Bool, memoryLimit: Int, at place: String = "while laying out its views"
    ) -> String {
        if allocationFailed {
            return "\(file) ran out of memory \(place) (the limit is \(memoryLimit) MB; "
                + "set ARRANGE_MEMORY_LIMIT in megabytes to change it)."
        }
        switch signal {
        case 4, 5:
            return "\(file) stopped at a fatal error \(place) (signal \(signal)); its message is above."
        case 6:
            return "\(file) aborted \(place) (signal 6); its message, if any, is above."
        case 7, 11:
            return "\(file) crashed \(place) (signal \(signal)): most often a body or a "
                + "function that calls itself without end, overflowing the stack."
        case 9:
            return "\(file) was killed \(place) (signal 9), perhaps by the system for lack of memory."
        default:
            return "\(file) was stopped by signal \(signal) \(place)."
        }
    }

    /// The sentence `arrange` prints after `file`'s program ran past its time limit of
    /// `timeLimit` seconds, `at` a place (`whereabouts`).
    public static func timeOut(file: String, timeLimit: Double, at place: String) -> String {
        "\(file) was stopped after \(Int(timeLimit)) s (ARRANGE_TIME_LIMIT) \(place): does a body or a layout loop forever?"
    }

    /// What happened to one view, for the sentence naming it: the program stopped by `signal`,
    /// stopped after `timeLimit` seconds, or out of memory; `place` where in the user's code
    /// (`ProgramBacktrace.place(in:)`), when known.
    public static func viewFailure(signal: Int32?, timedOut: Bool, allocationFailed: Bool, timeLimit: Double, place: String? = nil) -> String {
        let at = place.map { " " + $0 } ?? ""
        if timedOut { return "did not finish within \(Int(timeLimit)) s\(at) (ARRANGE_TIME_LIMIT; does its body loop forever?)" }
        if allocationFailed { return "ran out of memory\(at)" }
        switch signal ?? 0 {
        case 4, 5: return "stopped at a fatal error\(at) (signal \(signal ?? 0); its message is above)"
        case 6: return "aborted\(at) (signal 6)"
        case 7, 11: return "crashed\(at) (signal \(signal ?? 0); most often a body that calls itself without end)"
        default: return "was stopped by signal \(signal ?? 0)\(at)"
        }
    }
}
