internal import SwiftSyntax

/// One call written in a view's declaration: the name called (`Text`, `HStack`, `padding`),
/// the text of a plain string literal passed first (`Text("Wi-Fi")` → `Wi-Fi`), and the line
/// the name is written on — where the commands point for a node that call made (`WrittenNames`
/// matches nodes to calls).
public struct SnippetCallSite: Sendable, Equatable {
    /// The name called: a type (`Text`, `SettingsRow`) or a modifier (`padding`).
    public var name: String
    /// The first argument when it is a string literal without interpolation, else `nil`.
    public var text: String?
    /// The line of `name` in the snippet (1-based).
    public var line: Int
    /// Whether the call is inside a `ForEach`'s closure, and so may make any number of nodes.
    public var isRepeated: Bool

    /// A call of `name` on `line`.
    public init(name: String, text: String? = nil, line: Int, isRepeated: Bool = false) {
        self.name = name
        self.text = text
        self.line = line
        self.isRepeated = isRepeated
    }
}

/// The calls written inside one declaration, in the order they are written (an outer modifier
/// before what it modifies: `HStack { … }.padding()` gives `padding`, then `HStack`), as a
/// syntax walk finds them: `Name(…)`, `Name { … }`, `.name(…)` and `base.name(…)`.
enum SnippetCallSites {
    /// The calls inside `node`, with lines from `converter`.
    static func collect(in node: some SyntaxProtocol, converter: SourceLocationConverter) -> [SnippetCallSite] {
        let visitor = CallVisitor(converter: converter)
        visitor.walk(node)
        return visitor.calls
    }

    /// The encoding the compiled program reads (`WrittenNames.readCallSites`): one call a line,
    /// `Type<TAB>name<TAB>line<TAB>text`, the line followed by `r` for a repeated call, the text
    /// `+` and the literal or empty when `nil` (tabs and newlines in it written as `\t` and `\n`,
    /// backslashes doubled). A string, not an array literal, so a file
    /// of many views costs the compiler nothing to type-check.
    static func encoded(_ calls: [String: [SnippetCallSite]]) -> String {
        var lines: [String] = []
        for type in calls.keys.sorted() {
            for call in calls[type] ?? [] {
                let text = call.text.map { "+" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n") } ?? ""
                lines.append("\(type)\t\(call.name)\t\(call.line)\(call.isRepeated ? "r" : "")\t\(text)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

private final class CallVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var calls: [SnippetCallSite] = []
    /// How many `ForEach` calls the walk is inside.
    var loops = 0

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let token = Self.calledName(node.calledExpression) else { return .visitChildren }
        let text = node.arguments.first.flatMap { argument -> String? in
            guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
            var parts: [String] = []
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                parts.append(plain.content.text)
            }
            return parts.joined()
        }
        let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
        calls.append(SnippetCallSite(name: token.text, text: text, line: line, isRepeated: loops > 0))
        if token.text == "ForEach" { loops += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if Self.calledName(node.calledExpression)?.text == "ForEach" { loops -= 1 }
    }

    /// The token naming what `expression` calls: `Text` in `Text(…)`, `padding` in
    /// `x.padding(…)` or `.padding(…)`, `Row` in `Row<Int>(…)`.
    static func calledName(_ expression: ExprSyntax) -> TokenSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calledName(specialized.expression) }
        return nil
    }
}
