/// A view a snippet declares, found by `SnippetScanner`.
public struct SnippetView: Hashable, Sendable {
    /// How the snippet declares it.
    public enum Kind: Hashable, Sendable {
        /// `struct Name: View`, built with `Name()`.
        case structure
        /// `#Preview { … }` or `#Preview("name") { … }`.
        case preview
        /// `struct Name: PreviewProvider`: one picture per view of its `previews`.
        case previewProvider
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
    /// `__ArrangePreview1()`.
    public let builder: String
    /// The `#if` blocks it is declared in, as the directive lines that select its clause, outermost
    /// first: `["#if os(iOS)", "#else"]` for a view in the `#else` of `#if os(iOS)`. The program
    /// registers it under the same directives, so a view the compiler leaves out is not named.
    public var conditions: [String] = []
    /// A `#Preview`'s traits as written (`.sizeThatFitsLayout`, `.fixedLayout(width: 200, height: 100)`).
    public var traits: [String] = []
    /// For a view built with made-up arguments, what they are (`builder` is its expression).
    public var placeholders: PlaceholderCall?

    /// A view declared as `kind`, shown as `name`, starting on `line`, built by `builder`.
    public init(kind: Kind, name: String, line: Int, builder: String, conditions: [String] = [], traits: [String] = []) {
        self.kind = kind
        self.name = name
        self.line = line
        self.builder = builder
        self.conditions = conditions
        self.traits = traits
    }

    /// Whether it is a preview (`#Preview` or a `PreviewProvider`): a file with previews shows
    /// only those, as Xcode's canvas does.
    public var isPreview: Bool { kind == .preview || kind == .previewProvider }
}
