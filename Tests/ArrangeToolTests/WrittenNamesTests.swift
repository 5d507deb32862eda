import Arrange
import ArrangeTestSupport
@testable import ArrangeTool
import Foundation
import Testing

/// A row as a user writes one: its nodes are named after it.
private struct SettingsRow: View {
    var title: String
    var value: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
        }
        .padding(8)
    }
}

/// A screen made of the user's rows.
private struct SettingsScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Wi-Fi", value: "Home")
            SettingsRow(title: "Bluetooth", value: "On").id("bluetooth")
        }
    }
}

/// A row whose frame is given a negative width: SwiftUI logs "Invalid frame dimension".
private struct NegativeWidthRow: View {
    var body: some View {
        Text("Wi-Fi").frame(width: -10)
    }
}

/// Nodes named as the code was written: the user's view types, a quote of each text, and the
/// line each view type is declared on (`WrittenNames`), in `explain`, `frames` and the page.
@MainActor
struct WrittenNamesTests {
    /// The layout of `SettingsScreen` with text of the book's monospaced metrics.
    func layout() -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMetrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)
        return ViewLayout(SettingsScreen(), proposal: ProposedViewSize(width: 320, height: 200), environment: environment)
    }

    /// A warning about a node leads to the line to fix: the user's view, the kinds from there
    /// down and the place, instead of the engine's path from the root.
    @Test func warningsAboutANodeNameWhereItWasWritten() throws {
        let layout = ViewLayout(VStack { NegativeWidthRow() }, proposal: ProposedViewSize(width: 320, height: 200))
        let diagnostic = try #require(layout.diagnostics.first)
        #expect(layout.diagnostics.count == 1)
        let names = WrittenNames(layout, sourcePath: "/some/folder/Rows.swift", written: WrittenSource(declarationLines: ["NegativeWidthRow": 9]))
        #expect(names.warnings(of: layout) == ["\(diagnostic.message) (at NegativeWidthRow › frame, Rows.swift:9)"])
        #expect(diagnostic.message.hasPrefix("Invalid frame dimension (negative or non-finite). Got -10;"))
        // Without the file there is no place: the engine's own location stays.
        #expect(WrittenNames(layout, sourcePath: nil).warnings(of: layout) == layout.warnings)
        #expect(layout.warnings == ["\(diagnostic.message) (at VStack › frame)"])
    }

    @Test func nodesAreNamedAfterTheUsersViewsWithQuotesAndPlaces() {
        let layout = layout()
        let names = WrittenNames(layout, sourcePath: "/some/folder/Settings.swift", written: WrittenSource(declarationLines: ["SettingsRow": 14, "SettingsScreen": 22]))
        let kinds = layout.nodes.map(\.kind)
        #expect(kinds == ["VStack", "padding", "HStack", "text", "Spacer", "text", "padding", "HStack", "text", "Spacer", "text"])
        #expect(names.ownViews(of: 0) == ["SettingsScreen"])
        #expect(names.ownViews(of: 1) == ["SettingsRow"])
        #expect(names.ownViews(of: 2).isEmpty)
        #expect(names.written(3) == "SettingsRow › padding › HStack › text \"Wi-Fi\" (Settings.swift:14)")
        #expect(names.written(0) == "SettingsScreen › VStack (Settings.swift:22)")
        #expect(names.label(of: 8) == "text \"Bluetooth\"")
        // Without a file the place is left out.
        #expect(WrittenNames(layout, sourcePath: nil).written(5) == "SettingsRow › padding › HStack › text \"Home\"")
    }

    /// A file named with a newline (or a tab, or another control character) is shown with it
    /// written out, so that a place stays on its row of `frames` and its step of `explain`.
    @Test func aPlaceStaysOnOneLineHoweverTheFileIsNamed() {
        let layout = layout()
        let names = WrittenNames(layout, sourcePath: "/odd \"폴더\"\n/it's \"a\"\t카드\n\u{7}.swift", written: WrittenSource(declarationLines: ["SettingsRow": 14]))
        #expect(names.place(of: 3) == "it's \"a\"\\t카드\\n\\u{7}.swift:14")
        #expect(WrittenNames.oneLine("a\\b\r\u{2028}") == "a\\\\b\\r\\u{2028}")
        let table = FramesReport.table(layout, sourcePath: "/tmp/a\nb.swift", written: WrittenSource(declarationLines: ["SettingsRow": 14]))
        // One line per node, after the proposal line, the blank line and the header.
        #expect(table.split(separator: "\n").count == 2 + layout.nodes.count)
        #expect(table.contains("a\\nb.swift:14"))
    }

    @Test func aQuoteIsShortAndEscaped() {
        let long = ViewLayout(Text("A \"quoted\"\nline that goes on and on"), proposal: .unspecified)
        #expect(WrittenNames(long, sourcePath: nil).quote(of: 0) == "\"A \\\"quoted\\\"\\nline that goe…\"")
    }

    @Test func theLibrarysOwnAndGeneratedViewsAreNotTheUsers() {
        #expect(WrittenNames.userTypeName("Arrange.Label<Arrange.Text, Arrange.Image>") == nil)
        #expect(WrittenNames.userTypeName("main.__ArrangePreview1") == nil)
        #expect(WrittenNames.userTypeName("main.SettingsRow") == "SettingsRow")
        #expect(WrittenNames.userTypeName("main.(unknown context at $1234).Row") == "Row")
        #expect(WrittenNames.userTypeName("main.Box<main.Row, Swift.Int>") == "Box<Row, Int>")
    }

    @Test func focusAcceptsAnIdATypeOrALine() throws {
        let layout = layout()
        let names = WrittenNames(layout, sourcePath: "Settings.swift", written: WrittenSource(declarationLines: ["SettingsRow": 14, "SettingsScreen": 22]))
        #expect(names.node(focusedBy: "bluetooth") == 6)
        #expect(names.node(focusedBy: "SettingsRow") == 1)
        #expect(names.node(focusedBy: "16") == 1)
        #expect(names.node(focusedBy: "Settings.swift:23") == 0)
        #expect(names.node(focusedBy: "3") == nil)
        #expect(names.node(focusedBy: "Nothing") == nil)
    }

    @Test func framesAndExplainShowTheWrittenNames() throws {
        let layout = layout()
        let table = FramesReport.table(layout, sourcePath: nil)
        #expect(table.contains("1     SettingsRow › padding"))
        #expect(table.contains("3         text \"Wi-Fi\""))
        let json = FramesReport.json(layout, name: "Settings")
        #expect(json.contains("\"views\": [\"SettingsRow\"]"))
        #expect(json.contains("\"text\": \"Bluetooth\""))
        let explanation = ExplainCommand.text("Settings", layout: layout, kept: nil, language: .english, names: WrittenNames(layout, sourcePath: nil))
        #expect(explanation.contains("text reports its size as 50×20. [SettingsRow › padding › HStack › text \"Wi-Fi\"]"))
        // The root's own steps need no name: it is the view the heading names.
        #expect(explanation.contains("1. The system proposes 320×200 to VStack.\n"))
    }

    /// The calls a syntax walk finds in this file's `SettingsRow` and `SettingsScreen` above, with
    /// their lines (the literal of `SettingsRow(title: "Wi-Fi", …)` is its first argument).
    static let callSites: [String: [WrittenSource.CallSite]] = [
        "SettingsRow": [.init(name: "padding", line: 17), .init(name: "HStack", line: 12), .init(name: "Text", line: 13),
                        .init(name: "Spacer", line: 14), .init(name: "Text", line: 15)],
        "SettingsScreen": [.init(name: "id", text: "bluetooth", line: 26), .init(name: "VStack", line: 24),
                           .init(name: "SettingsRow", text: "Wi-Fi", line: 25), .init(name: "SettingsRow", text: "Bluetooth", line: 26)],
    ]

    @Test func aNodesPlaceIsTheLineOfTheExpressionThatMadeIt() {
        let layout = layout()
        let names = WrittenNames(layout, sourcePath: "Settings.swift", written: WrittenSource(declarationLines: ["SettingsRow": 9, "SettingsScreen": 22], callSites: Self.callSites))
        // kinds: VStack, padding, HStack, text, Spacer, text, padding, HStack, text, Spacer, text
        #expect((0..<layout.nodes.count).map(names.callLine) == [24, 17, 12, 13, 14, 15, 17, 12, 13, 14, 15])
        #expect(names.written(3) == "SettingsRow › padding › HStack › text \"Wi-Fi\" (Settings.swift:13)")
        #expect(names.written(10) == "SettingsRow › padding › HStack › text \"On\" (Settings.swift:15)")
        #expect(names.written(0) == "SettingsScreen › VStack (Settings.swift:24)")
        // --focus by a line finds the first node the expression on it made.
        #expect(names.node(focusedBy: "15") == 5)
        #expect(names.node(focusedBy: "Settings.swift:12") == 2)
        // Without call sites, the declaration's line, as before.
        #expect(WrittenNames(layout, sourcePath: "Settings.swift", written: WrittenSource(declarationLines: ["SettingsRow": 9])).written(3)
            == "SettingsRow › padding › HStack › text \"Wi-Fi\" (Settings.swift:9)")
    }

    /// Two `Text` calls in a view that made three texts (a branch, a loop): no call is guessed,
    /// except for a text whose content is the literal of exactly one call.
    @Test func callsAreMatchedOnlyWhenTheMatchIsSound() {
        let layout = layout()
        let sites: [String: [WrittenSource.CallSite]] = [
            "SettingsRow": [.init(name: "Text", text: "Home", line: 40), .init(name: "Text", line: 41), .init(name: "Text", line: 42)],
        ]
        let names = WrittenNames(layout, sourcePath: "Settings.swift", written: WrittenSource(declarationLines: ["SettingsRow": 9], callSites: sites))
        #expect(names.callLine(of: 5) == 40)  // text "Home": the one call with that literal
        #expect(names.callLine(of: 3) == nil)  // text "Wi-Fi": two texts, three calls
        #expect(names.place(of: 3) == "Settings.swift:9")
        #expect(names.callLine(of: 2) == nil)  // no HStack call written
        // The only Text call inside a ForEach made every text; with another beside it, none is guessed.
        let loop = WrittenNames(layout, sourcePath: "S.swift", written: WrittenSource(callSites: ["SettingsRow": [.init(name: "Text", line: 50, isRepeated: true)]]))
        #expect([3, 5, 8, 10].map(loop.callLine) == [50, 50, 50, 50])
        let mixed = WrittenNames(layout, sourcePath: "S.swift", written: WrittenSource(callSites: ["SettingsRow": [
            .init(name: "Text", line: 50, isRepeated: true), .init(name: "Text", line: 52)]]))
        #expect([3, 5].map(mixed.callLine) == [nil, nil])
    }

    @Test func callSitesTravelToTheProgramAsText() {
        let sites = WrittenSource.callSites(decoding: "Row\tText\t7\t+a\\tb\\\\c\nRow\tpadding\t9r\t\nbroken line\n__ArrangePreview1\tRow\t12\t+")
        #expect(sites["Row"] == [.init(name: "Text", text: "a\tb\\c", line: 7), .init(name: "padding", line: 9, isRepeated: true)])
        #expect(sites["__ArrangePreview1"] == [.init(name: "Row", text: "", line: 12)])
        #expect(sites.count == 2)
        // What the scanner encodes reads back the same: one type writes and reads the encoding.
        let written: [String: [WrittenSource.CallSite]] = [
            "Row": [.init(name: "Text", text: "a\tb\\c\nd", line: 7), .init(name: "padding", line: 9, isRepeated: true)],
            "Card": [.init(name: "Text", text: "", line: 3)],
        ]
        #expect(WrittenSource(declarationLines: [:], encodedCallSites: WrittenSource.encoded(written)).callSites == written)
    }
}

