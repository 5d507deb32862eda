/// Why a snippet could not be turned into a program, with the message to show (which may
/// span several lines, as compiler errors do) and the exit status (1).
public struct SnippetFailure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let message: String
    /// What to show before the message: the compiler's errors, each with its line of source.
    public let details: String

    /// A failure saying `message`, after `details`.
    public init(_ message: String, details: String = "") {
        self.message = message
        self.details = details
    }

    /// The message.
    public var description: String { message }
}
