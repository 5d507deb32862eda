import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// `controlSize(_:)` as each control shows it (BorderedButtonMetrics, ProgressMetrics).
@Suite struct ControlSizeTests {
    // BorderedButtonMetrics (Arrange's choice, docs/DIFFERENCES.md): padding and font per size.
    @Test(arguments: [
        (ControlSize.mini, Font.footnote, CGFloat(3), CGFloat(8)), (.small, .subheadline, 5, 10), (.regular, .body, 7, 12),
        (.large, .body, 14, 20), (.extraLarge, .body, 16, 24),
    ])
    func borderedButtonsTakeTheSizesPaddingAndFont(size: ControlSize, font: Font, vertical: CGFloat, horizontal: CGFloat) throws {
        let title = ControlTesting.textSize("Sign In", font: font)
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(.bordered).controlSize(size).id("b"))
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 2 * horizontal, height: title.height + 2 * vertical)))
    }

    @Test func theEnvironmentSaysRegularByDefault() {
        #expect(EnvironmentValues().controlSize == .regular)
    }

    // ProgressMetrics.largeSpinnerDiameter: UIKit's large activity indicator, 37 (unverified).
    @Test func aLargeSpinnerIs37() throws {
        #expect(try ControlTesting.frame("p", in: ProgressView().controlSize(.large).id("p")).size == CGSize(width: 37, height: 37))
    }

    @Test func borderlessButtonsKeepTheirLabelsSize() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.controlSize(.large).id("b"))
        #expect(approximatelyEqual(frame.size, ControlTesting.textSize("Sign In")))
    }
}
