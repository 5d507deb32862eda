// Seed 003 (UIStackView) scenario by scenario, on the 375-point-wide screen the seed uses.
import Foundation
import Testing
@testable import ArrangeUIKit

/// Seed 003's screen: a stack pinned to the safe area's leading, trailing and top edges.
private final class StackVC: UIViewController {
    let stackView = UIStackView()
    let redView: ColorView, greenView: ColorView, blueView: ColorView

    init(widths: [CGFloat] = [50, 50, 50], heights: [CGFloat] = [100, 100, 100], pinned: Bool = true) {
        redView = ColorView(color: .red, preferredWidth: widths[0], preferredHeight: heights[0])
        greenView = ColorView(color: .green, preferredWidth: widths[1], preferredHeight: heights[1])
        blueView = ColorView(color: .blue, preferredWidth: widths[2], preferredHeight: heights[2])
        self.pinned = pinned
        super.init()
    }
    let pinned: Bool

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        if pinned {
            NSLayoutConstraint.activate([
                stackView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                stackView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
        } else {
            NSLayoutConstraint.activate([
                stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }

    func arrange(_ views: [UIView]) {
        for view in views { stackView.addArrangedSubview(view) }
    }

    var colors: [ColorView] { [redView, greenView, blueView] }

    /// Lays out, checking the contract: nothing logged, every required constraint holds.
    func layout(sourceLocation: SourceLocation = #_sourceLocation) -> [CGRect] {
        view.layoutIfNeeded()
        #expect(view.layoutLog.messages == [], sourceLocation: sourceLocation)
        #expect(view.layoutEngine.violatedRequiredConstraints().isEmpty, sourceLocation: sourceLocation)
        return colors.map(\.frame)
    }
}

private func xs(_ frames: [CGRect]) -> [CGFloat] { frames.map(\.minX) }
private func widths(_ frames: [CGRect]) -> [CGFloat] { frames.map(\.width) }
private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
}

@Suite("UIStackView (seed 003)")
struct StackViewTests {
    @Test func arrangedSubviewsAreLaidOutInOrderEdgeToEdge() {
        let vc = StackVC()
        vc.arrange([vc.redView, vc.greenView, vc.blueView])
        let frames = vc.layout()
        // Equal hugging under .fill: the first view stretches (the seed's red view).
        #expect(widths(frames) == [275, 50, 50])
        #expect(xs(frames) == [0, 275, 325])
        #expect(vc.stackView.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(vc.stackView.arrangedSubviews.count == 3)
    }

    @Test func reversedOrderReversesThePlacement() {
        let vc = StackVC()
        vc.arrange([vc.blueView, vc.greenView, vc.redView])
        _ = vc.layout()
        #expect(vc.blueView.frame.minX == 0)
        #expect(vc.redView.frame.maxX == 375)
        #expect(vc.greenView.frame.minX == vc.blueView.frame.maxX)
    }

    @Test func fillStretchesTheLowestHuggingPriority() {
        let vc = StackVC()
        vc.arrange([vc.redView, vc.greenView, vc.blueView])
        vc.redView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        vc.greenView.setContentHuggingPriority(.defaultLow, for: .horizontal)
        vc.blueView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(widths(vc.layout()) == [50, 275, 50])
    }

    @Test func fillShrinksTheLowestCompressionResistance() {
        let vc = StackVC(widths: [200, 200, 200])
        vc.arrange(vc.colors)
        vc.blueView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        // 600 into 375: blue (lowest resistance) gives up all its 200; the last 25 come from
        // the first of the equally resistant views.
        #expect(widths(vc.layout()) == [175, 200, 0])
    }

    @Test func fillEquallyIgnoresPriorities() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .fillEqually
        vc.greenView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        vc.blueView.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
        #expect(widths(vc.layout()) == [125, 125, 125])
    }

    @Test func fillProportionallyKeepsOneTwoThree() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .fillProportionally
        let frames = vc.layout()
        #expect(widths(frames) == [62.5, 125, 187.5])
        #expect(xs(frames) == [0, 62.5, 187.5])
    }

    @Test func equalSpacingKeepsSizesAndEqualizesGaps() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .equalSpacing
        let frames = vc.layout()
        #expect(widths(frames) == [50, 100, 150])
        #expect(xs(frames) == [0, 87.5, 225])
    }

