import Foundation

/// One attribute of one layout item, from which constraints are made.
///
/// Invariants: the item is held weakly; x-axis anchors relate only to x-axis anchors, y-axis to
/// y-axis, dimensions to dimensions (the generic parameter enforces it, as in UIKit).
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    weak var item: (any LayoutItem)?
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// The item and attribute, as `UIView.leading`, for constraint messages.
    public var description: String { "\(item?.layoutItemDescription ?? "nil").\(attribute)" }
}

/// A horizontal position: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centerY, first and last baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// Something constraints can relate: a view or a layout guide.
///
/// Invariants: `hostView` is the view itself or the guide's owning view (constraints are stored
/// on a common ancestor of host views).
protocol LayoutItem: AnyObject {
    var hostView: UIView? { get }
    var layoutItemDescription: String { get }
    /// The baseline's distance from the top as `heightFactor × height + offset`.
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat)
}

/// The anchors every layout item has, created once per item.
final class AnchorSet {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(_ item: any LayoutItem) {
        leading = .init(item, .leading); trailing = .init(item, .trailing)
        left = .init(item, .left); right = .init(item, .right); centerX = .init(item, .centerX)
        top = .init(item, .top); bottom = .init(item, .bottom); centerY = .init(item, .centerY)
        firstBaseline = .init(item, .firstBaseline); lastBaseline = .init(item, .lastBaseline)
        width = .init(item, .width); height = .init(item, .height)
    }
}
