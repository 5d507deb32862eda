internal import SwiftSyntax
import Foundation

/// `#selector(…)` as Linux can compile it (it needs the Objective-C runtime there):
/// `#selector(keyboardWillShow(notification:))` becomes `Selector("keyboardWillShow(notification:)")`,
/// Arrange's `Selector` naming the method as Objective-C would, which the APIs that take one
/// (`NotificationCenter.addObserver(_:selector:name:object:)`, `UIControl.addTarget`) accept and
/// never call at rest. `#selector(getter: x)` names `x`. The edit keeps the expression on its line.
enum SelectorRewrite {
    /// The edits of `tree` (UTF-8 offsets).
    static func edits(in tree: Syntax) -> [SnippetEdit] {
        var edits: [SnippetEdit] = []
        collect(tree, into: &edits)
        return edits
    }

    private static func collect(_ node: Syntax, into edits: inout [SnippetEdit]) {
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
            var name = macro.arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ")
            if let first = macro.arguments.first, first.label != nil { name = first.expression.trimmedDescription }
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: " ")
            let start = macro.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = macro.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SnippetEdit(range: start..<end, replacement: "Selector(\"\(escaped)\")"))
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, into: &edits) }
    }
}
