// An anchorPreference overlay draws its border where the anchored view is, by pixels.
import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// The bounds of the one view that sets it.
private struct MarkedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

@Suite("Preferences drawn")
@MainActor
struct PreferencePixelTests {
    @Test func anchoredBorderIsDrawnOnTheAnchoredViewsEdges() throws {
        // A white 100 × 60 area; the blue 40 × 20 view at (30, 20) carries the anchor; the
        // overlay strokes a 2-point green border inside those bounds.
        let view = ZStack {
            Color.white
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: MarkedBoundsKey.self, value: .bounds) { $0 }
        }
        .frame(width: 100, height: 60)
        .overlayPreferenceValue(MarkedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Rectangle().strokeBorder(Color.green, lineWidth: 2)
                        .frame(width: rect.width, height: rect.height)
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
        let (image, warnings, _) = try RenderTesting.pixels(view, scale: 1, proposal: ProposedViewSize(width: 100, height: 60))
        #expect(warnings.isEmpty)
        #expect(image[30, 25].rgb == Expected.green)  // left edge of the border
        #expect(image[69, 25].rgb == Expected.green)  // right edge
        #expect(image[50, 20].rgb == Expected.green)  // top edge
        #expect(image[50, 39].rgb == Expected.green)  // bottom edge
        #expect(image[50, 30].rgb == Expected.blue)  // inside: the view itself
        #expect(image[28, 30].rgb == Expected.white)  // outside the anchored bounds
        #expect(image[50, 41].rgb == Expected.white)
    }
}
