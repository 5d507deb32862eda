// A disclosure group inside `disclosureGroupStyle(_:)` is what the style builds from its label,
// its content and its expansion (iOS 16), as accordion screens write it.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

/// An accordion: the label row 44 tall with a plus, the content below when expanded.
private struct Accordion: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "minus" : "plus")
            }
            .frame(height: 44)
            .id("header")
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

@Suite("Disclosure group styles")
struct DisclosureGroupStyleTests {
    @Test func aStyledGroupIsWhatTheStyleBuildsFromItsParts() {
        struct Screen: View {
            let expanded: Bool
            var body: some View {
                DisclosureGroup(isExpanded: .constant(expanded)) {
                    Color.blue.frame(height: 100).id("content")
                } label: {
                    Text("Shipping")
                }
                .disclosureGroupStyle(Accordion())
            }
        }
        let open = ViewLayout(Screen(expanded: true), proposal: screen)
        #expect(open.frame(of: "header") == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(open.frame(of: "content") == CGRect(x: 0, y: 44, width: 320, height: 100))
        #expect(open.size == CGSize(width: 320, height: 144))
        let closed = ViewLayout(Screen(expanded: false), proposal: screen)
        #expect(closed.frame(of: "content") == nil)
        #expect(closed.size.height == 44)
    }

    @Test func theAutomaticStyleAndNestedGroupsKeepTheirLooks() {
        let plain = ViewLayout(DisclosureGroup("Options", isExpanded: .constant(true)) { Color.red.frame(height: 20).id("inner") }, proposal: screen)
        let automatic = ViewLayout(
            DisclosureGroup("Options", isExpanded: .constant(true)) { Color.red.frame(height: 20).id("inner") }.disclosureGroupStyle(.automatic),
            proposal: screen)
        #expect(automatic.frame(of: "inner") == plain.frame(of: "inner"))
        // A group inside a styled group's content is styled too.
        let nested = ViewLayout(
            DisclosureGroup("Outer", isExpanded: .constant(true)) {
                DisclosureGroup("Inner", isExpanded: .constant(true)) { Color.green.frame(height: 10).id("leaf") }
            }
            .disclosureGroupStyle(Accordion()),
            proposal: screen)
        // Two 44-point headers above the leaf.
        #expect(nested.frame(of: "leaf")?.minY == 88)
    }
}
