// Auto Layout over the solver: seed 004's LabelVC, intrinsic sizes as hugging and compression
// resistance, incremental constant edits, right-to-left, guides and fitting sizes.
import Foundation
import Testing
@testable import ArrangeUIKit

/// Seed 004, verbatim: a label forced to width 100 and centred.
final class LabelVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Avocado Toast"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.widthAnchor.constraint(equalToConstant: 100), // 명령
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

/// A view with a fixed intrinsic size, like seed 003's `ColorView`.
final class ColorView: UIView {
    let preferred: CGSize
    init(color: UIColor, preferredWidth: CGFloat, preferredHeight: CGFloat = 100) {
        preferred = CGSize(width: preferredWidth, height: preferredHeight)
        super.init(frame: .zero)
        backgroundColor = color
    }
    override var intrinsicContentSize: CGSize { preferred }
}

@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test func labelVCCentresAHundredPointLabel() throws {
        let vc = LabelVC()
        let root = vc.view!
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        root.layoutIfNeeded()
        let label = try #require(root.subviews.first as? UILabel)
        // 13 graphemes × 7 = 91 wide, 17 tall intrinsically; the width is forced to 100.
        #expect(label.intrinsicContentSize == CGSize(width: 91, height: 17))
        #expect(label.frame == CGRect(x: 137.5, y: 325, width: 100, height: 17))
        #expect(root.layoutLog.entries.isEmpty)
        #expect(!label.hasAmbiguousLayout)
    }

    /// Two labels in a 300-wide row: label ≥ 8 from each edge, 8 apart.
    private func row(width: CGFloat, first: String, second: String) -> (UIView, UILabel, UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let a = UILabel(), b = UILabel()
        a.text = first; b.text = second
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
        ])
        return (root, a, b)
    }

    @Test func lowerHuggingPriorityStretches() {
        // Intrinsic widths 70 and 42; 300 − 24 = 276 leaves 164 to give away.
        let (root, a, b) = row(width: 300, first: "0123456789", second: "abcdef")
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 0, width: 70, height: 17))
        #expect(b.frame == CGRect(x: 86, y: 0, width: 206, height: 17))
        // Swap the priorities: now the first label stretches.
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 234)
        #expect(b.frame == CGRect(x: 250, y: 0, width: 42, height: 17))
    }

    @Test func lowerCompressionResistanceShrinks() {
        // Intrinsic 140 + 140 = 280 does not fit 200 − 24 = 176: 104 must go.
        let (root, a, b) = row(width: 200, first: String(repeating: "a", count: 20), second: String(repeating: "b", count: 20))
        a.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 140)
        #expect(b.frame == CGRect(x: 156, y: 0, width: 36, height: 17))
        b.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 36)
        #expect(b.frame.width == 140)
    }

    @Test func editingAConstantResolvesIncrementally() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 187.5, height: 103.75))
        let engine = try #require(root.layoutEngineIfCreated)
        let constraintCount = engine.solver.constraintCount
        leading.constant = 100
        root.layoutIfNeeded()
        #expect(box.frame.minX == 100)
        // Same engine, same constraints: only the constant moved.
        #expect(root.layoutEngineIfCreated === engine)
        #expect(engine.solver.constraintCount == constraintCount)
        // A new root size goes in the same way.
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 40, width: 100, height: 60))
        #expect(engine.solver.constraintCount == constraintCount)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndBroken() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel()
        label.text = "Avocado Toast"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let hundred = label.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = label.widthAnchor.constraint(equalToConstant: 200)
        twoHundred.identifier = "too-wide"
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            hundred, twoHundred,
        ])
        root.layoutIfNeeded()
        // Layout completes without the broken constraint.
        #expect(label.frame == CGRect(x: 137.5, y: 325, width: 100, height: 17))
        #expect(root.layoutLog.entries.count == 1)
        guard case .unsatisfiableConstraints(let conflicting, let broken) = try #require(root.layoutLog.entries.first) else {
            Issue.record("expected an unsatisfiable-constraints entry")
            return
        }
        #expect(broken === twoHundred)
        #expect(conflicting.count == 2)
        #expect(conflicting[0] === hundred && conflicting[1] === twoHundred)
        let message = root.layoutLog.messages[0]
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint UILabel'Avocado Toast'.width == 100   (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'too-wide' UILabel'Avocado Toast'.width == 200   (active)>"))
        // Deactivating the winner lets the broken one in on the next pass.
        hundred.isActive = false
        twoHundred.isActive = false
        twoHundred.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
    }

    @Test func conflictThroughAutoresizingMentionsTheNote() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let message = try #require(root.layoutLog.messages.first)
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    @Test func ambiguousViewsAreListed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let placed = UIView(), floating = UIView()
        for view in [placed, floating] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        floating.accessibilityIdentifier = "floating"
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            placed.topAnchor.constraint(equalTo: root.topAnchor),
            placed.widthAnchor.constraint(equalToConstant: 10),
            placed.heightAnchor.constraint(equalToConstant: 10),
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            floating.topAnchor.constraint(equalTo: placed.bottomAnchor),
        ])
        #expect(!placed.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout)
        #expect(root.viewsWithAmbiguousLayout().map(ObjectIdentifier.init) == [ObjectIdentifier(floating)])
        #expect(root.layoutLog.messages.last?.hasPrefix("Ambiguous layout: UIView > UIView:'floating' has no unique value for left.") == true)
    }

    @Test func leadingAndTrailingFlipForRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(box.frame.minX == 255)
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func layoutMarginsGuideInsetsByTheMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 315, height: 627))
        #expect(guide.layoutFrame == box.frame)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 40, y: 10, width: 315, height: 627))
    }

    @Test func safeAreaGuideFollowsAdditionalInsets() {
        let vc = UIViewController()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        let safe = vc.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: safe.topAnchor),
            box.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        vc.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 44, width: 375, height: 589))
    }

    @Test func systemLayoutSizeFittingWrapsTheContent() {
        let card = UIView()
        let title = UILabel()
        title.text = "Avocado Toast"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 123, height: 33))
        // A required width wins; the label stretches (hugging 250 < required).
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: 33))
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    @Test func multilineLabelWrapsAtTheWidthLayoutGivesIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
        let label = UILabel()
        label.text = "one two three four"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 14 graphemes fit in 100: "one two three" / "four".
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 34))
    }

    @Test func baselinesAlignLabelsOfDifferentFonts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let big = UILabel(), small = UILabel()
        big.text = "Big"; big.font = .systemFont(ofSize: 34)
        small.text = "small"
        for label in [big, small] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Big: 34 tall, baseline 27.2; small: 17 tall, baseline 13.6 from its top.
        #expect(abs(small.frame.minY - 13.6) < 1e-9)
        #expect(big.frame.size == CGSize(width: 42, height: 34))
        #expect(small.frame.minX == 50)
    }

    @Test func constraintsDescribeThemselves() {
        let label = UILabel()
        label.text = "Hi"
        let view = UIView()
        view.addSubview(label)
        let constraint = label.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: -4)
        #expect(constraint.description == "<NSLayoutConstraint UILabel'Hi'.centerX == UIView.centerX - 4   (inactive)>")
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(constraint.description == "<NSLayoutConstraint UILabel'Hi'.centerX == UIView.centerX - 4   (priority 750)   (active)>")
        #expect(view.constraints.first === constraint)
        #expect(constraint.firstItem === label && constraint.secondItem === view)
        #expect(constraint.firstAttribute == .centerX && constraint.relation == .equal)
    }

    @Test func removingFromSuperviewDeactivatesOutsideConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, width])
        child.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(width.isActive)
    }
}

