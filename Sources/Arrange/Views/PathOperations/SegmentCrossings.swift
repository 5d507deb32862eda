import Foundation

/// Where straight edges meet: the first step of every set operation, which cuts edges where
/// they cross or touch so that, afterwards, edges meet only at their ends.
///
/// Two edges meet where they properly cross (the crossing, on the grid, cuts both), where an
/// end of one lies on the other (that end cuts the other: a T), and where they overlap along a
/// line (each end inside the other cuts it, so the overlap becomes one shared piece). "On" an
/// edge means within `onLineDistance` grid units of it, which is what makes nearly coincident
/// edges coincide.
enum SegmentCrossings {
    /// How close, in grid units, a point must be to an edge's line to count as on it.
    static let onLineDistance: Double = 0.75
    /// The most cuts one operation makes: edges that cross more often than this (a starburst of
    /// thousands of lines) are not attempted, since every cut adds a piece to classify.
    static let maximumCutCount = 50_000

    /// Calls `body(i, j)`, `i < j`, for every two edges whose bounding boxes, grown by one grid
    /// unit (so an end just beside an edge is still tested), overlap: a sweep along the axis
    /// where the edges are shorter for the room they are spread over (so that a stack of long
    /// parallel lines is swept across them, not along), with the edges that still reach the
    /// sweep line kept as the active ones. Stops when `body` returns false.
    static func overlappingPairs(_ edges: [GridEdge], _ body: (Int, Int) -> Bool) {
        // (low, high) along the sweep, then across it, for every edge.
        typealias Extent = (low: Int64, high: Int64, acrossLow: Int64, acrossHigh: Int64)
        let across = edges.map { (low: min($0.from.x, $0.to.x), high: max($0.from.x, $0.to.x)) }
        let down = edges.map { (low: min($0.from.y, $0.to.y), high: max($0.from.y, $0.to.y)) }
        func crowding(_ ranges: [(low: Int64, high: Int64)]) -> Double {
            guard let low = ranges.map(\.low).min(), let high = ranges.map(\.high).max(), high > low else { return .infinity }
            return ranges.reduce(0.0) { $0 + Double($1.high - $1.low) } / Double(high - low)
        }
        let sweepDown = crowding(down) < crowding(across)
        let extents: [Extent] = edges.indices.map { index in
            sweepDown
                ? (down[index].low, down[index].high, across[index].low, across[index].high)
                : (across[index].low, across[index].high, down[index].low, down[index].high)
        }
        let order = edges.indices.sorted { extents[$0].low < extents[$1].low }
        var active: [Int] = []
        for index in order {
            let extent = extents[index]
            active.removeAll { extents[$0].high + 1 < extent.low }
            for other in active {
                let candidate = extents[other]
                guard candidate.acrossHigh + 1 >= extent.acrossLow, candidate.acrossLow - 1 <= extent.acrossHigh else { continue }
                guard body(min(index, other), max(index, other)) else { return }
            }
            active.append(index)
        }
    }

    /// The points where `e` and `f` are to be cut because of each other.
    static func cuts(_ e: GridEdge, _ f: GridEdge) -> (onE: [GridPoint], onF: [GridPoint]) {
        let lengthE = e.length, lengthF = f.length
        guard lengthE > 0, lengthF > 0 else { return ([], []) }
        // Signed distances of each edge's ends from the other's line.
        let fFrom = e.cross(f.from.dx, f.from.dy) / lengthE, fTo = e.cross(f.to.dx, f.to.dy) / lengthE
        let eFrom = f.cross(e.from.dx, e.from.dy) / lengthF, eTo = f.cross(e.to.dx, e.to.dy) / lengthF
        var onE: [GridPoint] = [], onF: [GridPoint] = []
        // An end of one on the other: a T, or the ends of an overlap.
        if abs(fFrom) <= onLineDistance, liesInside(f.from, e) { onE.append(f.from) }
        if abs(fTo) <= onLineDistance, liesInside(f.to, e) { onE.append(f.to) }
        if abs(eFrom) <= onLineDistance, liesInside(e.from, f) { onF.append(e.from) }
        if abs(eTo) <= onLineDistance, liesInside(e.to, f) { onF.append(e.to) }
        // A proper crossing: each edge's ends on opposite sides of the other's line.
        let clearOfLines = min(abs(fFrom), abs(fTo), abs(eFrom), abs(eTo)) > onLineDistance
        if clearOfLines, (fFrom > 0) != (fTo > 0), (eFrom > 0) != (eTo > 0) {
            let t = eFrom / (eFrom - eTo)
            let crossing = GridPoint(gridX: e.from.dx + t * (e.to.dx - e.from.dx), gridY: e.from.dy + t * (e.to.dy - e.from.dy))
            if crossing != e.from, crossing != e.to { onE.append(crossing) }
            if crossing != f.from, crossing != f.to { onF.append(crossing) }
        }
        return (onE, onF)
    }

    /// Whether `point` projects strictly between `edge`'s ends and is neither of them.
    static func liesInside(_ point: GridPoint, _ edge: GridEdge) -> Bool {
        guard point != edge.from, point != edge.to else { return false }
        let t = parameter(of: point, along: edge)
        return t > 0 && t < 1
    }

    /// How far along `edge` the projection of `point` is: 0 at its start, 1 at its end.
    static func parameter(of point: GridPoint, along edge: GridEdge) -> Double {
        let dx = edge.to.dx - edge.from.dx, dy = edge.to.dy - edge.from.dy
        return ((point.dx - edge.from.dx) * dx + (point.dy - edge.from.dy) * dy) / (dx * dx + dy * dy)
    }

    /// `edge` cut at `points`, as pieces in its direction; pieces of zero length are dropped.
    static func pieces(of edge: GridEdge, cutAt points: [GridPoint]) -> [GridEdge] {
        guard !points.isEmpty else { return [edge] }
        let ordered = points.sorted { parameter(of: $0, along: edge) < parameter(of: $1, along: edge) }
        var pieces: [GridEdge] = []
        var start = edge.from
        for point in ordered + [edge.to] where point != start {
            pieces.append(GridEdge(from: start, to: point))
            start = point
        }
        return pieces
    }
}
