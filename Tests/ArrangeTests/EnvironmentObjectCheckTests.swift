// Every body Arrange evaluates — a view's, a modifier's, a style's — goes through one function
// (`TreeBuilder.evaluateBody`), which checks the environment objects the subject reads first.
// Before, styles' bodies skipped the check and a form style's body was evaluated without its
// environment: a style reading an object no ancestor provided was evaluated anyway.
import Arrange
import Foundation
import Testing

private final class Theme: ObservableObject {
    @Published var rowHeight: CGFloat = 30
}

private struct ThemedRow: View {
    @EnvironmentObject var theme: Theme
    var body: some View {
        Color.gray.frame(width: 50, height: theme.rowHeight).id("row")
    }
}

private struct ThemedPadding: ViewModifier {
    @EnvironmentObject var theme: Theme
    func body(content: Content) -> some View {
        content.padding(theme.rowHeight)
    }
}

private struct ThemedLabelStyle: LabelStyle {
    @EnvironmentObject var theme: Theme
    func makeBody(configuration: Configuration) -> some View {
        configuration.title.frame(height: theme.rowHeight).id("styled")
    }
}

private struct ThemedFormStyle: FormStyle {
    @EnvironmentObject var theme: Theme
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) { configuration.content }.frame(width: 100, height: theme.rowHeight).id("form")
    }
}

@Suite("Environment objects are checked for every body")
struct EnvironmentObjectCheckTests {
    let unspecified = ProposedViewSize.unspecified

    private func toldMissingTheme(_ layout: ViewLayout, about type: String) -> Bool {
        layout.warnings.contains {
            $0.hasPrefix("No ObservableObject of type Theme found.") && $0.contains(type)
        }
    }

    @Test func aViewReadingAMissingObjectIsLeftOutWithSwiftUIsMessage() {
        let theme = Theme()
        let provided = ViewLayout(ThemedRow().environmentObject(theme), proposal: unspecified)
        #expect(provided.frame(of: "row") == CGRect(x: 0, y: 0, width: 50, height: 30))
        let missing = ViewLayout(VStack(spacing: 0) { ThemedRow(); Color.red.frame(width: 10, height: 10) }, proposal: unspecified)
        #expect(missing.frame(of: "row") == nil)
        #expect(missing.size == CGSize(width: 10, height: 10))
        #expect(toldMissingTheme(missing, about: "ThemedRow"))
    }

    @Test func aModifierReadingAMissingObjectLeavesItsContentUnmodified() {
        let content = Color.red.frame(width: 10, height: 10).id("content")
        let provided = ViewLayout(content.modifier(ThemedPadding()).environmentObject(Theme()), proposal: unspecified)
        #expect(provided.size == CGSize(width: 70, height: 70))
        let missing = ViewLayout(content.modifier(ThemedPadding()), proposal: unspecified)
        #expect(missing.size == CGSize(width: 10, height: 10))
        #expect(missing.frame(of: "content") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(toldMissingTheme(missing, about: "ThemedPadding"))
    }

    @Test func aStyleReadingAMissingObjectIsNotEvaluated() {
        let label = Label("Inbox", systemImage: "tray").labelStyle(ThemedLabelStyle())
        let provided = ViewLayout(label.environmentObject(Theme()), proposal: unspecified)
        #expect(provided.frame(of: "styled")?.height == 30)
        #expect(provided.warnings.isEmpty)
        let missing = ViewLayout(label, proposal: unspecified)
        #expect(missing.frame(of: "styled") == nil)
        #expect(toldMissingTheme(missing, about: "ThemedLabelStyle"))
    }

    @Test func aFormStyleIsEvaluatedInItsEnvironmentAndChecked() {
        let form = Form { Text("Row") }.formStyle(ThemedFormStyle())
        let theme = Theme()
        theme.rowHeight = 80
        let provided = ViewLayout(form.environmentObject(theme), proposal: unspecified)
        #expect(provided.frame(of: "form") == CGRect(x: 0, y: 0, width: 100, height: 80))
        let missing = ViewLayout(form, proposal: unspecified)
        #expect(missing.frame(of: "form") == nil)
        #expect(toldMissingTheme(missing, about: "ThemedFormStyle"))
    }
}
