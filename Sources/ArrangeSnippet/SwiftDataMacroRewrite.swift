internal import SwiftParser
internal import SwiftSyntax
import Foundation

/// iOS 18 SwiftData's `#Unique<Author>([\.firstName, \.lastName])` and `#Index<Book>([\.name],
/// [\.genre])` in a model class, as the program can compile them without macro plugins:
/// blanked. They are store constraints and fetch indexes, which a still picture's in-memory
/// models never exercise (two objects breaking a uniqueness constraint both stay; SwiftData
/// would merge them when saving).
///
/// Only the declarations' own columns become spaces; their line breaks stay, so that compiler
/// messages point at the user's lines. Declarations of other macros (`#warning`) are kept.
enum SwiftDataMacroRewrite {
    /// The macros blanked.
    static let blanked: Set<String> = ["Unique", "Index"]

    /// The edits of `source`, parsed here (UTF-8 offsets).
    static func edits(in source: String) -> [SnippetEdit] {
        edits(in: Syntax(Parser.parse(source: source)), bytes: Array(source.utf8))
    }

    /// The edits of `tree`, whose text is `bytes` (UTF-8 offsets).
    static func edits(in tree: Syntax, bytes: [UInt8]) -> [SnippetEdit] {
        var edits: [SnippetEdit] = []
        collect(tree, bytes: bytes, into: &edits)
        return edits
    }

    private static func collect(_ node: Syntax, bytes: [UInt8], into edits: inout [SnippetEdit]) {
        if let declaration = node.as(MacroExpansionDeclSyntax.self), blanked.contains(declaration.macroName.text),
           isInClass(node) {
            let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
            let spaces = bytes[start..<end].map { $0 == UInt8(ascii: "\n") ? "\n" : " " }.joined()
            edits.append(SnippetEdit(range: start..<end, replacement: spaces))
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, bytes: bytes, into: &edits) }
    }

    /// Whether `node` is a member of a class (where SwiftData's macros are written).
    private static func isInClass(_ node: Syntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(ClassDeclSyntax.self) { return true }
            if current.is(CodeBlockSyntax.self) || current.is(SourceFileSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }
}
