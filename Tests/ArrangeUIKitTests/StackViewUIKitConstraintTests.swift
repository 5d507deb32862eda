// UIStackView as UIKit's generated constraints behave where they go beyond the documentation:
// minimal reproductions from issue 15, part 1 (found by the kiwisolver differential against a
// model of the constraints UIKit generates).
import Foundation
import Testing
@testable import ArrangeUIKit

/// A stack in a 375 × 667 root, pinned at its top-left, with `size` given (or left to content).
private func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil, height: CGFloat? = nil,
                   configure: (UIStackView) -> Void) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let stackView = UIStackView(arrangedSubviews: views)
    stackView.axis = axis
    stackView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stackView)
    var constraints = [stackView.leadingAnchor.constraint(equalTo: root.leadingAnchor), stackView.topAnchor.constraint(equalTo: root.topAnchor)]
    if let width { constraints.append(stackView.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stackView.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    configure(stackView)
    root.layoutIfNeeded()
    return (root, stackView)
}

private func color(_ width: CGFloat, _ height: CGFloat) -> ColorView {
    ColorView(color: .red, preferredWidth: width, preferredHeight: height)
}

@Suite("UIStackView as UIKit generates it")
struct StackViewUIKitConstraintTests {
    @Test func equalCenteringGivesWayToCompressionResistance() {
        // Issue 15: 300 × 100, spacing 0, widths 200, 10, 10: UIKit keeps 200/10/10 at 0/200/290.
        let views = [color(200, 10), color(10, 10), color(10, 10)]
        let (root, _) = stack(views, width: 300, height: 100) { $0.distribution = .equalCentering }
        #expect(views.map(\.frame.width) == [200, 10, 10])
        #expect(views.map(\.frame.minX) == [0, 200, 290])
        #expect(root.layoutLog.messages == [])
    }

    @Test func hiddenViewsDoNotSetTheCrossSize() {
        let visible = color(50, 50), hidden = color(50, 200)
        hidden.isHidden = true
        let (root, stackView) = stack([visible, hidden]) { $0.alignment = .center }
        #expect(stackView.frame.size == CGSize(width: 50, height: 50))
        #expect(visible.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(root.layoutLog.messages == [])
    }

    @Test func crossSizesArePulledToZeroBelowPriority25UnlessFilling() {
        let weak = color(50, 40)
        weak.setContentCompressionResistancePriority(UILayoutPriority(10), for: .vertical)
        _ = stack([weak], height: 100) { $0.alignment = .center }
        #expect(weak.frame.height == 0)
        #expect(weak.frame.midY == 50)
        let filled = color(50, 40)
        filled.setContentCompressionResistancePriority(UILayoutPriority(10), for: .vertical)
        _ = stack([filled], height: 100) { $0.alignment = .fill }
        #expect(filled.frame.height == 100)
    }

    @Test func aViewWithoutIntrinsicCrossSizeIsNotAmbiguousInACentredStack() {
        let plain = UIView()
        plain.widthAnchor.constraint(equalToConstant: 30).isActive = true
        let (_, stackView) = stack([plain, color(20, 20)]) { $0.alignment = .center }
        #expect(plain.frame == CGRect(x: 0, y: 10, width: 30, height: 0))
        #expect(!plain.hasAmbiguousLayout)
        #expect(!stackView.hasAmbiguousLayout)
    }

    // Equal spacing: the least gaps (10). Equal centring (priority 150 beats the pull at 49):
    // centres 25, 135, 245 need gaps of 60 and 10.
    @Test(arguments: [(UIStackView.Distribution.equalSpacing, CGFloat(320), [CGFloat(0), 60, 170]), (.equalCentering, 370, [0, 110, 220])])
    func anUnconstrainedSpacingStackTakesItsContentLength(distribution: UIStackView.Distribution, width: CGFloat, xs: [CGFloat]) {
        let views = [color(50, 20), color(100, 20), color(150, 20)]
        let (_, stackView) = stack(views) {
            $0.distribution = distribution
            $0.spacing = 10
        }
        #expect(stackView.frame.width == width)
        #expect(views.map(\.frame.minX) == xs)
        #expect(!stackView.hasAmbiguousLayout)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test func fillProportionallyFollowsUIKitsConstraintsWithSpacing() {
        // Issue 15: UIKit's real constraints give 58.594/117.188/179.219 (docs/DIFFERENCES.md).
        let views = [color(50, 20), color(100, 20), color(150, 20)]
        let (root, _) = stack(views, width: 375) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        let widths = views.map(\.frame.width)
        let expected: [CGFloat] = [375 * 50 / 320, 375 * 100 / 320, 375 - 20 - 375 * 150 / 320]
        #expect(zip(widths, expected).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(abs(widths[0] - 58.594) < 1e-3 && abs(widths[1] - 117.188) < 1e-3 && abs(widths[2] - 179.219) < 1e-3)
        #expect(abs(views[2].frame.maxX - 375) < 1e-9)
        #expect(root.layoutLog.messages == [])
    }

    @Test func fillProportionallyUnconstrainedKeepsTheIntrinsicSizes() {
        let views = [color(50, 20), color(100, 20), color(150, 20)]
        let (_, stackView) = stack(views) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(stackView.frame.width == 320)
        #expect(views.map(\.frame.width) == [50, 100, 150])
    }

    @Test func aStackWithNoVisibleViewKeepsItsLayoutMargins() {
        // Found by the differential: the empty stack collapsed its bounds, not its margins guide.
        let hidden = color(50, 50)
        hidden.isHidden = true
        let (root, stackView) = stack([hidden]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 0, trailing: 4)
        }
        #expect(stackView.frame.size == CGSize(width: 12, height: 4))
        #expect(root.layoutLog.messages == [])
    }

    @Test func fillProportionallyWithSpacingCancellingTheContentHasNoShares() {
        // Found by the differential: 5 points of content and −5 of spacing left a division by 0.
        let views = [color(5, 20), color(0, 20)]
        let (root, stackView) = stack(views, width: 100) {
            $0.distribution = .fillProportionally
            $0.spacing = -5
        }
        #expect(views.allSatisfy { $0.frame.width.isFinite && $0.frame.minX.isFinite })
        #expect(stackView.frame.width == 100)
        #expect(root.layoutLog.messages == [])
    }
}
