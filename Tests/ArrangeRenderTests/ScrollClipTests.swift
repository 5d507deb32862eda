// A scroll view clips its content to its bounds when drawn, as iOS's scroll views do (UIKit's
// UIScrollView has clipsToBounds on; SwiftUI's scrollClipDisabled() turns it off, iOS 17).
import Arrange
import Foundation
import Testing

@Suite("Scroll view clipping")
struct ScrollClipTests {
    /// A 100-point scroll view of ten 40-point red rows above 60 points of nothing (the white background): the rows past
    /// the scroll view's bottom (y 100–400) must not be drawn over it.
    private func picture(clipDisabled: Bool) throws -> PixelImage {
        let scroll = ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(height: 40) } }
        }
        let view = VStack(spacing: 0) {
            if clipDisabled { scroll.scrollClipDisabled().frame(height: 100) } else { scroll.frame(height: 100) }
            Color.clear.frame(height: 60)
        }
        .frame(width: 50)
        return try RenderTesting.pixels(view, scale: 1, proposal: ProposedViewSize(width: 50, height: 160)).image
    }

    @Test func aScrollViewsContentPastItsBottomIsNotDrawn() throws {
        let pixels = try picture(clipDisabled: false)
        #expect(pixels[25, 50].rgb == [255, 59, 48])
        #expect(pixels[25, 130].rgb == [255, 255, 255])
    }

    @Test func scrollClipDisabledDrawsTheContentPastTheBounds() throws {
        let pixels = try picture(clipDisabled: true)
        #expect(pixels[25, 130].rgb == [255, 59, 48])
    }
}
