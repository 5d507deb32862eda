/// A view a snippet declares, found by `SnippetScanner`.
public struct SnippetView: Hashable, Sendable {
    /// How the snippet declares it.
    public enum Kind: Hashable, Sendable {
        /// `struct Name: View`, built with `Name()`.
        case structure
        /// `#Preview { … }` or `#Preview("name") { … }`.
        case preview
        /// A view expression standing alone at the top level: `Text("Hi").padding()`.
        case expression
    }

    /// How it is declared.
    public let kind: Kind
    /// The name the commands show and select it by: the struct's name, the preview's name, or
    /// `Preview`, `Preview2`, … and `Snippet`, `Snippet2`, … for unnamed ones.
    public let name: String
    /// The line it starts on (1-based).
    public let line: Int
    /// The Swift expression that builds it in the generated program: `Favorite()`,
    /// `__arrangePreview1()`.
    public let builder: String
}

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

/// What `SnippetScanner` found in a snippet: its views, its syntax errors, notes about
/// declarations it skipped, and the edits that turn it into a program.
public struct SnippetScan: Sendable {
    /// The views, in the order they are declared.
    public var views: [SnippetView] = []
    /// Syntax errors; when there are any, the snippet is not compiled.
    public var syntaxErrors: [SnippetDiagnostic] = []
    /// Why declarations that look like views were not taken (`struct Row: View` needing
    /// arguments), each with its line.
    public var notes: [(line: Int, message: String)] = []
    /// Replacements of byte ranges of the source, none overlapping, in order.
    public var edits: [SnippetEdit] = []
    /// The names of the types the snippet declares at the top level.
    public var declaredTypes: Set<String> = []

    /// An empty scan.
    public init() {}
}

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
