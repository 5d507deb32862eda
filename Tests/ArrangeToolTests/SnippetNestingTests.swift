@testable import ArrangeSnippet
import Testing

/// Issue 15: nesting the parser cannot afford (exponential `[`, stack-deep brackets and `#if`s)
/// is refused before parsing, as a syntax error saying where.
@Suite("Snippet nesting bounds")
struct SnippetNestingTests {
    private func brackets(_ count: Int, closed: Bool) -> String {
        String(repeating: "[", count: count) + "1" + (closed ? String(repeating: "]", count: count) : "")
    }

    @Test func twelveLevelsOfSquareBracketsAreReadAndThirteenAreRefusedWhereTheyStart() {
        #expect(SnippetNesting.excess(in: "let a = " + brackets(12, closed: true)) == nil)
        let refused = SnippetNesting.excess(in: "let a = " + brackets(13, closed: false))
        #expect(refused?.line == 1)
        #expect(refused?.column == 21)
        #expect(refused?.message == "'[' is nested more than 12 deep here; arrange reads at most 12 levels (Swift's parser takes exponential time on deeper ones).")
        // Levels that close before the next opens do not add up.
        #expect(SnippetNesting.excess(in: String(repeating: brackets(10, closed: true) + "\n", count: 50)) == nil)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let inside = String(repeating: "[{(", count: 300)
        #expect(SnippetNesting.excess(in: "// \(inside)\n/* \(inside) /* nested */ \(inside) */\nlet s = \"\(inside)\"\n") == nil)
        #expect(SnippetNesting.excess(in: "let r = #\"\(inside)\"quote\"#\nlet m = \"\"\"\n\(inside)\n\"\"\"\nlet e = \"\\\"\(inside)\"\n") == nil)
    }

    @Test func deepBracketsAndIfBlocksOfAnyKindAreRefused() {
        let parentheses = SnippetNesting.excess(in: "let a = " + String(repeating: "(", count: 201))
        #expect(parentheses?.message == "brackets are nested more than 200 deep here; arrange reads at most 200 levels.")
        let conditions = SnippetNesting.excess(in: String(repeating: "#if os(Linux)\n", count: 101) + String(repeating: "#endif\n", count: 101))
        #expect(conditions?.line == 101)
        #expect(conditions?.message == "#if blocks are nested more than 100 deep here; arrange reads at most 100 levels.")
        #expect(SnippetNesting.excess(in: String(repeating: "#if DEBUG\n#endif\n", count: 500)) == nil)
        // Brackets left open before a declaration do not add up: the parser recovers there.
        #expect(SnippetNesting.excess(in: String(repeating: "let = ( [ \n", count: 5000)) == nil)
    }

    @Test func theScannerReportsTheExcessAsItsOnlySyntaxError() {
        let scan = SnippetScanner.scan(String(repeating: "[", count: 1500) + "Text(\"hi\")\n", path: "deep.swift")
        #expect(scan.syntaxErrors.count == 1)
        #expect(scan.syntaxErrors.first?.column == 13)
        #expect(scan.views.isEmpty)
    }
}
