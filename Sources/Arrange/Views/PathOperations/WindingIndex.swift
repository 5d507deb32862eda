import Foundation

/// Winding numbers of points against a set of weighted edges, found by casting a ray from the
/// point and adding the weights of the edges it crosses.
///
/// A ray towards +x adds an edge's weight when the edge runs towards +y and subtracts it when
/// it runs towards −y; a ray towards −y adds it when the edge runs towards +x. Both give the
/// same number (a loop with positive shoelace area — clockwise on the y-down screen — winds +1
/// around its inside). An edge counts when its ends are on opposite sides of the ray's line,
/// one end on the line counting as on the side of larger coordinates, so a ray through a
/// vertex counts the two edges there once between them.
///
/// Edges are kept in bands across the ray's line (about √n bands, at most `maximumBands`), so a
/// ray looks only at the edges of its band.
struct WindingIndex {
    /// The most bands an index keeps for each direction of ray.
    static let maximumBands = 512

    private let edges: [EdgeArrangement.Edge]
    private let rows: Bands
    private let columns: Bands

    /// An index of `edges`.
    init(_ edges: [EdgeArrangement.Edge]) {
        self.edges = edges
        rows = Bands(edges.map { (min($0.from.dy, $0.to.dy), max($0.from.dy, $0.to.dy)) })
        columns = Bands(edges.map { (min($0.from.dx, $0.to.dx), max($0.from.dx, $0.to.dx)) })
    }

    /// The windings at (`x`, `y`) in grid units, from a ray towards +x, leaving out the edge at
    /// `skipped`.
    func windingsAlongX(_ x: Double, _ y: Double, skipping skipped: Int? = nil) -> Windings {
        var total = Windings.zero
        for index in rows.candidates(at: y) where index != skipped {
            let edge = edges[index]
            let a = edge.from, b = edge.to
            guard (a.dy > y) != (b.dy > y) else { continue }
            let crossing = a.dx + (y - a.dy) * (b.dx - a.dx) / (b.dy - a.dy)
            if crossing > x { total += edge.weights * (b.dy > a.dy ? 1 : -1) }
        }
        return total
    }

    /// The windings at (`x`, `y`) in grid units, from a ray towards −y, leaving out the edge at
    /// `skipped`.
    func windingsAgainstY(_ x: Double, _ y: Double, skipping skipped: Int? = nil) -> Windings {
        var total = Windings.zero
        for index in columns.candidates(at: x) where index != skipped {
            let edge = edges[index]
            let a = edge.from, b = edge.to
            guard (a.dx > x) != (b.dx > x) else { continue }
            let crossing = a.dy + (x - a.dx) * (b.dy - a.dy) / (b.dx - a.dx)
            if crossing < y { total += edge.weights * (b.dx > a.dx ? 1 : -1) }
        }
        return total
    }

    /// Edges sorted into equal bands of one coordinate.
    private struct Bands {
        let low: Double
        let width: Double
        let members: [[Int]]

        init(_ ranges: [(Double, Double)]) {
            let low = ranges.map(\.0).min() ?? 0, high = ranges.map(\.1).max() ?? 0
            let count = min(max(Int(Double(ranges.count).squareRoot()), 1), WindingIndex.maximumBands)
            let width = max((high - low) / Double(count), 1)
            var members = Array(repeating: [Int](), count: count)
            func band(_ value: Double) -> Int { min(max(Int((value - low) / width), 0), count - 1) }
            for (index, range) in ranges.enumerated() {
                for slot in band(range.0)...band(range.1) { members[slot].append(index) }
            }
            self.low = low
            self.width = width
            self.members = members
        }

        /// The edges whose range may hold `value`.
        func candidates(at value: Double) -> [Int] {
            members[min(max(Int((value - low) / width), 0), members.count - 1)]
        }
    }
}
