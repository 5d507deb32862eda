// UIKit's page control indicator images, which apps set to draw other dots.
import ArrangeUIKit
import Foundation
import Testing

@Suite("UIPageControl indicator images")
struct PageControlImageTests {
    @Test func pageControlIndicatorImagesAreKept() {
        let control = UIPageControl(frame: .zero)
        #expect(control.preferredIndicatorImage == nil)
        control.preferredIndicatorImage = UIImage(systemName: "circle")
        control.preferredCurrentPageIndicatorImage = UIImage(systemName: "circle.fill")
        #expect(control.preferredIndicatorImage != nil && control.preferredCurrentPageIndicatorImage != nil)
    }
}
