import Foundation
import Testing

@testable import Arrange

private enum CustomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private enum SecondGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum ThirdGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
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

    /// Custom guides are kept as their type and axis (25 bytes a set, in every node's record):
    /// the same type on the other axis is another guide.
    @Test func customGuidesAreToldApartByTypeAndAxis() {
        let vertical = VerticalAlignment(CustomGuide.self).key
        let horizontal = HorizontalAlignment(CustomGuide.self).key
        let set = AlignmentKeySet([vertical])
        #expect(set.contains(vertical))
        #expect(!set.contains(horizontal))
        #expect(!set.contains(VerticalAlignment(SecondGuide.self).key))
        #expect(!set.isEmpty)
        #expect(AlignmentKeySet([horizontal]).contains(horizontal))
        #expect(!AlignmentKeySet([horizontal]).contains(vertical))
        #expect(MemoryLayout<AlignmentKeySet>.size == 25)
    }

    @Test func aThirdCustomGuideMakesTheSetHoldEveryCustomGuide() {
        var set = AlignmentKeySet([VerticalAlignment(CustomGuide.self).key, HorizontalAlignment(SecondGuide.self).key])
        #expect(!set.contains(VerticalAlignment(ThirdGuide.self).key))
        set.insert(VerticalAlignment(ThirdGuide.self).key)
        #expect(set.contains(HorizontalAlignment(ThirdGuide.self).key))
        #expect(set.contains(VerticalAlignment(SecondGuide.self).key))
        // Built-in guides still count only when inserted.
        #expect(!set.contains(HorizontalAlignment.leading.key))
    }

    @Test func aUnionKeepsEachSidesCustomGuidesWithTheirAxes() {
        var union = AlignmentKeySet([HorizontalAlignment.trailing.key])
        union.formUnion(AlignmentKeySet([VerticalAlignment(CustomGuide.self).key, HorizontalAlignment(SecondGuide.self).key]))
        #expect(union.contains(HorizontalAlignment.trailing.key))
        #expect(union.contains(VerticalAlignment(CustomGuide.self).key))
        #expect(union.contains(HorizontalAlignment(SecondGuide.self).key))
        #expect(!union.contains(HorizontalAlignment(CustomGuide.self).key))
        #expect(!union.contains(VerticalAlignment(SecondGuide.self).key))
        // The same guides again add nothing; a third one spills into "every custom guide".
        union.formUnion(AlignmentKeySet([VerticalAlignment(CustomGuide.self).key]))
        #expect(!union.contains(VerticalAlignment(ThirdGuide.self).key))
        union.formUnion(AlignmentKeySet([VerticalAlignment(ThirdGuide.self).key]))
        #expect(union.contains(VerticalAlignment(ThirdGuide.self).key))
        #expect(AlignmentKeySet.every.contains(VerticalAlignment(ThirdGuide.self).key))
        #expect(AlignmentKeySet().isEmpty)
    }
}
