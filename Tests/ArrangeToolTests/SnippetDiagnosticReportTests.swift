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
}
