import Arrange
import Foundation

/// Which points a Core Graphics path fills, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Points the outline winds around a non-zero number of times.
    case winding = 0
    /// Points the outline winds around an odd number of times.
    case evenOdd = 1
}

// Core Graphics' set operations (iOS 16), on the Arrange `Path` a `CGPath` holds: the same
// algorithm as SwiftUI's `Path.union(_:eoFill:)` and its siblings, curves coming back as
// chords within 0.05 point.
extension CGPath {
    /// A path filling what this path or `other` fills.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.union(other.path, eoFill: rule == .evenOdd))
    }

    /// A path filling what both this path and `other` fill.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.intersection(other.path, eoFill: rule == .evenOdd))
    }

    /// A path filling what this path fills and `other` does not.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.subtracting(other.path, eoFill: rule == .evenOdd))
    }

    /// A path filling what exactly one of this path and `other` fills.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.symmetricDifference(other.path, eoFill: rule == .evenOdd))
    }

    /// This path's outline where it runs inside what `other` fills, as lines.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.lineIntersection(other.path, eoFill: rule == .evenOdd))
    }

    /// This path's outline where it runs outside what `other` fills, as lines.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.lineSubtraction(other.path, eoFill: rule == .evenOdd))
    }

    /// This path's filled region as loops that cross neither themselves nor each other.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path.normalized(eoFill: rule == .evenOdd))
    }

    /// Whether `point` is inside what the path, mapped through `transform`, fills by `rule`,
    /// as Core Graphics' `contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }
}
