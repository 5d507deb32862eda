// Random UIStackView configurations laid out by ArrangeUIKit; the reference builds the
// constraints UIKit generates for the same configuration (Scripts/autolayout-reference,
// `stack_constraints`) and solves them on kiwisolver.
import ArrangeTestSupport
import Foundation
@testable import ArrangeUIKit

/// One generated stack configuration with Arrange's frames, in the reference's JSON shape.
struct StackConfiguration: Codable {
    struct ArrangedView: Codable {
        /// Intrinsic width and height, −1 for none.
        var w: Double
        var h: Double
        var hugH: Double
        var hugV: Double
        var crH: Double
        var crV: Double
        var hidden: Bool
        var custom: Double?
    }

    struct Outcome: Codable {
        /// The stack's frame, then each arranged view's, in the root's coordinates: x, y, w, h.
        var frames: [[Double]]
        /// `hasAmbiguousLayout` of the stack, then of each arranged view.
        var ambiguous: [Bool]
        /// Whether Arrange logged unsatisfiable constraints.
        var conflict: Bool
    }

    var seed: UInt64
    var axis: Int
    var distribution: Int
    var alignment: Int
    var spacing: Double
    var width: Double?
    var height: Double?
    /// Top, left, bottom, right, when the arrangement is relative to the layout margins.
    var margins: [Double]?
    var views: [ArrangedView]
    var arrange: Outcome

    static let huggings: [Double] = [250, 250, 250, 251, 249, 750, 1, 10, 24, 26, 48, 50, 149, 151, 500, 999]
    static let resistances: [Double] = [750, 750, 750, 749, 751, 250, 1, 10, 24, 26, 48, 50, 149, 151, 999]
    static let lengths: [Double] = [-1, 0, 10, 20, 40, 50, 75, 100, 150, 200]

    /// The configuration for `seed`, laid out by ArrangeUIKit.
    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        axis = random.below(2)
        distribution = random.below(5)
        alignment = random.pick([0, 1, 3, 4])
        spacing = random.chance(1, in: 12) ? -5 : random.pick([0, 0, 5, 8, 10, 20, 50])
        width = random.chance(1, in: 2) ? random.pick([0, 50, 120, 200, 300, 375, 500]) : nil
        height = random.chance(1, in: 2) ? random.pick([0, 30, 100, 150, 300]) : nil
        margins = random.chance(1, in: 5) ? (0..<4).map { _ in random.pick([0, 4, 8, 20]) } : nil
        let count = random.chance(1, in: 15) ? 0 : random.int(in: 1...5)
        views = (0..<count).map { _ in
            let required = random.chance(1, in: 30)
            return ArrangedView(
                w: random.chance(1, in: 8) ? -1 : random.pick(Self.lengths.filter { $0 >= 0 }),
                h: random.chance(1, in: 8) ? -1 : random.pick(Self.lengths.filter { $0 >= 0 }),
                hugH: required ? 1000 : random.pick(Self.huggings), hugV: random.pick(Self.huggings),
                crH: random.pick(Self.resistances), crV: required ? 1000 : random.pick(Self.resistances),
                hidden: random.chance(1, in: 7), custom: random.chance(1, in: 7) ? random.pick([0, 4, 15, 30]) : nil)
        }
        arrange = Outcome(frames: [], ambiguous: [], conflict: false)
        arrange = layOut()
    }

    private func layOut() -> Outcome {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = axis == 0 ? .horizontal : .vertical
        stack.distribution = UIStackView.Distribution(rawValue: distribution)!
        stack.alignment = UIStackView.Alignment(rawValue: alignment)!
        stack.spacing = spacing
        if let margins {
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins[0], leading: margins[1], bottom: margins[2], trailing: margins[3])
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        let arranged = views.map { spec in
            let view = IntrinsicSizeView(CGSize(width: spec.w, height: spec.h))
            view.setContentHuggingPriority(UILayoutPriority(Float(spec.hugH)), for: .horizontal)
            view.setContentHuggingPriority(UILayoutPriority(Float(spec.hugV)), for: .vertical)
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(spec.crH)), for: .horizontal)
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(spec.crV)), for: .vertical)
            view.isHidden = spec.hidden
            stack.addArrangedSubview(view)
            if let custom = spec.custom { stack.setCustomSpacing(custom, after: view) }
            return view
        }
        root.layoutIfNeeded()
        let origin = stack.frame.origin
        let frames = [stack.frame] + arranged.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
        let conflict = root.layoutLog.entries.contains { if case .unsatisfiableConstraints = $0 { true } else { false } }
        return Outcome(frames: frames.map { [$0.minX, $0.minY, $0.width, $0.height].map(Double.init) },
                       ambiguous: [stack.hasAmbiguousLayout] + arranged.map(\.hasAmbiguousLayout), conflict: conflict)
    }

    /// The configuration as Swift, to reproduce a disagreement by hand.
    var listing: String {
        var lines = ["axis \(axis == 0 ? "horizontal" : "vertical"), distribution \(UIStackView.Distribution(rawValue: distribution)!), alignment \(UIStackView.Alignment(rawValue: alignment)!), spacing \(spacing), size \(width.map { "\($0)" } ?? "free") × \(height.map { "\($0)" } ?? "free")\(margins.map { ", margins \($0)" } ?? "")"]
        for (index, view) in views.enumerated() {
            lines.append("v\(index): intrinsic \(view.w) × \(view.h), hugging \(view.hugH)/\(view.hugV), resistance \(view.crH)/\(view.crV)\(view.hidden ? ", hidden" : "")\(view.custom.map { ", spacing after \($0)" } ?? "")")
        }
        lines.append("Arrange: " + arrange.frames.map { "\($0)" }.joined(separator: " "))
        return lines.joined(separator: "\n")
    }
}

