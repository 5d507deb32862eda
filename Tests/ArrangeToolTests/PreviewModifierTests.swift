// iOS 18's PreviewModifier as apps write one for their sample data: a context made
// asynchronously before the preview is shown, and a body putting it around the preview's view
// (`#Preview(traits: .modifier(SampleData()))`, or a `PreviewTrait` extension naming it).
import Arrange
import ArrangeTestSupport
import ArrangeTool
import Foundation
import Testing

/// Sample data made in memory (an async function that does not suspend: a main-actor test
/// cannot wait for one that does, LifecycleTasks), shown above the preview's view.
struct Shelf: PreviewModifier {
    static func makeSharedContext() async throws -> [String] {
        ["Dune", "Emma"]
    }

    func body(content: Content, context: [String]) -> some View {
        VStack(spacing: 0) {
            Text("\(context.count) books").frame(height: 20).id("count")
            content
        }
    }
}

/// A modifier with no context: pads the preview.
struct Padded: PreviewModifier {
    func body(content: Content, context: Void) -> some View { content.padding(10) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    static var shelf: Self { modifier(Shelf()) }
}

@Suite("Preview modifiers")
@MainActor
struct PreviewModifierTests {
    @Test func aModifierPutsItsContextAroundThePreviewFirstTraitOutermost() throws {
        let view = NamedView(name: "Preview", traits: [.shelf, .modifier(Padded()), .sizeThatFitsLayout]) {
            AnyView(Color.red.frame(width: 50, height: 30).id("book"))
        }
        #expect(view.traits.layout == .sizeThatFits)
        let layout = ViewLayout(view.make(), proposal: ProposedViewSize(width: 200, height: 200))
        let count = try #require(layout.frame(of: "count"))
        let book = try #require(layout.frame(of: "book"))
        // The shelf's 20-point row, then the padded book: 10 below it and 10 in.
        #expect(book.minY - count.maxY == 10)
        #expect(book.size == CGSize(width: 50, height: 30))
        let text = layout.nodes.compactMap { node -> String? in
            if case let .text(string, _, _) = node.content { return string } else { return nil }
        }
        #expect(text == ["2 books"])
    }
}
