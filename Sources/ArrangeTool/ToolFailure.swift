/// Why a command could not run, with the one-line message shown to the user and the exit
/// status: 2 for a command line that cannot be run (usage), 1 for input that cannot be laid out.
public struct ToolFailure: Error, Equatable, CustomStringConvertible {
    /// What went wrong and, where possible, what to do instead.
    public let message: String
    /// The process's exit status.
    public let exitCode: Int32

    /// A failure with `message`, exiting with `exitCode`.
    public init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A command line that cannot be run: exit status 2.
    public static func usage(_ message: String) -> ToolFailure {
        ToolFailure(message, exitCode: 2)
    }

    /// The message.
    public var description: String { message }
}
