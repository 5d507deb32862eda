/// Turns what a compiled snippet writes to standard error into what the user should read.
///
/// 1. The Swift runtime's "Current stack trace:" after a fatal error, and its numbered frames
///    (addresses in `program` and `libArrangeKit.so`), are left out: the message before them
///    says what went wrong, and where.
/// 2. `ArrangeUserSnippet/name.swift:4: Fatal error: …` (the runtime names the file by its
///    module) becomes `path:4: Fatal error: …`, the user's path.
/// 3. It notes whether the program failed to allocate memory, so that the ending can say why.
public struct ProgramErrorFilter: Sendable {
    private let modulePrefix: String
    private let path: String
    private var inStackTrace = false
    /// Whether a line said the program could not allocate memory.
    public private(set) var sawAllocationFailure = false

    /// A filter for the program compiled from the snippet at `path`.
    public init(path: String) {
        let name = SnippetProgram.sourceLocationName(for: path)
        modulePrefix = "ArrangeUserSnippet/" + String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "") + ":"
        self.path = path
    }

    /// `line` (without its newline) as the user should read it, or `nil` to leave it out.
    public mutating func filter(_ line: String) -> String? {
        // 1.
        if line == "Current stack trace:" {
            inStackTrace = true
            return nil
        }
        if inStackTrace {
            if Self.isStackFrame(line) { return nil }
            inStackTrace = false
        }
        // 3.
        if line.contains("failed to allocate") || line.contains("Could not allocate memory") { sawAllocationFailure = true }
        // 2.
        if line.hasPrefix(modulePrefix) { return path + ":" + line.dropFirst(modulePrefix.count) }
        return line
    }

    /// Whether `line` is a frame of the runtime's stack trace: `12   libArrangeKit.so   0x00007f… …`.
    static func isStackFrame(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 && words[0].allSatisfy(\.isNumber) && words[2].hasPrefix("0x")
    }
}
