import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Linux's Foundation lacks it): a
/// scroll view's velocity, a SpriteKit physics vector.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
