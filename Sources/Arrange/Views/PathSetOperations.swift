import Foundation

// iOS 17's set operations on paths. The results are made of straight lines: curves are
// flattened to chords within 0.05 point first (`FlattenedOutline`), see `RegionOperation` for
// the algorithm and `LineClipping` for the line operations.

nonisolated extension Path {
    /// A path filling what this path or `other` fills, as SwiftUI's `union(_:eoFill:)`.
    /// Open subpaths count as closed; `eoFill` chooses the even-odd rule for both paths. The
    /// result fills the same under either rule: outer boundaries run clockwise on screen,
    /// holes counter-clockwise. Curves come back as chords within 0.05 point.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        RegionOperation.union.apply(self, other, eoFill: eoFill)
    }

    /// A path filling what both this path and `other` fill, as SwiftUI's
    /// `intersection(_:eoFill:)`: a shape clipped to a mask. Empty when they do not overlap.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        RegionOperation.intersection.apply(self, other, eoFill: eoFill)
    }

    /// A path filling what this path fills and `other` does not, as SwiftUI's
    /// `subtracting(_:eoFill:)`: `other` cuts a hole, a notch or nothing.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        RegionOperation.subtraction.apply(self, other, eoFill: eoFill)
    }

    /// A path filling what exactly one of this path and `other` fills, as SwiftUI's
    /// `symmetricDifference(_:eoFill:)`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        RegionOperation.symmetricDifference.apply(self, other, eoFill: eoFill)
    }

    /// The parts of this path's outline inside what `other` fills, as lines, as SwiftUI's
    /// `lineIntersection(_:eoFill:)`: cut subpaths become open ones; a closed subpath left
    /// whole stays closed. An outline running along `other`'s boundary is not inside.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        LineClipping.clip(self, by: other, eoFill: eoFill, keepingInside: true)
    }

    /// The parts of this path's outline outside what `other` fills, as lines, as SwiftUI's
    /// `lineSubtraction(_:eoFill:)`: cut subpaths become open ones; a closed subpath left
    /// whole stays closed. An outline running along `other`'s boundary is kept.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        LineClipping.clip(self, by: other, eoFill: eoFill, keepingInside: false)
    }

    /// This path's filled region as loops that neither cross themselves nor each other, as
    /// SwiftUI's `normalized(eoFill:)` (whose rule defaults to even-odd): outer boundaries
    /// clockwise on screen, holes counter-clockwise, so either rule fills it the same.
    public func normalized(eoFill: Bool = true) -> Path {
        RegionOperation.normalization.apply(self, Path(), eoFill: eoFill)
    }

    /// Whether `p` is inside the region this path fills by the non-zero rule, or by the
    /// even-odd rule when `eoFill`, as SwiftUI's `contains(_:eoFill:)`. Open subpaths count as
    /// closed; curves count as their chords within 0.05 point. A point that is not finite, or
    /// a path with a point that is not usable (`GridPoint.isUsable`), contains nothing; any
    /// number of edges is fine (the work is one pass over them).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard p.x.isFinite, p.y.isFinite, let outline = FlattenedOutline(self, edgeLimit: .max) else { return false }
        let x = p.x * GridPoint.unitsPerPoint, y = p.y * GridPoint.unitsPerPoint
        var winding = 0
        for edge in outline.closedEdges where (edge.from.dy > y) != (edge.to.dy > y) {
            let crossing = edge.from.dx + (y - edge.from.dy) * (edge.to.dx - edge.from.dx) / (edge.to.dy - edge.from.dy)
            if crossing > x { winding += edge.to.dy > edge.from.dy ? 1 : -1 }
        }
        return RegionOperation.isInside(winding, eoFill: eoFill)
    }
}
