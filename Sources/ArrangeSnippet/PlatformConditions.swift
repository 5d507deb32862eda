internal import SwiftSyntax

/// The platform conditions of a snippet's `#if` clauses, read for a `SnippetPlatform`.
///
/// Every `os(…)`, `canImport(UIKit/AppKit …)` and `targetEnvironment(…)` in a `#if`/`#elseif`
/// condition, wherever the clause is (top level, a body, a modifier chain), is replaced by
/// `true` or `false` padded with spaces to its length, so that columns stay put and the
/// compiler takes the platform's branch. Each replacement is noted for `--verbose`.
struct PlatformConditions {
    /// A platform condition and what it is read as.
    struct Reading {
        /// The condition's bytes in the source.
        let range: Range<Int>
        /// `os(iOS)`, as written.
        let spelling: String
        /// Its value on the platform.
        let value: Bool
        /// Its line.
        let line: Int
    }

    /// The conditions found, in source order.
    private(set) var readings: [Reading] = []

    /// No conditions.
    init() {}

    /// The platform conditions of every `#if` clause in `tree`.
    init(in tree: Syntax, platform: SnippetPlatform, converter: SourceLocationConverter) {
        let finder = ClauseFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for condition in finder.conditions {
            for call in Self.calls(in: condition) {
                guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription,
                      let value = platform.value(of: function, argument: argument) else { continue }
                let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = call.endPositionBeforeTrailingTrivia.utf8Offset
                let line = call.startLocation(converter: converter, afterLeadingTrivia: true).line
                readings.append(Reading(range: start..<end, spelling: call.trimmedDescription, value: value, line: line))
            }
        }
        readings.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The edits that put each reading's value in place of its condition, in `bytes`.
    func edits(in bytes: [UInt8]) -> [SnippetEdit] {
        readings.map { reading in
            let word = Array((reading.value ? "true" : "false").utf8)
            var replacement: [UInt8] = []
            for (index, byte) in bytes[reading.range].enumerated() {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    replacement.append(byte)
                } else if index < word.count {
                    replacement.append(word[index])
                } else {
                    replacement.append(UInt8(ascii: " "))
                }
            }
            // A condition shorter than its word cannot occur (`os(X)` has at least 5 bytes), but
            // keep the word whole if it did.
            if bytes[reading.range].count < word.count { replacement = word }
            return SnippetEdit(range: reading.range, replacement: String(decoding: replacement, as: UTF8.self))
        }
    }

    /// The reading of the condition starting at byte `offset`, if any.
    func reading(at offset: Int) -> Reading? {
        readings.first { $0.range.lowerBound == offset }
    }

    /// What `--verbose` says of each reading.
    func notes(platform: SnippetPlatform) -> [(line: Int, message: String)] {
        readings.map { reading in
            let choice = platform == .iOS ? " (--platform macos chooses otherwise)" : ""
            return (reading.line, "#if \(reading.spelling) is read as \(reading.value): the snippet is read for \(platform.spokenName)\(choice).")
        }
    }

    /// The function calls in a condition (`os(iOS)` in `os(iOS) || targetEnvironment(macCatalyst)`).
    private static func calls(in condition: ExprSyntax) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(condition)
        return finder.calls
    }

    private final class ClauseFinder: SyntaxVisitor {
        var conditions: [ExprSyntax] = []
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { conditions.append(condition) }
            return .visitChildren
        }
    }

    private final class CallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .skipChildren
        }
    }
}
