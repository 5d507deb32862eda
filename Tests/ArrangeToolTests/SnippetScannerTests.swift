import ArrangeSnippet
import ArrangeTool
import Testing

@Suite("Snippet scanner")
struct SnippetScannerTests {
    /// The calls written in each view and each preview, found by a syntax walk, with the line of
    /// the name called and the literal passed first: what the commands point a node at.
    @Test func findsTheCallsWrittenInEachViewAndPreviewWithTheirLines() {
        let source = """
            import SwiftUI
            struct Row: View {
                var title: String
                var body: some View {
                    HStack {
                        Text("Wi-Fi")
                        Text(title)
                    }
                    .padding(8)
                }
            }
            #Preview("Rows") {
                VStack { Row(title: "a \\(1)") }
                ForEach(0..<3) { _ in Text("x") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "rows.swift")
        #expect(scan.callSites["Row"] == [
            WrittenSource.CallSite(name: "padding", line: 9), WrittenSource.CallSite(name: "HStack", line: 5),
            WrittenSource.CallSite(name: "Text", text: "Wi-Fi", line: 6), WrittenSource.CallSite(name: "Text", line: 7),
        ])
        // The preview's calls go under the view it becomes; an interpolated literal is no text.
        // Calls inside a ForEach are repeated.
        #expect(scan.callSites["__ArrangePreview1"] == [
            WrittenSource.CallSite(name: "VStack", line: 13), WrittenSource.CallSite(name: "Row", line: 13),
            WrittenSource.CallSite(name: "ForEach", line: 14), WrittenSource.CallSite(name: "Text", text: "x", line: 14, isRepeated: true),
        ])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "rows.swift")
        // They reach the commands as a value handed to the program's run (no global to set).
        #expect(program.contains("output: __arrangeOutput, written: ArrangeTool.WrittenSource(declarationLines: [\"Row\": 2], "
            + "encodedCallSites: \"Row\\tpadding\\t9\\t\\nRow\\tHStack\\t5\\t\\nRow\\tText\\t6\\t+Wi-Fi"))
        #expect(!program.contains("WrittenNames."))
    }

    @Test func findsStructsThatInitBuilds() {
        let scan = SnippetScanner.scan("""
            import SwiftUI
            struct Card: View {
                @State var count = 0
                var title: String?
                @Environment(\\.font) var font
                static let shared = 1
                var body: some View { Text("Card") }
            }
            struct Row: View {
                let label: String
                var body: some View { Text(label) }
            }
            struct Framed<Content: View>: View {
                var content: Content
                var body: some View { content }
            }
            struct Custom: View {
                let value: Int
                init(value: Int = 3) { self.value = value }
                var body: some View { Text("\\(value)") }
            }
            struct Helper: Shape {
                func path(in rect: CGRect) -> Path { Path() }
            }
            """, path: "card.swift")
        #expect(scan.syntaxErrors.isEmpty)
        #expect(scan.views.map(\.name) == ["Card", "Custom"])
        #expect(scan.views.map(\.line) == [2, 17])
        #expect(scan.views.map(\.builder) == ["Card()", "Custom()"])
        #expect(scan.views.allSatisfy { $0.kind == .structure })
        #expect(scan.notes.map(\.line) == [9, 13])
        #expect(scan.notes[0].message.contains("Row cannot be built with Row(): 'label' has no initial value"))
        #expect(scan.notes[1].message.contains("Framed is generic"))
    }

    /// Views declared inside a namespace type or an extension of one are built by their
    /// qualified names, but only where the file has no view of its own at the top level.
    @Test func findsViewsNestedInTypesAndExtensionsWhenTheFileHasNoOther() {
        let nested = SnippetScanner.scan("""
            import SwiftUI
            enum Habit {}
            extension Habit {
                struct Badge: View {
                    var body: some View { Text("Badge") }
                }
                struct Bar: View {
                    let value: Int
                    var body: some View { Text("\\(value)") }
                }
                enum Card {
                    struct Face: View {
                        var body: some View { Text("Face") }
                    }
                }
            }
            """, path: "habit.swift")
        #expect(nested.views.map(\.name) == ["Habit.Badge", "Habit.Card.Face"])
        #expect(nested.views.map(\.builder) == ["Habit.Badge()", "Habit.Card.Face()"])
        #expect(nested.notes.map(\.line) == [7])
        #expect(nested.notes.first?.message.contains("Habit.Bar cannot be built with Habit.Bar()") == true)
        let topLevel = SnippetScanner.scan("""
            import SwiftUI
            struct Screen: View {
                var body: some View { Row() }
                struct Row: View {
                    var body: some View { Text("Row") }
                }
            }
            """, path: "screen.swift")
        #expect(topLevel.views.map(\.name) == ["Screen"])
    }

    @Test func findsPreviewsWithAndWithoutNames() {
        let scan = SnippetScanner.scan("""
            #Preview {
                Text("One")
            }
            #Preview("Two words") {
                Text("Two")
            }
            #Preview("Landscape", traits: .landscapeLeft) { Text("Three") }
            #Preview {
                Text("Four")
            }
            """, path: "p.swift")
        #expect(scan.views.map(\.name) == ["Preview", "Two words", "Landscape", "Preview4"])
        #expect(scan.views.map(\.line) == [1, 4, 7, 8])
        #expect(scan.views.map(\.builder) == ["__ArrangePreview1()", "__ArrangePreview2()", "__ArrangePreview3()", "__ArrangePreview4()"])
        #expect(scan.views.map(\.traits) == [[], [], [".landscapeLeft"], []])
        #expect(scan.views.allSatisfy { $0.kind == .preview })
    }

    @Test func takesViewExpressionsAndLeavesOtherStatements() {
        let scan = SnippetScanner.scan("""
            let width: CGFloat = 100
            print("not a view")
            Text("Favorite").padding(10).background(Color.teal)
            HStack {
                Color.red
            }
            .frame(width: width)
            """, path: "e.swift")
        #expect(scan.views.map(\.name) == ["Snippet", "Snippet2"])
        #expect(scan.views.map(\.line) == [3, 4])
        #expect(scan.views.allSatisfy { $0.kind == .expression })
    }

    @Test func textsJoinedWithPlusAreAView() {
        let scan = SnippetScanner.scan("""
            Text("Hello, ") + Text("World").bold()
            let n = 1 + 2
            width - 3
            """, path: "plus.swift")
        #expect(scan.views.map(\.line) == [1])
    }

    @Test func previewableStateBecomesAStoredPropertyOfThePreviewsView() {
        // As Xcode's macro makes it: a stored property keeps its state from one layout to the next.
        let source = """
            #Preview("Toggle") {
                @Previewable @State var on = true
                @Previewable @State var count = 2; Text(on ? "On" : "Off")
            }
            """
        let scan = SnippetScanner.scan(source, path: "t.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "t.swift")
        #expect(!program.contains("@Previewable"))
        let properties = program.range(of: "\n                 @State var on = true\n                 @State var count = 2;\n")
        let body = program.range(of: "var body: some View {")
        #expect(properties != nil && body != nil && properties!.upperBound < body!.lowerBound, "\(program)")
        // The rest of the last property's line keeps its line and column.
        let column = String(repeating: " ", count: "    @Previewable @State var count = 2;".count)
        #expect(program.contains("#sourceLocation(file: \"t.swift\", line: 3)\n" + column + " Text(on"), "\(program)")
    }

    @Test func previewableStateAfterAnotherStatementStaysALocalOfTheBody() {
        let source = """
            #Preview {
                let title = "On"
                @Previewable @State var on = true
                Text(on ? title : "Off")
            }
            """
        let scan = SnippetScanner.scan(source, path: "t.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "t.swift")
        #expect(!program.contains("@Previewable"))
        let body = program.range(of: "var body: some View {")
        let state = program.range(of: "@State var on = true")
        #expect(body != nil && state != nil && body!.upperBound < state!.lowerBound, "\(program)")
    }

    @Test func aPreviewWithoutATrailingClosureIsLeftOutWithANote() {
        let source = "#Preview(body: { Text(\"x\") })\nText(\"y\")\n"
        let scan = SnippetScanner.scan(source, path: "n.swift")
        #expect(scan.views.map(\.name) == ["Snippet"])
        #expect(scan.notes.map(\.line) == [1])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "n.swift")
        #expect(!program.contains("#Preview"))
    }

    @Test func sameNamesGetASuffix() {
        let scan = SnippetScanner.scan("""
            #Preview("Card") { Text("A") }
            #Preview("Card") { Text("B") }
            """, path: "s.swift")
        #expect(scan.views.map(\.name) == ["Card", "Card-2"])
    }

    @Test func previewsInsideIfBlocksAreFound() {
        let scan = SnippetScanner.scan("""
            #if DEBUG
            #Preview("Debug") { Text("D") }
            #endif
            """, path: "d.swift")
        #expect(scan.views.map(\.name) == ["Debug"])
    }

    @Test func syntaxErrorsHaveTheirLineAndColumn() {
        let scan = SnippetScanner.scan("""
            import SwiftUI

            struct A: View {
                var body: some View { Text("x" }
            }
            """, path: "bad.swift")
        #expect(scan.views.isEmpty)
        #expect(scan.syntaxErrors.count == 1)
        let error = scan.syntaxErrors[0]
        #expect(error.line == 4)
        #expect(error.column == 35)
        #expect(error.formatted(path: "bad.swift") == "bad.swift:4:35: error: expected ')' to end function call")
    }

    @Test func aFileWithoutViewsHasNone() {
        let scan = SnippetScanner.scan("let x = 1\nfunc f() {}\n", path: "n.swift")
        #expect(scan.views.isEmpty)
        #expect(scan.syntaxErrors.isEmpty)
    }
}

@Suite("Snippet program")
struct SnippetProgramTests {
    /// The generated program's lines after `#sourceLocation(file:line: 1)`, each labelled with
    /// the user line the compiler attributes it to, following the `#sourceLocation` directives.
    static func userLines(of program: String) -> [(line: Int, text: String)] {
        var result: [(Int, String)] = []
        var current: Int?
        for text in program.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if text.hasPrefix("#sourceLocation(file:") {
                current = Int(text.split(separator: "line: ").last!.dropLast())
                continue
            }
            if text == "#sourceLocation()" { current = nil; continue }
            guard let line = current else { continue }
            result.append((line, text))
            current = line + 1
        }
        return result
    }

    @Test func importSwiftUIBecomesImportArrangeOnTheSameLine() {
        let source = "// A card\nimport SwiftUI\nimport Foundation\nText(\"Hi\")\n"
        let scan = SnippetScanner.scan(source, path: "card.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "card.swift")
        let lines = Self.userLines(of: program)
        // On an iPhone SwiftUI brings UIKit: ArrangeUIKit is imported beside Arrange.
        #expect(lines.first { $0.line == 2 }?.text == "import Arrange; import ArrangeUIKit")
        #expect(lines.first { $0.line == 3 }?.text == "import Foundation")
        #expect(!program.contains("import SwiftUI"))
    }

    @Test func everyUserLineKeepsItsNumberAndColumns() {
        let source = """
            import SwiftUI

            #Preview("Card") {
                Text("Card")
                    .padding(10)
            }

            Text("Bare").padding(4) // trailing comment
            struct Row: View {
                var body: some View { Text("Row") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "/tmp/my \"card\".swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "/tmp/my \"card\".swift")
        // swiftc takes the file name verbatim (no escapes), so the quotes are spelled `_`.
        #expect(program.contains("#sourceLocation(file: \"/tmp/my _card_.swift\", line: 1)"))
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = Self.userLines(of: program)
        // Lines the user wrote appear under their own numbers, unchanged (the preview's header
        // line is blanked up to its brace; line 1's import is rewritten).
        for (number, text) in original.enumerated() where ![1, 3, 8].contains(number + 1) {
            #expect(lines.contains { $0.line == number + 1 && $0.text == text }, "line \(number + 1): \(text)")
        }
        #expect(lines.contains { $0.line == 3 && $0.text == String(repeating: " ", count: 18) })
        // The expression keeps line 8 and its columns; its trailing comment follows the closing brace.
        #expect(lines.contains { $0.line == 8 && $0.text == "Text(\"Bare\").padding(4)" })
        #expect(lines.contains { $0.line == 8 && $0.text == " // trailing comment" })
        #expect(program.contains("struct __ArrangePreview1: View {\n@ViewBuilder var body: some View {"))
        #expect(program.contains("@ViewBuilder func __arrangeSnippet1() -> some View {"))
        #expect(program.contains("ArrangeTool.NamedView(name: \"Card\", line: 3, isPreview: true) { MainActor.assumeIsolated { Arrange.AnyView(__ArrangePreview1()) } }"))
        // A file with previews shows only its previews, as Xcode's canvas does.
        #expect(!program.contains("NamedView(name: \"Snippet\""))
        #expect(!program.contains("NamedView(name: \"Row\""))
        #expect(program.contains("exit(ArrangeTool.ArrangeToolMain.run(views: __arrangeViews, arguments: Array(CommandLine.arguments.dropFirst()), output: __arrangeOutput, written: "))
        #expect(program.hasSuffix(")))\n"))
        #expect(program.hasPrefix("import Arrange\nimport ArrangeTool\nimport Observation\nlet __arrangeOutput = ArrangeTool.ProgramOutput.takeStandardOutput(); setvbuf(stdout, nil, _IOLBF, 0)\n"))
    }

    @Test func theProgramDeclaresNoPropertyWrappersOfItsOwn() {
        // State, Binding, the object wrappers and Combine's names come from Arrange itself.
        let plain = "import Combine\nstruct A: View {\n    @State var n = 1\n    var body: some View { Color.red }\n}\n"
        let program = SnippetProgram.generate(source: plain, scan: SnippetScanner.scan(plain, path: "a.swift"), path: "a.swift")
        #expect(!program.contains("@propertyWrapper"))
        #expect(program.contains("\nimport Arrange\nstruct A: View {"))
        let own = "struct State {}\nenum Binding {}\nColor.red\n"
        #expect(SnippetScanner.scan(own, path: "b.swift").declaredTypes == ["State", "Binding"])
    }

    @Test func editsApplyToUTF8Bytes() {
        let edits = [SnippetEdit(range: 3..<3, replacement: "[")]
        #expect(SnippetProgram.applying(edits, to: "가a") == "가[a")
    }
}

