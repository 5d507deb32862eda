@testable import ArrangeSnippet
import Testing

@Suite("Syntax error reports")
struct SnippetDiagnosticReportTests {
    @Test func aShortLineIsShownWholeWithTheCaretUnderTheColumn() {
        let lines = SnippetDiagnosticReport.lines(
            [SnippetDiagnostic(line: 2, column: 10, message: "expected ')'")], source: "// one\nText(\"Hi\"\n", path: "a.swift")
        #expect(lines == ["a.swift:2:10: error: expected ')'", "Text(\"Hi\"", "         ^"])
    }

    @Test func theCaretCountsCharactersNotBytesAndKeepsTabs() {
        // "\t한글 " is 1 + 6 + 1 = 8 bytes: column 9 is the `(`.
        let lines = SnippetDiagnosticReport.lines(
            [SnippetDiagnostic(line: 1, column: 9, message: "m")], source: "\t한글 (", path: "k.swift")
        #expect(lines[2] == "\t   ^")
    }

    @Test func aVeryLongLineIsCutToAWindowAroundTheColumn() {
        let line = String(repeating: "(", count: 100_000)
        let lines = SnippetDiagnosticReport.lines(
            [SnippetDiagnostic(line: 1, column: 50_001, message: "too deep")], source: line, path: "d.swift", excerptWidth: 40)
        #expect(lines[1] == "…" + String(repeating: "(", count: 40) + "…")
        #expect(lines[2] == String(repeating: " ", count: 21) + "^")
        let atStart = SnippetDiagnosticReport.excerpt(Array(line.utf8), column: 1, width: 40)
        #expect(atStart.text == String(repeating: "(", count: 40) + "…")
        #expect(atStart.caret == "^")
    }

    @Test func aWindowNeverCutsACharacterInHalf() {
        let line = Array(String(repeating: "한", count: 100).utf8)
        let cut = SnippetDiagnosticReport.excerpt(line, column: 151, width: 40)
        #expect(!cut.text.contains("\u{FFFD}"))
        #expect(cut.text == "…" + String(repeating: "한", count: 12) + "…")
    }

    @Test func atMostTheLimitOfErrorsIsReported() {
        let errors = (1...5000).map { SnippetDiagnostic(line: $0, column: 1, message: "bad") }
        let lines = SnippetDiagnosticReport.lines(errors, source: String(repeating: "let = \n", count: 5000), path: "e.swift", limit: 20)
        #expect(lines.count == 61)
        #expect(lines.last == "… and 4980 more syntax errors.")
    }

    @Test func aScanThatStoppedCountingSaysThereAreMore() {
        let lines = SnippetDiagnosticReport.lines(
            [SnippetDiagnostic(line: 1, column: 1, message: "bad")], source: "x", path: "e.swift", hasMore: true)
        #expect(lines.last == "… and more syntax errors.")
    }

    @Test func manySyntaxErrorsAreFoundAtTheStartOnly() {
        // Diagnosing every error takes time quadratic in their number (5000 took 13 s): only
        // the start of the file is diagnosed, and the first errors are the same.
        for lines in [30, 5000] {
            let scan = SnippetScanner.scan(String(repeating: "let = ( \n", count: lines), path: "g.swift")
            #expect(scan.syntaxErrors.count == 20)
            #expect(scan.hasMoreSyntaxErrors)
            #expect(scan.syntaxErrors.map(\.line) == (1...10).flatMap { [$0, $0] })
            #expect(scan.syntaxErrors.prefix(2).map(\.message) == ["expected pattern in variable", "expected value and ')' to end tuple"])
        }
        let few = SnippetScanner.scan(String(repeating: "let = ( \n", count: 3), path: "g.swift")
        #expect(few.syntaxErrors.count == 6)
        #expect(!few.hasMoreSyntaxErrors)
    }

    @Test func aLargeFileThatIsNotSwiftIsJudgedByItsStart() {
        // 100 000 lines (900 KB) of garbage: SwiftParser alone would take seconds and much memory.
        let scan = SnippetScanner.scan(String(repeating: "let = ( \n", count: 100_000), path: "g.swift")
        #expect(scan.syntaxErrors.count == 20)
        #expect(scan.hasMoreSyntaxErrors)
        #expect(scan.syntaxErrors.first?.line == 1)
        // A large file that is Swift is parsed whole.
        let valid = SnippetScanner.scan("Text(\"Hi\")\n" + String(repeating: "// comment\n", count: 40_000) + "Text(\"Bye\")\n", path: "v.swift")
        #expect(valid.syntaxErrors.isEmpty)
        #expect(valid.views.map(\.line) == [1, 40_002])
    }
}
