// The content a modifier is applied to: built-in modifiers build it at once from where
// `ModifiedContent` holds it; a modifier's body may keep it and have it built later.
import Arrange
import Foundation
import Testing

/// Keeps its content in a `GeometryReader`, whose children are built when it is placed, after
/// the modifier's own building has returned.
private struct HalfWidthLater: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { proxy in
            content.frame(width: proxy.size.width / 2, height: 30)
        }
    }
}

@Suite("Modifier content")
@MainActor
struct ModifierContentTests {
    @Test func aModifierBodyMayKeepItsContentForLaterBuilding() {
        // The reader takes the proposed 200 × 100; the colour, built while it is placed, half
        // the width: 100 × 30, centred in the reader's top-leading corner as a frame places it.
        let view = Color.red.padding(5).id("padded").modifier(HalfWidthLater())
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.frame(of: "padded") == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(layout.warnings.isEmpty)
    }

    @Test func builtInModifiersStackedBuildTheirContentOnce() {
        // Each built-in modifier builds the view inside it once, from where it lies: three
        // frames around a padded colour are four nodes over the colour, in order.
        let view = Color.blue.padding(2).frame(width: 50, height: 40).frame(width: 60).frame(height: 70).id("outer")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(layout.frame(of: "outer") == CGRect(x: 0, y: 0, width: 60, height: 70))
        #expect(layout.nodes.count == 5)
    }
}
