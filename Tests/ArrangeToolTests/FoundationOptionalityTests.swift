// Apple's Foundation declares DateFormatter's symbols implicitly unwrapped, Linux's plain: code
// that unwraps them compiles on an iPhone and not here unless the tool reads them through
// `Optional(…)` (FoundationOptionalityRewrite). The held-out survey's habit tracker did, in a
// calendar helper every one of its screens compiles with.
import ArrangeSnippet
import Foundation
import Testing

@Suite("Foundation's optionality on Apple's systems", .serialized)
struct FoundationOptionalityTests {
    @Test func unwrappingADateFormattersSymbolsReadsThemThroughOptional() {
        let source = """
            import Foundation
            func symbols(_ formatter: DateFormatter) -> [String] {
                guard let short = formatter.veryShortWeekdaySymbols, !short.isEmpty else { return [] }
                let first = formatter.monthSymbols?.first ?? ""
                let am = formatter.amSymbol!
                let plain = formatter.weekdaySymbols
                return short + [first, am] + plain
            }
            """
        let scan = SnippetScanner.scan(source, path: "symbols.swift")
        let program = SnippetProgram.applying(scan.edits, to: source)
        #expect(program.contains("guard let short = Optional(formatter.veryShortWeekdaySymbols), !short.isEmpty"))
        #expect(program.contains("let first = Optional(formatter.monthSymbols)?.first"))
        #expect(program.contains("let am = Optional(formatter.amSymbol)!"))
        // Read without unwrapping, it is left as written.
        #expect(program.contains("let plain = formatter.weekdaySymbols\n"))
    }

    @Test func aViewUnwrappingWeekdaySymbolsCompilesAndShowsThem() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct WeekHeader: View {
                var symbols: [String] {
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_US")
                    guard let symbols = formatter.veryShortWeekdaySymbols else { return [] }
                    return symbols
                }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(symbols.indices, id: \\.self) { _ in Color.blue.frame(width: 10, height: 10) }
                    }
                }
            }
            """, to: "week-header.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x100"])
        #expect(result.status == 0, "\(result.errors)")
        // Seven days, S M T W T F S.
        #expect(FramesDocument.size(FramesDocument.documents(result.output).first ?? [:]) == CGSize(width: 70, height: 10))
    }
}
