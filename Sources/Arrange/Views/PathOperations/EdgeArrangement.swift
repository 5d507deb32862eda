import Foundation

/// The edges of one or two filled outlines cut where they meet and merged where they
/// coincide, each with how much it adds to each outline's winding number: the planar picture
/// the set operations classify.
///
/// Invariants: every edge runs from the smaller grid point to the larger (`GridPoint.<`);
/// no two edges are the same pair of points; edges meet only at their ends (up to the grid);
/// every edge has a non-zero weight for some operand.
///
/// Bad input: more than `SegmentCrossings.maximumCutCount` cuts gives no arrangement.
///
/// 1. Every pair of edges whose boxes overlap is cut where they meet (`SegmentCrossings`),
///    an outline's edges against its own too, so self-intersections are cut like crossings
///    between the operands.
/// 2. Each piece is turned to run from its smaller end to its larger one, its weight for its
///    operand +1 if that kept its direction and −1 if it reversed it.
/// 3. Pieces with the same ends are one edge with their weights added: two coincident edges
///    running opposite ways of one operand cancel, and an edge both operands share carries
///    both weights.
struct EdgeArrangement {
    /// One edge of the arrangement.
    struct Edge {
        var from: GridPoint
        var to: GridPoint
        /// How much crossing this edge adds to each operand's winding number.
        var weights: Windings
    }

    /// The edges, in no particular order.
    var edges: [Edge]

    /// The arrangement of `operands`' edges (at most two operands: `Windings` has two), or `nil`
    /// when they cut each other more than `SegmentCrossings.maximumCutCount` times.
    init?(_ operands: [[GridEdge]]) {
        var all: [GridEdge] = [], owner: [Int] = []
        for (index, operand) in operands.enumerated() {
            all += operand
            owner += Array(repeating: index, count: operand.count)
        }
        // 1.
        var cuts = Array(repeating: [GridPoint](), count: all.count)
        var cutCount = 0
        SegmentCrossings.overlappingPairs(all) { i, j in
            let (onI, onJ) = SegmentCrossings.cuts(all[i], all[j])
            cuts[i] += onI
            cuts[j] += onJ
            cutCount += onI.count + onJ.count
            return cutCount <= SegmentCrossings.maximumCutCount
        }
        guard cutCount <= SegmentCrossings.maximumCutCount else { return nil }
        // 2. and 3.
        var merged: [GridEdge: Windings] = [:]
        var order: [GridEdge] = []
        for index in all.indices {
            for piece in SegmentCrossings.pieces(of: all[index], cutAt: cuts[index]) {
                let forward = piece.from < piece.to
                let key = forward ? piece : GridEdge(from: piece.to, to: piece.from)
                var weight = Windings.zero
                weight[owner[index]] = forward ? 1 : -1
                if merged[key] == nil { order.append(key) }
                merged[key, default: .zero] += weight
            }
        }
        edges = order.compactMap { key in
            guard let weights = merged[key], weights != .zero else { return nil }
            return Edge(from: key.from, to: key.to, weights: weights)
        }
    }
}

/// Winding numbers (or what an edge adds to them) for the two operands of a set operation.
struct Windings: Hashable {
    var a: Int
    var b: Int

    static let zero = Windings(a: 0, b: 0)

    /// The number for operand `index` (0 or 1).
    subscript(index: Int) -> Int {
        get { index == 0 ? a : b }
        set { if index == 0 { a = newValue } else { b = newValue } }
    }

    static func + (lhs: Windings, rhs: Windings) -> Windings { Windings(a: lhs.a + rhs.a, b: lhs.b + rhs.b) }
    static func += (lhs: inout Windings, rhs: Windings) { lhs = lhs + rhs }
    static func * (lhs: Windings, rhs: Int) -> Windings { Windings(a: lhs.a * rhs, b: lhs.b * rhs) }
}
