import Arrange
import Foundation

/// A colour, only carried for the user's code (layout ignores it).
public struct UIColor: Hashable, Sendable {
    /// The components, 0 … 1.
    public var red, green, blue, alpha: CGFloat
    /// The iOS system colour this is (`.systemGray5`), whose dark value SwiftUI uses in dark
    /// mode; `nil` for a colour given by components.
    var system: SystemColor?
    /// The colour with these components, each 0 … 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Opaque red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque black.
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
}
