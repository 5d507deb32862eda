/// A syntax error in a snippet, at a 1-based line and column (columns count UTF-8 bytes, as
/// the Swift compiler's do).
public struct SnippetDiagnostic: Hashable, Sendable {
    /// The line.
    public let line: Int
    /// The column.
    public let column: Int
    /// What is wrong.
    public let message: String

    /// `path:line:column: error: message`, the compiler's format.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): error: \(message)"
    }
}