    @Test func equalCenteringEqualizesTheDistanceBetweenCentres() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .equalCentering
        let frames = vc.layout()
        #expect(widths(frames) == [50, 100, 150])
        #expect(frames.map(\.midX) == [25, 162.5, 300])
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [CGFloat(0), 0, 0], [CGFloat(150), 150, 150]),
        (.center, [50, 25, 0], [50, 100, 150]),
        (.top, [0, 0, 0], [50, 100, 150]),
        (.bottom, [100, 50, 0], [50, 100, 150]),
    ])
    func alignmentAcrossTheAxis(alignment: UIStackView.Alignment, ys: [CGFloat], heights: [CGFloat]) {
        let vc = StackVC(widths: [50, 100, 150], heights: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .equalSpacing
        vc.stackView.alignment = alignment
        let frames = vc.layout()
        // The stack's height is the tallest view's.
        #expect(vc.stackView.frame.height == 150)
        #expect(frames.map(\.minY) == ys)
        #expect(frames.map(\.height) == heights)
    }

    @Test func firstBaselineAlignmentLinesUpLabels() {
        let vc = StackVC()
        let big = UILabel(), small = UILabel()
        big.text = "Big"; big.font = .systemFont(ofSize: 34)
        small.text = "small"
        vc.arrange([big, small])
        vc.stackView.alignment = .firstBaseline
        vc.view.layoutIfNeeded()
        #expect(abs((big.frame.minY + 27.2) - (small.frame.minY + 13.6)) < 1e-9)
        #expect(vc.stackView.frame.height == 34)
    }

    @Test func spacingTwentyBetweenEqualViews() {
        let vc = StackVC()
        vc.arrange(vc.colors)
        vc.stackView.distribution = .fillEqually
        vc.stackView.spacing = 20
        let frames = vc.layout()
        #expect(close(widths(frames), [335.0 / 3, 335.0 / 3, 335.0 / 3]))
        #expect(close([frames[1].minX - frames[0].maxX, frames[2].minX - frames[1].maxX], [20, 20]))
    }

    @Test func spacingIsAMinimumForEqualSpacingAndCompressesTheViews() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.distribution = .equalSpacing
        vc.stackView.spacing = 100
        let frames = vc.layout()
        // 200 points of spacing + 175 points of views = 375.
        #expect(close([frames[1].minX - frames[0].maxX, frames[2].minX - frames[1].maxX], [100, 100]))
        #expect(abs(widths(frames).reduce(0, +) - 175) < 1e-6)
        #expect(widths(frames).allSatisfy { $0 >= 0 })
        #expect(frames[2].maxX == 375)
    }

    @Test func customSpacingAfterOneView() {
        let vc = StackVC(widths: [50, 100, 150], pinned: false)
        vc.arrange(vc.colors)
        vc.stackView.spacing = 10
        vc.stackView.setCustomSpacing(30, after: vc.greenView)
        let frames = vc.layout()
        #expect(vc.stackView.customSpacing(after: vc.greenView) == 30)
        #expect(vc.stackView.customSpacing(after: vc.redView) == UIStackView.spacingUseDefault)
        #expect(xs(frames) == [0, 60, 190])
        #expect(vc.stackView.frame.width == 340)
    }

    @Test func unconstrainedStackTakesItsContentsSize() {
        let vc = StackVC(widths: [50, 100, 150], heights: [50, 100, 150], pinned: false)
        vc.arrange(vc.colors)
        vc.stackView.alignment = .center
        vc.stackView.spacing = 10
        _ = vc.layout()
        // Width: 50 + 100 + 150 + 2 × 10; height: the tallest view; centred on the screen.
        #expect(vc.stackView.frame == CGRect(x: 27.5, y: 258.5, width: 320, height: 150))
        #expect(widths(vc.colors.map(\.frame)) == [50, 100, 150])
    }

    @Test func constrainedStackTakesTheGivenSize() {
        let vc = StackVC(widths: [50, 100, 150])
        vc.arrange(vc.colors)
        vc.stackView.heightAnchor.constraint(equalToConstant: 200).isActive = true
        let frames = vc.layout()
        #expect(vc.stackView.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(frames.map(\.height) == [200, 200, 200])
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let vc = StackVC(widths: [50, 100, 150], pinned: false)
        vc.arrange(vc.colors)
        vc.stackView.isLayoutMarginsRelativeArrangement = true
        vc.stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let frames = vc.layout()
        #expect(vc.stackView.frame.size == CGSize(width: 340, height: 120))
        #expect(xs(frames) == [20, 70, 170])
        #expect(frames.map(\.minY) == [10, 10, 10])
    }

    @Test func hiddenArrangedViewsCollapseWithTheirSpacing() {
        let vc = StackVC(widths: [50, 100, 150], pinned: false)
        vc.arrange(vc.colors)
        vc.stackView.spacing = 10
        vc.greenView.isHidden = true
        let frames = vc.layout()
        #expect(vc.stackView.frame.width == 210)
        #expect(frames[1].width == 0)
        #expect(xs([frames[0], frames[2]]) == [0, 60])
        vc.greenView.isHidden = false
        _ = vc.layout()
        #expect(vc.stackView.frame.width == 320)
    }

    @Test func verticalStackWithANestedHorizontalOne() {
        let vc = StackVC(widths: [50, 100, 150], heights: [40, 40, 40], pinned: false)
        let row = UIStackView(arrangedSubviews: [vc.redView, vc.greenView])
        row.spacing = 5
        vc.stackView.axis = .vertical
        vc.stackView.alignment = .leading
        vc.stackView.spacing = 8
        vc.arrange([row, vc.blueView])
        _ = vc.layout()
        #expect(row.frame == CGRect(x: 0, y: 0, width: 155, height: 40))
        #expect(vc.blueView.frame == CGRect(x: 0, y: 48, width: 150, height: 40))
        #expect(vc.stackView.frame.size == CGSize(width: 155, height: 88))
        #expect(vc.greenView.frame.minX == 55)
    }

    @Test func horizontalStackFlipsForRightToLeft() {
        let vc = StackVC(widths: [50, 100, 150], pinned: false)
        vc.arrange(vc.colors)
        vc.view.semanticContentAttribute = .forceRightToLeft
        _ = vc.layout()
        // The first arranged view sits at the leading edge, now on the right.
        #expect(xs(vc.colors.map(\.frame)) == [250, 150, 0])
    }
}
