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
