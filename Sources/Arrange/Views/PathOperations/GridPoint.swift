import Foundation

/// A point on the grid the set operations snap to: whole 1/65,536ths of a point, so that
/// points meant to be equal (a shared corner, where an edge meets another) are equal, and
/// coincident edges can be recognised as one.
///
/// Invariants: `x` and `y` are within `maximumMagnitude × unitsPerPoint` of zero, so their
/// differences and products stay far inside `Double`'s exact or nearly exact range.
struct GridPoint: Hashable, Comparable {
    /// Grid units across.
    var x: Int64
    /// Grid units down.
    var y: Int64

    /// Grid units in a point.
    static let unitsPerPoint: CGFloat = 65_536
    /// The farthest from the origin, in points, a usable coordinate may be (2³⁰, about 10⁹).
    static let maximumMagnitude: CGFloat = 1_073_741_824

    /// Whether `point` can be put on the grid: finite and within `maximumMagnitude`.
    static func isUsable(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite && abs(point.x) <= maximumMagnitude && abs(point.y) <= maximumMagnitude
    }

    /// The grid point nearest `point`, which must be usable.
    init(_ point: CGPoint) {
        x = Int64((point.x * Self.unitsPerPoint).rounded())
        y = Int64((point.y * Self.unitsPerPoint).rounded())
    }

    /// The grid point nearest (`x`, `y`) in grid units.
    init(gridX x: Double, gridY y: Double) {
        self.x = Int64(x.rounded())
        self.y = Int64(y.rounded())
    }

    /// The grid point (`x`, `y`).
    init(x: Int64, y: Int64) {
        self.x = x
        self.y = y
    }

    /// The point in the path's coordinates.
    var point: CGPoint { CGPoint(x: CGFloat(x) / Self.unitsPerPoint, y: CGFloat(y) / Self.unitsPerPoint) }
    /// Grid units across, as a number to compute with.
    var dx: Double { Double(x) }
    /// Grid units down, as a number to compute with.
    var dy: Double { Double(y) }

    /// Ordered across, then down: the order that makes an edge's two ends canonical.
    static func < (lhs: GridPoint, rhs: GridPoint) -> Bool { (lhs.x, lhs.y) < (rhs.x, rhs.y) }
}

/// A straight edge between two grid points.
struct GridEdge: Hashable {
    var from: GridPoint
    var to: GridPoint

    /// The cross product of this edge's direction and the direction from its start to `point`:
    /// positive when `point` is to the left (towards increasing y for an edge going across),
    /// zero on the line.
    func cross(_ x: Double, _ y: Double) -> Double {
        (to.dx - from.dx) * (y - from.dy) - (to.dy - from.dy) * (x - from.dx)
    }

    /// The edge's length in grid units.
    var length: Double { hypot(to.dx - from.dx, to.dy - from.dy) }
}
