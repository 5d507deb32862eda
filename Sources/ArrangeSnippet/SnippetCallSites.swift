import ArrangeTool
internal import SwiftSyntax

/// The calls written inside one declaration, in the order they are written (an outer modifier
/// before what it modifies: `HStack { … }.padding()` gives `padding`, then `HStack`), as a
/// syntax walk finds them: `Name(…)`, `Name { … }`, `.name(…)` and `base.name(…)`.
enum SnippetCallSites {
    /// The calls inside `node`, with lines from `converter`.
    static func collect(in node: some SyntaxProtocol, converter: SourceLocationConverter) -> [WrittenSource.CallSite] {
        let visitor = CallVisitor(converter: converter)
        visitor.walk(node)
        return visitor.calls
    }
}

private final class CallVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var calls: [WrittenSource.CallSite] = []
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
        calls.append(WrittenSource.CallSite(name: token.text, text: text, line: line, isRepeated: loops > 0))
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
