import Foundation
import Testing

@testable import Arrange

/// Modifiers whose effect needs a finger, focus, a haptic engine or a transition — context
/// menus, sensory feedback, zoom transitions, inspectors, focused values, menu and scroll
/// behaviours — compile with SwiftUI's signatures, are recorded on the node, and leave the
/// still picture's frames as they were.
@Suite struct AcceptedAtRestTests {
    enum SelectedNoteKey: FocusedValueKey {
        typealias Value = String
    }

    struct Row: View {
        let title: String
        @Namespace private var zoom
        @FocusedValue(\.selectedNote) private var focusedNote
        var body: some View {
            HStack {
                Text(title).id("title")
                    .allowsTightening(true)
                Spacer()
                Text(focusedNote ?? "none").id("focused")
            }
            .contextMenu {
                Button("Pin") {}
                Button("Delete", role: .destructive) {}
            } preview: {
                Text(title).padding()
            }
            .sensoryFeedback(.impact(weight: .light), trigger: title)
            .matchedTransitionSource(id: title, in: zoom)
            .navigationTransition(.zoom(sourceID: title, in: zoom))
            .focusedValue(\.selectedNote, title)
            .inspector(isPresented: .constant(false)) { Text("Details") }
            .menuOrder(.fixed)
            .buttonRepeatBehavior(.enabled)
            .accessibilityIgnoresInvertColors()
            .scrollBounceBehavior(.basedOnSize)
            .defaultScrollAnchor(.bottom)
            .selectionDisabled()
        }
    }

    @Test func modifiersWithoutAnEffectAtRestAreRecordedAndKeepTheFrames() {
        let plain = ViewLayout(
            HStack {
                Text("Groceries").id("title")
                Spacer()
                Text("none").id("focused")
            }, proposal: ProposedViewSize(width: 300, height: 100))
        let row = ViewLayout(Row(title: "Groceries"), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(row.frame(of: "title") == plain.frame(of: "title"))
        // Nothing has focus in a still picture: the focused value reads nil.
        #expect(row.frame(of: "focused") == plain.frame(of: "focused"))
        let recorded = Set(row.nodes.flatMap { $0.modifiers.map(\.name) })
        for name in [
            "contextMenu", "sensoryFeedback", "matchedTransitionSource", "navigationTransition", "focusedValue", "inspector",
            "menuOrder", "buttonRepeatBehavior", "accessibilityIgnoresInvertColors", "scrollBounceBehavior",
            "defaultScrollAnchor", "selectionDisabled",
        ] {
            #expect(recorded.contains(name), "\(name) is not recorded")
        }
        #expect(row.nodes.flatMap(\.modifiers).contains { $0.description == "sensoryFeedback(.impact(weight: .light, intensity: 1.0))" })
    }
}

extension FocusedValues {
    /// The note the focused row shows (what `@Entry var selectedNote: String?` declares).
    var selectedNote: String? {
        get { self[AcceptedAtRestTests.SelectedNoteKey.self] }
        set { self[AcceptedAtRestTests.SelectedNoteKey.self] = newValue }
    }
}
