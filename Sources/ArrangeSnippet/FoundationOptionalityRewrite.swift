internal import SwiftSyntax

/// Properties that Apple's Foundation declares optional (implicitly unwrapped: `[String]!`) and
/// Linux's declares plain (`[String]`), as code written for Apple's can unwrap them:
/// `guard let symbols = formatter.veryShortWeekdaySymbols` (a habit tracker's calendar header),
/// `formatter.monthSymbols?.first`, `formatter.amSymbol!`. Each such unwrapping, which Linux's
/// compiler refuses ("initializer for conditional binding must have Optional type"), reads the
/// property through `Optional(…)`, so the code means on Linux what it means on an iPhone (the
/// value is always there). The edit keeps the expression on its line.
enum FoundationOptionalityRewrite {
    /// `DateFormatter`'s symbol properties: implicitly unwrapped on Apple's systems, plain on
    /// Linux (checked against this toolchain's Foundation: each refuses `if let`).
    static let optionalOnApplesSystems: Set<String> = [
        "monthSymbols", "shortMonthSymbols", "veryShortMonthSymbols", "standaloneMonthSymbols", "shortStandaloneMonthSymbols",
        "veryShortStandaloneMonthSymbols", "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols",
        "standaloneWeekdaySymbols", "shortStandaloneWeekdaySymbols", "veryShortStandaloneWeekdaySymbols", "quarterSymbols",
        "shortQuarterSymbols", "standaloneQuarterSymbols", "shortStandaloneQuarterSymbols", "eraSymbols", "longEraSymbols",
        "amSymbol", "pmSymbol",
    ]

    /// The edits of `tree` (UTF-8 offsets).
    static func edits(in tree: Syntax) -> [SnippetEdit] {
        var edits: [SnippetEdit] = []
        collect(tree, into: &edits)
        return edits
    }

    private static func collect(_ node: Syntax, into edits: inout [SnippetEdit]) {
        var unwrapped: ExprSyntax?
        if let condition = node.as(OptionalBindingConditionSyntax.self) {
            unwrapped = condition.initializer?.value
        } else if let chaining = node.as(OptionalChainingExprSyntax.self) {
            unwrapped = chaining.expression
        } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
            unwrapped = forced.expression
        }
        if let member = unwrapped?.as(MemberAccessExprSyntax.self), member.base != nil,
           optionalOnApplesSystems.contains(member.declName.baseName.text) {
            let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = member.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SnippetEdit(range: start..<end, replacement: "Optional(\(member.trimmedDescription))"))
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, into: &edits) }
    }
}
