// A custom Layout that places its subview twice, nested: placement must stay linear when the
// second placement repeats the first, and bounded when it does not (issue 15, part 2: 20 nested
// layouts took 34.7 s).
import Arrange
import Foundation
import Testing

/// Places its one subview twice: first at x = `firstScale` × its own x + `firstOffset`, then
/// at its origin, or (`scalesBoth`) at `firstScale` × x + 2 × `firstOffset`: with both scaled,
/// no placement repeats an earlier one.
private struct PlacesTwice: Layout {
    var firstOffset: CGFloat = 0
    var firstScale: CGFloat = 1
    var scalesBoth = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX * firstScale + firstOffset, y: bounds.minY), proposal: proposal)
        let second = scalesBoth ? bounds.minX * firstScale + 2 * firstOffset : bounds.minX
        subviews.first?.place(at: CGPoint(x: second, y: bounds.minY), proposal: proposal)
    }
}

/// `depth` nested `PlacesTwice` around a 40 × 30 colour.
private func nested(_ depth: Int, firstOffset: CGFloat, firstScale: CGFloat = 1, scalesBoth: Bool = false) -> AnyView {
    var view = AnyView(Color.red.frame(width: 40, height: 30).id("leaf"))
    for _ in 0..<depth { view = AnyView(PlacesTwice(firstOffset: firstOffset, firstScale: firstScale, scalesBoth: scalesBoth) { view }) }
    return view
}

@Suite("Placement budget")
struct PlacementBudgetTests {
    @Test func placingASubviewTwiceAtTheSameSpotDoesNotRepeatItsSubtree() {
        let layout = ViewLayout(nested(20, firstOffset: 0), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layout.diagnostics.contains { $0.kind == .placedTwice })
        #expect(!layout.warnings.contains { $0.hasPrefix("The layout placed views more than") })
    }

    @Test func placingASubviewTwiceAtDifferentSpotsIsLastWinsWhileSmall() {
        let layout = ViewLayout(nested(6, firstOffset: 7), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func placingTwiceAtShiftedSpotsStaysCheapAndLastWins() {
        // Each re-placement of a subtree meets the frames its previous placement left.
        let layout = ViewLayout(nested(20, firstOffset: 7), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(!layout.warnings.contains { $0.hasPrefix("The layout placed views more than") })
    }

    @Test func exponentialPlacementStopsAtThePlacementBudget() {
        // Every first placement lands somewhere new: 2^20 placements without the budget
        // (100,000 for a small tree).
        let layout = ViewLayout(nested(20, firstOffset: 1, firstScale: 3, scalesBoth: true), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.warnings.contains { $0.hasPrefix("The layout placed views more than 100000 times") })
        let leaf = layout.frame(of: "leaf")
        #expect(leaf?.size == CGSize(width: 40, height: 30))
        #expect(leaf.map { $0.minX.isFinite && $0.minX >= 0 } == true)
    }
}
