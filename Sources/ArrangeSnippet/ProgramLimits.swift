/// How long a compiled snippet may run and how much memory it may take, from the environment:
/// `ARRANGE_TIME_LIMIT` (seconds of processor time, `ProgramTimeLimit`; default 20: a snippet lays out in well under a second, and a
/// `body` that never returns should be named soon, not after minutes) and `ARRANGE_MEMORY_LIMIT` (megabytes, default
/// 4096, at least 64 so that the program can start). A value that is not one of these is
/// replaced by the default, with a warning naming it.
public struct ProgramLimits: Equatable, Sendable {
    /// Seconds of processor time before the program is stopped (`ProgramTimeLimit`).
    public var seconds: Double = 20
    /// Megabytes of data the program may allocate.
    public var megabytes: Int = 4096

    /// The defaults.
    public init() {}

    /// The limits `environment` sets, and a warning for each value that could not be used.
    public static func from(environment: [String: String]) -> (limits: ProgramLimits, warnings: [String]) {
        var limits = ProgramLimits()
        var warnings: [String] = []
        if let text = environment["ARRANGE_TIME_LIMIT"], !text.isEmpty {
            if let seconds = Double(text), seconds.isFinite, seconds > 0 {
                limits.seconds = seconds
            } else {
                warnings.append("ARRANGE_TIME_LIMIT '\(text)' is not a number of seconds above 0; using \(Int(limits.seconds)).")
            }
        }
        if let text = environment["ARRANGE_MEMORY_LIMIT"], !text.isEmpty {
            if let megabytes = Int(text), megabytes >= 64, megabytes <= 1 << 30 {
                limits.megabytes = megabytes
            } else {
                warnings.append("ARRANGE_MEMORY_LIMIT '\(text)' is not a number of megabytes from 64 to 1073741824; using \(limits.megabytes).")
            }
        }
        return (limits, warnings)
    }
}
