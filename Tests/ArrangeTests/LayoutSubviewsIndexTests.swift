// A custom Layout that indexes its subviews past the end stops, as indexing SwiftUI's
// LayoutSubviews (an array) does, instead of being handed a neighbouring node: a Swift Charts
// legend was once placed twice that way without a word.
import Arrange
import Foundation
import Testing

/// Places its first subview, then asks for one past the last.
private struct OnePastTheEnd: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        subviews[subviews.count].place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Places every subview by index, as a correct layout does.
private struct EveryIndex: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(index) * 10, y: bounds.minY), proposal: .unspecified)
        }
    }
}

@Suite("LayoutSubviews indices")
struct LayoutSubviewsIndexTests {
    @Test func aLayoutIndexingPastItsSubviewsStopsAndSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // Below it, the outer stack's other children: the neighbours a wrong index reached.
            _ = ViewLayout(
                HStack { OnePastTheEnd { Color.red.frame(width: 5, height: 5) }; Color.blue.frame(width: 7, height: 7) },
                proposal: .unspecified)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Index out of range: a layout asked for subviews[1] of its 1 subviews"))
    }

    @Test func aLayoutIndexingWithinItsSubviewsPlacesEach() {
        let layout = ViewLayout(
            EveryIndex { Color.red.frame(width: 5, height: 5).id("a"); Color.blue.frame(width: 5, height: 5).id("b") },
            proposal: .unspecified)
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(layout.frame(of: "b") == CGRect(x: 10, y: 0, width: 5, height: 5))
    }
}
