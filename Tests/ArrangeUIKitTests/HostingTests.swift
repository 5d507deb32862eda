// Seed 004's bridge: a hosting controller publishing the SwiftUI view's ideal size as its
// intrinsic content size, so Auto Layout follows it.
import Arrange
import Foundation
import Testing
@testable import ArrangeUIKit

@Suite("UIHostingController")
struct HostingTests {
    /// A root view with a hosted toast centred in it.
    private func centred(_ hosting: UIHostingController<AnyView>) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let hosted = hosting.view!
        hosted.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(hosted)
        NSLayoutConstraint.activate([
            hosted.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            hosted.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func intrinsicContentSizeIsTheIdealSize() {
        // "Avocado Toast", 13 graphemes: 91 × 17, padded by 10: 111 × 37.
        let hosting = UIHostingController(rootView: AnyView(Text("Avocado Toast").padding(10).background(Color.green)))
        hosting.sizingOptions = .intrinsicContentSize
        _ = centred(hosting)
        #expect(hosting.view.intrinsicContentSize == CGSize(width: 111, height: 37))
        #expect(hosting.view.frame == CGRect(x: 132, y: 315, width: 111, height: 37))
        #expect(hosting.hostedLayout?.size == CGSize(width: 111, height: 37))
    }

    @Test func changingTheRootViewResizesTheHostingView() {
        let hosting = UIHostingController(rootView: AnyView(Text("Hi").padding(10)))
        hosting.sizingOptions = .intrinsicContentSize
        let root = centred(hosting)
        #expect(hosting.view.frame.size == CGSize(width: 34, height: 37))
        hosting.rootView = AnyView(Text("Hello, World!").padding(10))
        root.layoutIfNeeded()
        #expect(hosting.view.frame.size == CGSize(width: 111, height: 37))
    }

    @Test func withoutTheOptionUIKitSeesNoIntrinsicSize() {
        let hosting = UIHostingController(rootView: AnyView(Text("Hi")))
        #expect(hosting.view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(hosting.sizeThatFits(in: CGSize(width: 5, height: UIView.noIntrinsicMetric)) == CGSize(width: 5, height: 17))
        hosting.sizingOptions = .preferredContentSize
        #expect(hosting.preferredContentSize == CGSize(width: 14, height: 17))
    }
}
