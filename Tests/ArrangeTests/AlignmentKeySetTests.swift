import Foundation
import Testing

@testable import Arrange

private enum CustomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

@Suite("AlignmentKeySet: which guides a subtree may state")
struct AlignmentKeySetTests {
    @Test func aSetLacksOnlyTheEdgeAndCentreGuidesItDoesNotHold() {
        // A text's subtree states its baselines only: its centre and edges are its size's.
        let text = AlignmentKeySet.textBaselines
        #expect(text.lacksFrameGuide(VerticalAlignment.center.key))
        #expect(text.lacksFrameGuide(HorizontalAlignment.leading.key))
        #expect(text.lacksFrameGuide(VerticalAlignment.bottom.key))
        // Baselines and custom guides are not frame guides: their defaults may read the view.
        #expect(!text.lacksFrameGuide(VerticalAlignment.firstTextBaseline.key))
        #expect(!AlignmentKeySet().lacksFrameGuide(VerticalAlignment.lastTextBaseline.key))
        #expect(!AlignmentKeySet().lacksFrameGuide(VerticalAlignment(CustomGuide.self).key))
        // A guide the set holds is not lacking.
        let stated = AlignmentKeySet([HorizontalAlignment.center.key])
        #expect(!stated.lacksFrameGuide(HorizontalAlignment.center.key))
        #expect(stated.lacksFrameGuide(VerticalAlignment.center.key))
    }

    @Test func anEdgeOrCentreGuidesDefaultNeedsOnlyTheSizeAndMatchesItsOwnRule() {
        let frameGuides = [
            HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
            VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        ]
        let sizes = [
            CGSize(width: 30, height: 12), .zero, CGSize(width: 7, height: 3),
            CGSize(width: CGFloat.infinity, height: 5), CGSize(width: 4, height: CGFloat.infinity),
        ]
        for (index, key) in frameGuides.enumerated() {
            // The index is the guide's bit in the set: a set holding only this guide lacks no other.
            #expect(key.frameGuideIndex == index)
            #expect(!AlignmentKeySet([key]).lacksFrameGuide(key))
            for size in sizes {
                let expected = key.defaultValue(in: ViewDimensions(size: size))
                #expect(key.frameGuideDefault(in: size) == expected, "\(key.name) in \(size)")
            }
        }
        // The leading and top edges are 0 even in an infinite view (where 0 × ∞ would be NaN).
        #expect(HorizontalAlignment.leading.key.frameGuideDefault(in: CGSize(width: CGFloat.infinity, height: 1)) == 0)
        // Baselines and custom guides have no such shortcut: their defaults may read the view.
        #expect(VerticalAlignment.firstTextBaseline.key.frameGuideDefault(in: CGSize(width: 1, height: 1)) == nil)
        #expect(VerticalAlignment.lastTextBaseline.key.frameGuideIndex == nil)
        #expect(VerticalAlignment(CustomGuide.self).key.frameGuideDefault(in: CGSize(width: 1, height: 9)) == nil)
    }
}
