import Arrange
import Foundation

/// A font: a point size and weight, as much of UIKit's `UIFont` as layout needs.
public struct UIFont: Hashable, Sendable {
    /// The Arrange font this maps to (it scales the text metrics).
    public var font: Font
    /// The font size in points, which scales the measured text.
    public var pointSize: CGFloat { font.pointSize }

    /// The UIKit font for an Arrange font.
    public init(_ font: Font) { self.font = font }
    /// The regular-weight system font of `size` points.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(.system(size: size)) }
    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(.system(size: size, weight: .bold)) }
}
