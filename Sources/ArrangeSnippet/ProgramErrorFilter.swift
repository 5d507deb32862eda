/// Turns what a compiled snippet writes to standard error into what the user should read.
///
/// 1. The Swift runtime's backtrace after a crash (`ProgramBacktrace`, from `*** Signal …` to
///    the end) is left out, and read for where in the user's file the program was.
/// 2. The runtime's "Current stack trace:" after a fatal error (when the backtracer is off), and
///    its numbered frames, are left out too.
/// 3. `ArrangeUserSnippet/name.swift:4: Fatal error: …` (the runtime names the file by its
///    module) becomes `path:4: Fatal error: …`, the user's path. A fatal error raised inside the
///    standard library (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`)
///    or a failed check inside Arrange (`Arrange/LayoutSubviews.swift:52: Precondition failed:
///    Index out of range: a layout asked for subviews[1] …`) is held until the backtrace says
///    which line of the user's called it, and given that line.
/// 4. It notes whether the program failed to allocate memory, so that the ending can say why.
public struct ProgramErrorFilter: Sendable {
    private let modulePrefix: String
    private let path: String
    private let sourceName: String
    private var inStackTrace = false
    private var inBacktrace = false
    /// A fatal error's words (`Fatal error`, `Precondition failed`) and message held for the
    /// backtrace, and the blank lines after it.
    private var heldFatalError: (words: String, message: String, original: String)?
    private var heldBlankLines = 0
    /// Whether a line said the program could not allocate memory.
    public private(set) var sawAllocationFailure = false
    /// The backtrace, when the program printed one.
    public private(set) var backtrace: ProgramBacktrace?
    /// Whether the backtrace has been printed whole. A program stopped by a signal sent from
    /// outside (the time limit's) goes on running after it, and must then be killed.
    public private(set) var backtraceEnded = false

    /// A filter for the program compiled from the snippet at `path`.
    public init(path: String) {
        let name = SnippetProgram.sourceLocationName(for: path)
        modulePrefix = "ArrangeUserSnippet/" + String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "") + ":"
        self.path = path
        sourceName = name
    }

    /// The lines to show for `line` (without its newline): none, the line as the user should
    /// read it, or lines held back before it.
    public mutating func take(_ line: String) -> [String] {
        // 1.
        if inBacktrace {
            backtrace?.read(line, sourceName: sourceName)
            if line.hasPrefix(ProgramBacktrace.endLinePrefix) { backtraceEnded = true }
            return []
        }
        if ProgramBacktrace.isStart(line) {
            inBacktrace = true
            backtrace = ProgramBacktrace()
            heldBlankLines = 0
            return []
        }
        // Blank lines before a backtrace are the backtracer's.
        if line.isEmpty {
            heldBlankLines += 1
            return []
        }
        var shown = released()
        // 2.
        if line == "Current stack trace:" {
            inStackTrace = true
            return shown
        }
        if inStackTrace {
            if Self.isStackFrame(line) { return shown }
            inStackTrace = false
        }
        // 4.
        if line.contains("failed to allocate") || line.contains("Could not allocate memory") { sawAllocationFailure = true }
        // 3.
        if line.hasPrefix(modulePrefix) { return shown + [path + ":" + line.dropFirst(modulePrefix.count)] }
        if !line.hasPrefix(path + ":"), let (words, fatal) = Self.failure(in: line) {
            heldFatalError = (words, String(line[fatal.upperBound...]), line)
            return shown
        }
        shown.append(line)
        return shown
    }

    /// The lines still held at the end of the output: a held fatal error, at the user's line
    /// the backtrace gives, or as the runtime wrote it.
    public mutating func finish() -> [String] {
        var lines: [String] = []
        if let (words, message, original) = heldFatalError {
            if let line = backtrace?.innermostLine {
                lines.append("\(path):\(line): \(words): \(message)")
            } else {
                lines.append(original)
            }
            heldFatalError = nil
        }
        if !inBacktrace { lines += Array(repeating: "", count: heldBlankLines) }
        heldBlankLines = 0
        return lines
    }

    /// The held lines, as they were: what followed them was not a backtrace.
    private mutating func released() -> [String] {
        var lines: [String] = []
        if let held = heldFatalError { lines.append(held.original) }
        heldFatalError = nil
        lines += Array(repeating: "", count: heldBlankLines)
        heldBlankLines = 0
        return lines
    }

    /// The words the Swift runtime puts before the message of a check that stopped the program:
    /// `fatalError`'s, and in a debug build `precondition`'s and `assert`'s.
    static let failureWords = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// The words of a failed check in `line` (`…/File.swift:52: Precondition failed: …`) and the
    /// range of `: WORDS: ` before its message, or `nil` when the line reports none.
    static func failure(in line: String) -> (words: String, range: Range<String.Index>)? {
        for words in failureWords {
            if let range = line.range(of: ": \(words): ") { return (words, range) }
        }
        return nil
    }

    /// Whether `line` is a frame of the runtime's stack trace: `12   libArrangeKit.so   0x00007f… …`.
    static func isStackFrame(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 && words[0].allSatisfy(\.isNumber) && words[2].hasPrefix("0x")
    }
}
