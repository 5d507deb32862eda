// iOS 18 SwiftData's #Unique and #Index in a model class, blanked for the program (which
// compiles without macro plugins), line for line.
@testable import ArrangeSnippet
import Testing

@Suite("SwiftData's #Unique and #Index")
struct SwiftDataMacroRewriteTests {
    private func rewritten(_ source: String) -> String {
        let edits = SwiftDataMacroRewrite.edits(in: source)
        return SnippetProgram.applying(edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, to: source)
    }

    @Test func uniqueAndIndexInAModelAreBlankedKeepingTheirLines() {
        let source = """
            @Model final class Author {
                #Unique<Author>([\\.firstName, \\.lastName])
                #Index<Author>([\\.lastName],
                               [\\.firstName])
                var firstName = ""
                var lastName = ""
            }
            """
        let program = rewritten(source)
        #expect(!program.contains("#Unique") && !program.contains("#Index"))
        #expect(program.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(program.contains("    var firstName = \"\""))
        #expect(program.utf8.count == source.utf8.count)
    }

    @Test func otherMacrosAndTopLevelOnesAreKept() {
        let source = "class A {\n    #warning(\"later\")\n}\n#Index<A>([\\.b])\n"
        #expect(rewritten(source) == source)
    }
}
