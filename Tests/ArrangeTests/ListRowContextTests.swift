// \.listRowContext: what a view inside a List or Form row learns about where it sits.
import Arrange
import Foundation
import Testing

/// Reports the context it sees as its width: a code per container, style and part.
private struct ContextProbe: View {
    @Environment(\.listRowContext) var context

    var body: some View {
        Color.red.frame(width: Self.code(context), height: 10).id("probe")
    }

    static func code(_ context: ListRowContext?) -> CGFloat {
        guard let context else { return 1 }
        let container: CGFloat = context.container == .list ? 100 : 200
        let style: CGFloat =
            switch context.style {
            case .plain: 10
            case .grouped: 20
            case .insetGrouped: 30
            case .inset: 40
            case .sidebar: 50
            }
        let part: CGFloat =
            switch context.part {
            case .row: 1
            case .header: 2
            case .footer: 3
            }
        return container + style + part
    }
}

@Suite("List row context")
struct ListRowContextTests {
    let screen = ProposedViewSize(width: 393, height: 852)

    private func seen<V: View>(_ view: V) -> CGFloat? {
        ViewLayout(view, proposal: screen).frame(of: "probe")?.width
    }

    @Test func outsideAnyListThereIsNoContext() {
        #expect(seen(VStack { ContextProbe() }) == 1)
    }

    @Test func aListRowSeesTheListAndTheDefaultInsetGroupedStyle() {
        // ios-metrics.md §4: List's default style on iPhone is inset-grouped (iOS 15 SDK and later).
        #expect(seen(List { ContextProbe() }) == ContextProbe.code(ListRowContext(container: .list, style: .insetGrouped)))
    }

    @Test func aFormRowSeesTheForm() {
        #expect(seen(Form { ContextProbe() }) == ContextProbe.code(ListRowContext(container: .form, style: .insetGrouped)))
    }

    @Test func listStyleSetsTheStyleRowsSee() {
        #expect(seen(List { ContextProbe() }.listStyle(.plain)) == 111)
        #expect(seen(List { ContextProbe() }.listStyle(.grouped)) == 121)
        #expect(seen(List { ContextProbe() }.listStyle(.inset)) == 141)
        #expect(seen(List { ContextProbe() }.listStyle(.sidebar)) == 151)
        #expect(seen(Form { ContextProbe() }.listStyle(.insetGrouped)) == 231)
    }

    @Test func rowsNestedInSectionsAndForEachSeeTheContextToo() {
        let view = List {
            Section {
                ForEach(0..<3) { index in
                    if index == 0 { HStack { ContextProbe() } }
                }
            }
        }
        #expect(seen(view) == 131)
    }

    @Test func headersAndFootersSeeTheirPart() {
        #expect(seen(List { Section { Text("row") } header: { ContextProbe() } }) == 132)
        #expect(seen(Form { Section { Text("row") } footer: { ContextProbe() } }) == 233)
    }
}
