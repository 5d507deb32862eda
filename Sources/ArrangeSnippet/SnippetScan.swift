import ArrangeTool
/// What `SnippetScanner` found in a snippet: its views, its syntax errors, notes about
/// declarations it skipped, and the edits that turn it into a program.
public struct SnippetScan: Sendable {
    /// The views, in the order they are declared.
    public var views: [SnippetView] = []
    /// Syntax errors, the first `SnippetScanner.maximumSyntaxErrors` of them; when there are
    /// any, the snippet is not compiled.
    public var syntaxErrors: [SnippetDiagnostic] = []
    /// Whether the file has more syntax errors than `syntaxErrors` holds.
    public var hasMoreSyntaxErrors = false
    /// Why declarations that look like views were not taken (`struct Row: View` needing
    /// arguments), each with its line.
    public var notes: [(line: Int, message: String)] = []
    /// What each platform condition (`#if os(iOS)`) was read as, each with its line, for `--verbose`.
    public var platformNotes: [(line: Int, message: String)] = []
    /// Replacements of byte ranges of the source, none overlapping, in order.
    public var edits: [SnippetEdit] = []
    /// The names of the types the snippet declares at the top level.
    public var declaredTypes: Set<String> = []
    /// The line each top-level `struct` is declared on, by name (`SettingsRow` → 14): where the
    /// commands point for a view of that type (`WrittenNames`).
    public var declarationLines: [String: Int] = [:]
    /// The calls written inside each top-level `struct` and each `#Preview` (under the name of
    /// the view the preview becomes), in order: what `WrittenNames` matches nodes to, so that a
    /// node points at the line of the expression that made it.
    public var callSites: [String: [WrittenSource.CallSite]] = [:]
    /// The class marked `@UIApplicationMain` (blanked): the app's delegate, which the program
    /// makes when `UIApplication.shared.delegate` is first read, as a running app has one.
    public var appDelegateClass: String?
    /// The top-level classes and structs that `Name()` builds (an `init()`, or one whose
    /// arguments all have defaults, or none and every stored property set up in place): the
    /// fallback environment objects the tool may give (`SnippetDefaults`).
    public var typesBuiltWithNoArguments: Set<String> = []
    /// The types the file's structs (nested ones too) read from the environment as objects, in
    /// order, once each, as written and where: `@EnvironmentObject var model: Model` and
    /// `@Environment(Model.self) var model`.
    public var environmentObjectTypes: [PlaceholderTypeReference] = []

    /// The views that need arguments, built with placeholders, when the file has nothing else
    /// to show (`SnippetDefaults.placeholderArguments`); each with its `placeholders`.
    public var placeholderViews: [SnippetView] = []
    /// The types the file declares and how to make placeholders of them.
    public var placeholderTypes = PlaceholderTypes()

    /// An empty scan.
    public init() {}
}
