/// One replacement in a snippet's UTF-8 bytes: `range` becomes `replacement`.
public struct SnippetEdit: Hashable, Sendable {
    /// The bytes replaced.
    public let range: Range<Int>
    /// What replaces them.
    public let replacement: String

    /// An edit replacing the bytes `range` with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