@Suite("Snippet scanner, declarations SwiftUI code writes")
struct SnippetScannerDeclarationTests {
    @Test func aViewQualifiedBySwiftUIIsQualifiedByArrangeInTheProgram() {
        let source = "import SwiftUI\nstruct C: SwiftUI.View {\n    var body: some View { SwiftUI.Text(\"C\") }\n}\n"
        let scan = SnippetScanner.scan(source, path: "c.swift")
        #expect(scan.views.map(\.name) == ["C"])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "c.swift")
        #expect(program.contains("import Arrange; import ArrangeUIKit\nstruct C: Arrange.View {\n    var body: some View { Arrange.Text(\"C\") }\n}\n"))
        #expect(!program.contains("SwiftUI.Text"))
    }

    @Test func aPrivateInitIsNotUsableAndSaysSo() {
        let scan = SnippetScanner.scan("""
            struct B: View {
                private init() {}
                var body: some View { Text("B") }
            }
            struct F: View {
                fileprivate init() {}
                var body: some View { Text("F") }
            }
            """, path: "b.swift")
        #expect(scan.views.map(\.name) == ["F"])
        #expect(scan.notes.map(\.line) == [1])
        #expect(scan.notes.first?.message.contains("its init() is private") == true)
        let effects = SnippetScanner.scan("""
            struct T: View {
                init() throws {}
                var body: some View { Text("T") }
            }
            struct U: View {
                init() async {}
                var body: some View { Text("U") }
            }
            """, path: "t.swift")
        #expect(effects.views.isEmpty)
        #expect(effects.notes.map(\.message) == [
            "T cannot be built with T(): its init() is async or throws. Wrap it in a #Preview.",
            "U cannot be built with U(): its init() is async or throws. Wrap it in a #Preview.",
        ])
    }

    @Test func anExtensionDeclaringViewConformanceMakesAView() {
        let scan = SnippetScanner.scan("""
            struct D {
                var body: some View { Text("D") }
            }
            #if DEBUG
            extension D: View {}
            #endif
            struct E { }
            extension E: Equatable {}
            """, path: "d.swift")
        #expect(scan.views.map(\.name) == ["D"])
        #expect(scan.views.map(\.line) == [1])
    }

    @Test func mainIsBlankedWithANote() {
        let source = "@main\nstruct App {\n    static func main() {}\n}\nText(\"x\")\n"
        let scan = SnippetScanner.scan(source, path: "m.swift")
        #expect(scan.views.map(\.name) == ["Snippet"])
        #expect(scan.notes.map(\.line) == [1])
        #expect(scan.notes.first?.message.contains("@main is ignored") == true)
        let program = SnippetProgram.generate(source: source, scan: scan, path: "m.swift")
        #expect(program.contains("\n     \nstruct App {"))
        #expect(!program.contains("@main"))
    }

    @Test func viewsInsideIfBlocksAreRegisteredUnderTheSameDirectives() {
        let source = """
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if os(iOS)
            #Preview("Phone") { Text("iOS") }
            #elseif DEBUG
            #if !os(macOS)
            #Preview("Debug") { Text("D") }
            #endif
            #else
            #Preview("Other") { Text("O") }
            #endif
            #Preview("Always") { Text("always") }
            """
        let scan = SnippetScanner.scan(source, path: "c.swift")
        #expect(scan.views.map(\.name) == ["Phone", "Debug", "Other", "Always"])
        #expect(scan.views.map(\.conditions) == [
            ["#if true"],
            ["#if true", "#elseif DEBUG", "#if !false"],
            ["#if true", "#elseif DEBUG", "#else"],
            [],
        ])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "c.swift")
        #expect(program.hasPrefix("import Arrange\nimport ArrangeTool\nimport Observation\nlet __arrangeOutput = ArrangeTool.ProgramOutput.takeStandardOutput(); setvbuf(stdout, nil, _IOLBF, 0)\n#sourceLocation(file: \"c.swift\", line: 1)\n#if canImport(Arrange)\nimport Arrange; import ArrangeUIKit\n#endif\n"))
        #expect(program.contains("""
            #if true
            #elseif DEBUG
            #if !false
            __arrangeViews.append(ArrangeTool.NamedView(name: "Debug", line: 8, isPreview: true) { MainActor.assumeIsolated { Arrange.AnyView(__ArrangePreview2()) } })
            #endif
            #endif
            #if true
            #elseif DEBUG
            #else
            __arrangeViews.append(ArrangeTool.NamedView(name: "Other", line: 11, isPreview: true) { MainActor.assumeIsolated { Arrange.AnyView(__ArrangePreview3()) } })
            #endif
            __arrangeViews.append(ArrangeTool.NamedView(name: "Always", line: 13, isPreview: true) { MainActor.assumeIsolated { Arrange.AnyView(__ArrangePreview4()) } })

            """))
    }

    /// A file with previews shows only its previews, so a preview named like a struct beside it
    /// keeps its name (`--view Favorite` finds it) instead of becoming `Favorite-2`.
    @Test func aPreviewNamedLikeAStructKeepsItsName() {
        let scan = SnippetScanner.scan("""
            import SwiftUI
            struct Favorite: View {
                var body: some View { Text("Favorite") }
            }
            #Preview("Favorite") { Favorite() }
            #Preview("Favorite") { Favorite().padding() }
            """, path: "Favorite.swift")
        #expect(scan.views.map(\.name) == ["Favorite", "Favorite-2"])
        #expect(scan.views.allSatisfy { $0.isPreview })
    }
}