@Suite("Auto Layout diagnostics")
struct AutoLayoutDiagnosticTests {
    private func pinnedBox(in root: UIView) -> (UIView, NSLayoutConstraint) {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            width,
            box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
        ])
        return (box, width)
    }

    @Test func aConstantThatCannotHoldIsBrokenAndLogged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let (box, width) = pinnedBox(in: root)
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        width.constant = 400
        root.layoutIfNeeded()
        // Broken: the box is laid out as if the width constraint were gone (ambiguous width,
        // the solver leaves it where it was).
        #expect(root.layoutLog.entries.count == 1)
        #expect(root.layoutLog.messages.first?.contains("UIView.width == 400") == true)
        #expect(root.layoutEngine.violatedRequiredConstraints().isEmpty)
        // A constant that fits again brings it back.
        width.constant = 250
        root.layoutIfNeeded()
        #expect(box.frame.width == 250)
    }

    @Test func priorityCannotCrossRequiredWhileActive() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let (box, width) = pinnedBox(in: root)
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(root.layoutLog.messages.first?.hasPrefix("Mutating a priority from required to not on an installed constraint") == true)
        // Below required, priorities can change: the stronger of two preferences wins.
        let preferred = box.widthAnchor.constraint(equalToConstant: 50)
        preferred.priority = .defaultLow
        width.isActive = false
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([width, preferred])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        preferred.priority = UILayoutPriority(751)
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test func constraintsBetweenHierarchiesAreRefused() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(a.layoutLog.messages.first?.hasPrefix("Unable to activate constraint with anchors") == true)
    }

    final class RestlessView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            setNeedsLayout()
        }
    }

    @Test func aLayoutThatNeverSettlesStopsAndSaysSo() {
        let root = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.layoutIfNeeded()
        guard case .layoutDidNotConverge(let passes) = root.layoutLog.entries.last else {
            Issue.record("expected layoutDidNotConverge")
            return
        }
        #expect(passes == UIView.maximumLayoutPasses)
    }

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func layoutIfNeededDoesNothingWhenNothingChanged() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.layouts == 1)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layouts == 2)
    }
}
