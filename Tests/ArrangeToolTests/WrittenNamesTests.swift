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

    @Test func nodesAreNamedAfterTheUsersViewsWithQuotesAndPlaces() {
        let layout = layout()
        let names = WrittenNames(layout, sourcePath: "/some/folder/Settings.swift", declarationLines: ["SettingsRow": 14, "SettingsScreen": 22])
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
        let names = WrittenNames(layout, sourcePath: "Settings.swift", declarationLines: ["SettingsRow": 14, "SettingsScreen": 22])
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
}

/// The built `arrange` names a compiled file's views after their declarations, with lines.
struct WrittenNamesEndToEndTests {
    static let source = """
        import SwiftUI

        struct SettingsRow: View {
            var title: String
            var body: some View {
                HStack { Text(title); Spacer() }.padding(8)
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
        #expect(frames.output.contains("1    SettingsRow › padding      Settings.swift:3  (0, 0) 320×36.57"), "\(frames.output)")
        #expect(frames.output.contains("text \"Bluetooth\""))
        let json = ArrangeExecutable.run(["frames", file, "--size", "320x200", "--json"])
        #expect(json.output.contains("\"views\": [\"SettingsRow\"],\n      \"source\": \"Settings.swift:3\","), "\(json.output)")
        // --focus by type name and by a line inside the type's declaration.
        for focus in ["SettingsRow", "6"] {
            let explain = ArrangeExecutable.run(["explain", file, "--size", "320x200", "--focus", focus, "--depth", "0"])
            #expect(explain.status == 0, "\(explain.errors)")
            #expect(explain.output.contains("VStack proposes 320×100 to padding: 200 remaining ÷ 2 views left. [SettingsRow › padding (Settings.swift:3)]"),
                    "\(explain.output)")
        }
        let missing = ArrangeExecutable.run(["explain", file, "--focus", "Nothing"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("--focus: no view is marked .id(Nothing) or is of type Nothing; it has no view marked .id(…); views: SettingsRow."))
    }
}
