import Foundation

/// The kinds a constraint is built from: the axis, the relation and the attribute.
extension NSLayoutConstraint {
    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`): the direction priorities, stacks and
    /// intrinsic sizes are stated along.
    public enum Axis: Int, Sendable {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// The first attribute is at most the second times the multiplier plus the constant.
        case lessThanOrEqual = -1
        /// The first attribute equals the second times the multiplier plus the constant.
        case equal = 0
        /// The first attribute is at least the second times the multiplier plus the constant.
        case greaterThanOrEqual = 1

        /// The relation as an operator, `<=`, `==` or `>=`, as constraint descriptions print it.
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
        /// The left edge's x.
        case left = 1
        /// The right edge's x.
        case right
        /// The top edge's y.
        case top
        /// The bottom edge's y.
        case bottom
        /// The leading edge's x: left, or right in a right-to-left layout.
        case leading
        /// The trailing edge's x: right, or left in a right-to-left layout.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The x of the horizontal centre.
        case centerX
        /// The y of the vertical centre.
        case centerY
        /// The y of the last line's baseline (the bottom edge for a view without text).
        case lastBaseline
        /// The y of the first line's baseline (the bottom edge for a view without text).
        case firstBaseline
        /// No attribute: the second side of a constant width or height constraint.
        case notAnAttribute = 0

        /// The attribute's name, as constraint descriptions print it.
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
