// The accessibility API that accessibility-minded screens are written with (found by the
// held-out survey of 2026-12-03): VoiceOver focus, speech, announcements and custom actions
// compile with SwiftUI's signatures, move nothing at rest, and are recorded on their view.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

/// A sign-in form whose error text takes VoiceOver's focus when the button sets it.
private struct SignIn: View {
    @AccessibilityFocusState private var errorIsFocused: Bool
    @AccessibilityFocusState private var focusedField: Field?
    @State private var showsError = false

    enum Field: Hashable { case name, password }

    var body: some View {
        VStack(spacing: 0) {
            Text("Name").frame(height: 30).accessibilityFocused($focusedField, equals: .name).id("name")
            Text("Wrong password").frame(height: 30).accessibilityFocused($errorIsFocused).id("error")
                .speechSpellsOutCharacters()
                .speechAdjustedPitch(0.2)
            Button("Sign in") {
                showsError = true
                errorIsFocused = true
                AccessibilityNotification.Announcement("Signing in").post()
            }
            .accessibilityAction {
                errorIsFocused = true
            } label: {
                Text("Show error")
            }
            .accessibilityRespondsToUserInteraction()
        }
    }
}

@Suite("Accessibility at rest")
struct AccessibilityAtRestTests {
    @Test func focusSpeechAndActionsAreRecordedAndMoveNothing() {
        let layout = ViewLayout(SignIn(), proposal: screen)
        #expect(layout.frame(of: "name")?.height == 30)
        #expect(layout.frame(of: "error")?.minY == (layout.frame(of: "name")?.maxY ?? 0))
        let records = layout.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records.contains("accessibilityFocused(equals: name)"), "\(records)")
        #expect(records.contains("accessibilityFocused(false)"), "\(records)")
        #expect(records.contains("speechSpellsOutCharacters(true)"), "\(records)")
        #expect(records.contains("speechAdjustedPitch(0.2)"), "\(records)")
        #expect(records.contains(#"accessibilityAction("Show error")"#), "\(records)")
        #expect(records.contains("accessibilityRespondsToUserInteraction(true)"), "\(records)")
    }

    @Test func aTextsSpeechModifiersKeepItsSize() {
        let plain = ViewLayout(Text("Order 4711"), proposal: .unspecified).size
        let spoken = ViewLayout(Text("Order 4711").speechSpellsOutCharacters().speechAlwaysIncludesPunctuation(), proposal: .unspecified).size
        #expect(spoken == plain)
        #expect(plain.width > 0)
    }

    @Test func anAnnouncementKeepsItsText() {
        #expect(AccessibilityNotification.Announcement("Saved").text == "Saved")
        let name = "Draft"
        #expect(AccessibilityNotification.Announcement(name).text == "Draft")
    }

    @Test func iOS26TabBarMinimizeBehaviourIsRecordedAndMovesNothing() {
        let plain = ViewLayout(Color.red.frame(height: 40).id("box"), proposal: screen)
        let minimizing = ViewLayout(Color.red.frame(height: 40).id("box").tabBarMinimizeBehavior(.onScrollDown), proposal: screen)
        #expect(minimizing.frame(of: "box") == plain.frame(of: "box"))
        #expect(minimizing.nodes.flatMap(\.modifiers).map(\.description) == ["tabBarMinimizeBehavior(.onScrollDown)"])
    }
}
