import Foundation

/// How a view's content flips for right-to-left. `.unspecified` inherits the superview's
/// direction here (a root view is left-to-right): a named choice, since UIKit reads the
/// application's direction, which this package does not have.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the superview's layout direction.
    case unspecified
    /// Playback controls: always laid out left to right.
    case playback
    /// Directional controls: always laid out left to right.
    case spatial
    /// Laid out left to right whatever the superview's direction.
    case forceLeftToRight
    /// Laid out right to left whatever the superview's direction.
    case forceRightToLeft
}
