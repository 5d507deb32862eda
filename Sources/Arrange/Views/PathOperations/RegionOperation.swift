import Foundation

/// A set operation on the filled regions of two paths (`union`, `intersection`,
/// `subtracting`, `symmetricDifference`) or of one (`normalized`), and the algorithm that
/// performs it.
///
/// 1. Both paths are flattened (`FlattenedOutline`: curves to chords within 0.05 point, every
///    subpath closed, points on a 1/65,536-point grid).
/// 2. Their edges are cut where they meet and merged where they coincide (`EdgeArrangement`).
/// 3. For every edge, each operand's winding number is found on both of its sides: a ray from
///    the edge's middle (`WindingIndex`) gives one side, and the edge's own weight the other.
///    The fill rule says whether each side is inside each operand, and the operation whether
///    it is inside the result.
/// 4. An edge with the result inside on exactly one side is on the result's boundary, and is
///    turned so that the inside is on its left in the path's coordinates: outer boundaries
///    then run clockwise on the y-down screen and holes counter-clockwise, so the result fills
///    the same under the non-zero and the even-odd rule.
/// 5. The boundary edges are joined into closed loops (`RegionBoundary`), points on a straight
///    run dropped, loops without area dropped.
///
/// Bad input: a path with a NaN or infinite point, a point farther than 2³⁰ points from the
/// origin, more than `FlattenedOutline.maximumEdgeCount` (10,000) edges for both paths
/// together, or edges cutting each other more than `SegmentCrossings.maximumCutCount` (50,000)
/// times, gives an empty path. So the work is bounded: at worst proportional to the square of
/// the edges for finding crossings, and of the pieces (edges and twice the cuts) for the
/// windings.
enum RegionOperation: Hashable, Sendable {
    case union
    case intersection
    case subtraction
    case symmetricDifference
    /// The first operand alone, made simple (`normalized(eoFill:)`).
    case normalization

    /// Whether a point inside the first operand or not (`inA`) and the second (`inB`) is
    /// inside the result.
    func keeps(_ inA: Bool, _ inB: Bool) -> Bool {
        switch self {
        case .union: inA || inB
        case .intersection: inA && inB
        case .subtraction: inA && !inB
        case .symmetricDifference: inA != inB
        case .normalization: inA
        }
    }

    /// The operation on `first` and `second`, each filled by the even-odd rule when `eoFill`.
    func apply(_ first: Path, _ second: Path, eoFill: Bool) -> Path {
        // 1.
        guard let a = FlattenedOutline(first), let b = FlattenedOutline(second),
              a.closedEdgeCount + b.closedEdgeCount <= FlattenedOutline.maximumEdgeCount
        else { return Path() }
        // 2.
        guard let arrangement = EdgeArrangement([a.closedEdges, b.closedEdges]) else { return Path() }
        // 3. and 4.
        let boundary = boundaryEdges(of: arrangement, eoFill: eoFill)
        // 5.
        return RegionBoundary(boundary).path
    }

    /// Whether winding number `winding` is inside under the rule.
    static func isInside(_ winding: Int, eoFill: Bool) -> Bool {
        eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Steps 3 and 4: the arrangement's edges with the result inside on their left only.
    func boundaryEdges(of arrangement: EdgeArrangement, eoFill: Bool) -> [GridEdge] {
        let index = WindingIndex(arrangement.edges)
        var boundary: [GridEdge] = []
        for (position, edge) in arrangement.edges.enumerated() {
            let (left, right) = Self.sideWindings(of: edge, at: position, in: index)
            let insideLeft = keeps(Self.isInside(left.a, eoFill: eoFill), Self.isInside(left.b, eoFill: eoFill))
            let insideRight = keeps(Self.isInside(right.a, eoFill: eoFill), Self.isInside(right.b, eoFill: eoFill))
            guard insideLeft != insideRight else { continue }
            boundary.append(insideLeft ? GridEdge(from: edge.from, to: edge.to) : GridEdge(from: edge.to, to: edge.from))
        }
        return boundary
    }

    /// The windings just left and just right of `edge` (left: towards its normal (−dy, dx)).
    static func sideWindings(of edge: EdgeArrangement.Edge, at position: Int, in index: WindingIndex) -> (left: Windings, right: Windings) {
        let midX = (edge.from.dx + edge.to.dx) / 2, midY = (edge.from.dy + edge.to.dy) / 2
        if edge.from.y == edge.to.y {
            // Across (the canonical direction is +x, so left is +y): a ray towards −y gives the
            // −y side, and crossing the edge from +y adds its weight.
            let below = index.windingsAgainstY(midX, midY, skipping: position)
            return (below + edge.weights, below)
        }
        // A ray towards +x gives the +x side; crossing the edge from −x adds its weight, signed
        // by whether it runs towards +y.
        let plusX = index.windingsAlongX(midX, midY, skipping: position)
        let runsDown = edge.to.y > edge.from.y
        let minusX = plusX + edge.weights * (runsDown ? 1 : -1)
        // Running towards +y, the left normal points towards −x.
        return runsDown ? (minusX, plusX) : (plusX, minusX)
    }
}
