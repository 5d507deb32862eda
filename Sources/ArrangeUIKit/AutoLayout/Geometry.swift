import Foundation

/// Insets from the four edges, UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points; positive moves the edge inwards.
    public var top, left, bottom, right: CGFloat
    /// Insets of `top`, `left`, `bottom` and `right` points from those edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset: the rectangle keeps its edges.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets by leading and trailing, UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points; leading and trailing swap sides right to left.
    public var top, leading, bottom, trailing: CGFloat
    /// Insets of `top`, `leading`, `bottom` and `trailing` points from those edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No inset: the rectangle keeps its edges.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// Which way text and leading/trailing run.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left and trailing is right.
    case leftToRight
    /// Leading is right and trailing is left.
    case rightToLeft
}
