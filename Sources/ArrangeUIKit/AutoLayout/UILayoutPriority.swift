import Foundation

/// How much a constraint matters, 1 … 1000, as UIKit spells it.
///
/// Invariants: 1000 (`required`) must hold; below that a higher priority always wins over any
/// number of lower ones (the solver compares priority levels lexicographically, `Strength`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` pulls the size towards the target with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// UIKit's scene-resizing levels; here they are ordinary levels.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let sceneSizeStayPut = UILayoutPriority(500)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength: the priority as a level, weight 1.
    var strength: Strength { Strength(Double(rawValue)) }

    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}

/// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The part of an item's layout a constraint relates.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case notAnAttribute = 0

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        var isDirectional: Bool { self == .leading || self == .trailing }
        var isHorizontal: Bool { [.left, .right, .leading, .trailing, .centerX, .width].contains(self) }
    }
}
