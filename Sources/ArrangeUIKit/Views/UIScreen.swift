import Foundation

/// The screen. Its bounds are an iPhone SE's, 375 × 667 points, the size seed 003 uses.
public final class UIScreen: Sendable {
    /// The one screen.
    public static let main = UIScreen()
    /// The screen rectangle, 375 × 667 points at the origin: a default view controller's view fills it.
    public let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
}
