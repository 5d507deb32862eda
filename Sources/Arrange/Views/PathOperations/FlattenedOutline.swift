import Foundation

/// A path's subpaths as polygons on a fine grid: what the set operations (`union`,
/// `subtracting`, `lineIntersection` …) work on.
///
/// Invariants: every point is on the grid of `GridPoint.unitsPerPoint` (1/65,536 point), within
/// `GridPoint.maximumMagnitude` of the origin; no two consecutive points of a subpath are equal;
/// the whole outline has at most the edge limit it was made with (`maximumEdgeCount`, 10,000,
/// for the set operations).
///
/// 1. Lines are kept; each curve becomes chords that stray from it by at most `tolerance`
///    (0.05 point: a quarter of a pixel at 3×, so the flattened outline draws as the curve).
///    The chord count follows Wang's bound for Bézier curves, at most
///    `maximumChordsPerCurve` a curve.
/// 2. A subpath is closed when it ends with `closeSubpath`; a line after `closeSubpath` starts
///    where the closed subpath started, as in `Path`.
/// 3. Bad input gives `nil`: a point that is NaN or infinite, or farther than
///    `GridPoint.maximumMagnitude` from the origin, or more than `maximumEdgeCount` edges in
///    all (the operations' work grows with the square of the edges at worst, so this bounds it).
struct FlattenedOutline {
    /// One subpath's points, in order, and whether it was closed.
    struct Subpath {
        var points: [GridPoint]
        var isClosed: Bool
    }

    /// How far, in points, a chord may stray from the curve it replaces.
    static let tolerance: CGFloat = 0.05
    /// The most chords one curve is cut into.
    static let maximumChordsPerCurve = 1_024
    /// The most edges an outline may have (both operands together for an operation).
    static let maximumEdgeCount = 10_000

    /// The subpaths, in the path's order; a subpath of one point has no edges.
    var subpaths: [Subpath]

    /// The number of edges when every subpath is closed.
    var closedEdgeCount: Int {
        subpaths.reduce(0) { $0 + ($1.points.count > 1 ? $1.points.count : 0) }
    }

    /// `path` flattened, or `nil` for bad input (step 3); `edgeLimit` replaces
    /// `maximumEdgeCount` where the work is linear (`contains`).
    init?(_ path: Path, edgeLimit: Int = FlattenedOutline.maximumEdgeCount) {
        var subpaths: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        var restart: CGPoint?
        var edges = 0
        func finish(closed: Bool) {
            if !current.isEmpty { subpaths.append((current, closed)) }
            current = []
        }
        func extend(to point: CGPoint) {
            if current.isEmpty, let restart { current = [restart] }
            current.append(point)
            edges += 1
        }
        for element in path.elements {
            guard edges <= edgeLimit else { return nil }
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                extend(to: point)
            case let .quadCurve(to, control):
                let start = current.last ?? restart ?? control
                // The quadratic as the cubic it equals.
                let control1 = start.interpolated(to: control, 2 / 3)
                let control2 = to.interpolated(to: control, 2 / 3)
                for point in Self.chords(start, control1, control2, to) { extend(to: point) }
            case let .curve(to, control1, control2):
                let start = current.last ?? restart ?? control1
                for point in Self.chords(start, control1, control2, to) { extend(to: point) }
            case .closeSubpath:
                restart = current.first ?? restart
                finish(closed: true)
            }
        }
        finish(closed: false)
        // 3.
        guard edges <= edgeLimit else { return nil }
        for subpath in subpaths {
            for point in subpath.points where !GridPoint.isUsable(point) { return nil }
        }
        self.subpaths = subpaths.map { subpath in
            var points: [GridPoint] = []
            for point in subpath.points.map(GridPoint.init) where point != points.last { points.append(point) }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            return Subpath(points: points, isClosed: subpath.isClosed)
        }
    }

    /// The edges of every subpath closed (a fill's outline: open subpaths are filled as if
    /// closed), without edges of zero length.
    var closedEdges: [GridEdge] {
        var edges: [GridEdge] = []
        for subpath in subpaths where subpath.points.count > 1 {
            let points = subpath.points
            for index in points.indices {
                let next = points[(index + 1) % points.count]
                if points[index] != next { edges.append(GridEdge(from: points[index], to: next)) }
            }
        }
        return edges
    }

    /// The points after `p0` of chords along the cubic from `p0` to `p3`, at most `tolerance`
    /// from it: Wang's bound, √(3·2/8 · M / tolerance) chords, M the larger of the control
    /// polygon's second differences.
    static func chords(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let bound = (0.75 * max(d1, d2) / tolerance).squareRoot()
        guard bound.isFinite else { return [p3] }
        let count = min(max(Int(bound.rounded(.up)), 1), maximumChordsPerCurve)
        return (1...count).map { step in
            let t = CGFloat(step) / CGFloat(count), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}