/// The built `arrange` names a compiled file's views after their declarations, and each node
/// after the line of the expression that made it.
struct WrittenNamesEndToEndTests {
    static let source = """
        import SwiftUI

        struct SettingsRow: View {
            var title: String
            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                }
                .padding(8)
            }
        }

        #Preview("Settings") {
            VStack(spacing: 0) {
                SettingsRow(title: "Wi-Fi")
                SettingsRow(title: "Bluetooth")
            }
        }
        """

    @Test func framesExplainAndFocusNameTheFilesViewsWithTheirLines() throws {
        let file = ArrangeExecutable.write(Self.source, to: "written names/Settings.swift")
        let frames = ArrangeExecutable.run(["frames", file, "--size", "320x200"])
        #expect(frames.status == 0, "\(frames.errors)")
        // Each node points at its expression: the padding at `.padding(8)` (line 10), the text
        // at `Text(title)` (line 7), the stack at the preview's `VStack` (line 15).
        #expect(frames.output.contains("1    SettingsRow › padding      Settings.swift:10  (0, 0) 320×36.57"), "\(frames.output)")
        #expect(frames.output.contains("4        Spacer                 Settings.swift:8   (49.99, 18.29)"), "\(frames.output)")
        #expect(frames.output.contains("3        text \"Wi-Fi\"           Settings.swift:7   (8, 8) 41.99×20.57"), "\(frames.output)")
        #expect(frames.output.contains("0  VStack                       Settings.swift:15  (0, 0) 320×73.15"), "\(frames.output)")
        let json = ArrangeExecutable.run(["frames", file, "--size", "320x200", "--json"])
        #expect(json.output.contains("\"views\": [\"SettingsRow\"],\n      \"source\": \"Settings.swift:10\","), "\(json.output)")
        #expect(json.output.contains("\"text\": \"Bluetooth\",\n      \"source\": \"Settings.swift:7\","), "\(json.output)")
        // --focus by type name and by the line of `.padding(8)`.
        for focus in ["SettingsRow", "10"] {
            let explain = ArrangeExecutable.run(["explain", file, "--size", "320x200", "--focus", focus, "--depth", "0"])
            #expect(explain.status == 0, "\(explain.errors)")
            #expect(explain.output.contains("VStack proposes 320×100 to padding: 200 remaining ÷ 2 views left. [SettingsRow › padding (Settings.swift:10)]"),
                    "\(explain.output)")
        }
        let missing = ArrangeExecutable.run(["explain", file, "--focus", "Nothing"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("--focus: no view is marked .id(Nothing) or is of type Nothing; it has no view marked .id(…); views: SettingsRow."))
    }
}

