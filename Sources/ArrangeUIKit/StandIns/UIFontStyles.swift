import Arrange
import Foundation

/// UIKit's font weights and text styles, which UIKit code uses beside `UIFont`: the same
/// values as SwiftUI's `Font.Weight` and `Font.TextStyle`.
extension UIFont {
    /// A font weight (`.regular`, `.semibold`, `.bold` …), as UIKit's `UIFont.Weight`.
    public typealias Weight = Font.Weight
    /// A Dynamic Type text style (`.body`, `.headline` …), as UIKit's `UIFont.TextStyle`.
    public typealias TextStyle = Font.TextStyle

    /// The system font of `size` points and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: size, weight: weight))
    }

    /// The font of the text style `style` at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(.system(style))
    }
}
