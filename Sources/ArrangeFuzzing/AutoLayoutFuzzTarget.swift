import ArrangeUIKit
import Foundation

/// Auto Layout: the input bytes are a program of view, stack and constraint operations, run on
/// a fresh 375 × 667 hierarchy — views with any intrinsic size, stack views (axis,
/// distribution, alignment, spacing, margins), arranged and nested subviews, constraints
/// between any attributes with multipliers, constants and priorities from tables of ordinary
/// and extreme values, activation, deactivation, constant and priority changes, hiding,
/// removal, `layoutIfNeeded`, `systemLayoutSizeFitting`.
///
/// Invariants: no trap; every laid-out frame and fitting size finite; at most 200 operations.
public enum AutoLayoutFuzzTarget {
    /// The numbers a constant, multiplier or size is drawn from: ordinary lengths and every extreme.
    static let numbers: [CGFloat] = [0, -0.0, 1, -1, 0.5, 2, 8, 10, 50, 100, 375, -20, 1e6, -1e6, 1e9, 1e12, 1e308, -1e308,
                              .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan]
    static let priorities: [Float] = [1000, 999, 750, 251, 250, 249, 50, 49, 25, 1, 0, -1, 1001, 1e19, .infinity, .nan]
    static let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                                       .centerX, .centerY, .firstBaseline, .lastBaseline, .notAnAttribute]

    /// A view with an intrinsic size chosen by the input.
    final class FuzzView: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }

    /// Runs one input.
    public static func run(_ data: [UInt8]) {
        var input = FuzzBytes(data)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [UIView] = [root]
        var constraints: [NSLayoutConstraint] = []
        var steps = 0
        while !input.isAtEnd && steps < 200 {
            steps += 1
            switch input.byte() % 12 {
            case 0, 1:
                let view: UIView = input.byte() % 3 == 0 ? UIStackView() : FuzzView()
                if let view = view as? FuzzView { view.size = CGSize(width: input.pick(numbers), height: input.pick(numbers)) }
                view.translatesAutoresizingMaskIntoConstraints = input.byte() % 4 == 0
                input.pick(views).addSubview(view)
                views.append(view)
            case 2:
                let parent = input.pick(views), child = input.pick(views)
                if let stack = parent as? UIStackView { stack.addArrangedSubview(child) } else { parent.addSubview(child) }
            case 3:
                if let stack = input.pick(views) as? UIStackView {
                    stack.axis = input.byte() % 2 == 0 ? .horizontal : .vertical
                    stack.distribution = UIStackView.Distribution(rawValue: input.byte() % 5)!
                    stack.alignment = UIStackView.Alignment(rawValue: input.byte() % 6)!
                    stack.spacing = input.pick(numbers)
                    stack.isLayoutMarginsRelativeArrangement = input.byte() % 2 == 0
                }
            case 4, 5:
                let constraint = NSLayoutConstraint(
                    item: input.pick(views), attribute: input.pick(attributes), relatedBy: NSLayoutConstraint.Relation(rawValue: input.byte() % 3 - 1)!,
                    toItem: input.byte() % 3 == 0 ? nil : input.pick(views), attribute: input.pick(attributes),
                    multiplier: input.pick(numbers), constant: input.pick(numbers))
                constraint.priority = UILayoutPriority(input.pick(priorities))
                constraint.isActive = true
                constraints.append(constraint)
            case 6:
                if !constraints.isEmpty { input.pick(constraints).isActive = input.byte() % 2 == 0 }
            case 7:
                if !constraints.isEmpty { input.pick(constraints).constant = input.pick(numbers) }
            case 8:
                if !constraints.isEmpty { input.pick(constraints).priority = UILayoutPriority(input.pick(priorities)) }
            case 9:
                input.pick(views).isHidden.toggle()
            case 10:
                let view = input.pick(views)
                if view !== root { view.removeFromSuperview() }
            default:
                root.layoutIfNeeded()
                let fitted = input.pick(views).systemLayoutSizeFitting(CGSize(width: input.pick(numbers), height: input.pick(numbers)))
                precondition(fitted.width.isFinite && fitted.height.isFinite, "systemLayoutSizeFitting gave \(fitted)")
            }
        }
        root.layoutIfNeeded()
        for view in views where view.isDescendant(of: root) {
            let frame = view.frame
            precondition([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }, "a frame is not finite: \(frame)")
        }
        _ = root.layoutLog.messages.count
    }
}
