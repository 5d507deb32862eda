import Foundation

/// Two subviews are equal when they stand for the same child (`subview == subviews.last`,
/// as layouts of real code compare them), as SwiftUI's `LayoutSubview` is `Equatable`.
extension LayoutSubview: Equatable {
    /// Whether both stand for the same child view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node == rhs.node }
}
