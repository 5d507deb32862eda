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
}