/// A view with a given intrinsic size (−1 on an axis: no intrinsic metric).
final class IntrinsicSizeView: UIView {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// The reference's answer for one configuration.
struct StackAnswer: Decodable {
    let feasible: Bool
    let optimum: [String: Double]?
    let ranges: [String: ReferenceRange]?
    let arrangeFeasible: Bool?
    let arrangeErrors: [String: Double]?

    /// How the comparison came out for one configuration.
    enum Verdict {
        /// Arrange and UIKit's constraints agree on everything UIKit determines.
        case agrees
        /// UIKit leaves some visible frame undetermined (equal-priority ties); only optimality
        /// was compared, and it agreed.
        case uikitAmbiguous
        /// UIKit's required constraints conflict (which one breaks is UIKit's undocumented
        /// choice); both sides reported a conflict.
        case conflict
        /// They disagree, for these reasons.
        case disagrees([String])
    }

    func verdict(for configuration: StackConfiguration) -> Verdict {
        guard feasible else {
            return configuration.arrange.conflict ? .conflict : .disagrees(["UIKit's required constraints conflict; Arrange logged nothing"])
        }
        var found: [String] = []
        if configuration.arrange.conflict { found.append("Arrange logged unsatisfiable constraints; UIKit's hold together") }
        if arrangeFeasible != true {
            found.append("Arrange's frames break a required constraint UIKit generates")
        } else if let level = firstLevelDifference(arrange: arrangeErrors ?? [:], optimum: optimum ?? [:]) {
            found.append(level)
        }
        let items = ["stack"] + configuration.views.indices.map { "v\($0)" }
        var ambiguous = false
        for (index, item) in items.enumerated() {
            let hidden = index > 0 && configuration.views[index - 1].hidden
            var itemIsUnique = true
            for (attribute, value) in zip(["x", "y", "w", "h"], configuration.arrange.frames[index]) {
                guard let range = ranges?["\(item).\(attribute)"] else { continue }
                // A hidden view's position along the axis is invisible and left to the engine.
                let invisible = hidden && attribute == (configuration.axis == 0 ? "x" : "y")
                if !range.unique {
                    itemIsUnique = false
                    if !invisible { ambiguous = true }
                } else if !range.agrees(with: value) {
                    found.append("\(item).\(attribute) = \(value), UIKit's unique value \(range.low!)")
                }
            }
            if itemIsUnique && !hidden && configuration.arrange.ambiguous[index] {
                found.append("\(item) is reported ambiguous; UIKit's constraints determine it")
            }
        }
        if !found.isEmpty { return .disagrees(found) }
        return ambiguous ? .uikitAmbiguous : .agrees
    }
}
