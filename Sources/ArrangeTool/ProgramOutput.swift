import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a program compiled from a snippet writes the command's output: a copy of its standard
/// output taken before the snippet's own code runs, so that what the snippet prints cannot mix
/// into it (`frames --json` stays JSON).
public struct ProgramOutput: Sendable {
    /// The exit status of a compiled snippet whose command succeeded, in place of 0: a snippet
    /// whose top-level code calls `exit(0)` ends with 0 before its views are laid out, and
    /// `arrange` must not take that for success.
    public static let finishedStatus: Int32 = 3

    /// The file descriptor the command's output goes to.
    public let descriptor: Int32

    /// Sets up a compiled snippet's process, before the snippet's own top-level code runs.
    ///
    /// 1. With `ARRANGE_MEMORY_LIMIT` (megabytes, which `arrange` sets), limits the process's
    ///    data to it: a snippet that allocates without end fails at once ("failed to allocate")
    ///    instead of exhausting the machine.
    /// 2. Copies standard output for the command, then points standard output at standard
    ///    error: `print` in the snippet goes there. (The generated program then makes `stdout`
    ///    line-buffered, so that what it printed before a crash is not lost in a buffer; Swift 6
    ///    code here cannot name `stdout`.)
    public static func takeStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgramOutput {
        // 1.
        if let megabytes = environment["ARRANGE_MEMORY_LIMIT"].flatMap(Int.init), megabytes > 0 {
            let bytes = rlim_t(min(megabytes, Int.max >> 20)) << 20
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
        }
        // 2.
        let copy = dup(STDOUT_FILENO)
        guard copy >= 0 else { return ProgramOutput(descriptor: STDOUT_FILENO) }
        _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        return ProgramOutput(descriptor: copy)
    }

    /// Writes `line` and a newline, at once.
    public func write(_ line: String) {
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(Data((line + "\n").utf8))
    }
}
