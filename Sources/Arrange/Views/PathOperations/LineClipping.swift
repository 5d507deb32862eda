import Foundation

/// The parts of a path's outline, as lines, inside or outside another path's filled region:
/// `lineIntersection(_:eoFill:)` and `lineSubtraction(_:eoFill:)`.
///
/// 1. Both paths are flattened (`FlattenedOutline`); the mask's subpaths are all closed (it
///    is a filled region), the outline's keep whether they were closed.
/// 2. Each line of the outline is cut where it meets the mask's edges (`SegmentCrossings`).
/// 3. A piece is inside when the mask's winding number, by its fill rule, is inside just to
///    both sides of the piece's middle (a quarter grid unit away): a piece running along the
///    mask's boundary is outside, so `lineSubtraction` keeps it and `lineIntersection` not.
/// 4. Consecutive kept pieces join into open subpaths; a closed subpath kept whole stays
///    closed, and a cut closed subpath whose first and last pieces are both kept is one
///    subpath running through its start.
///
/// Bad input is the set operations' (`RegionOperation`): a NaN or infinite point, a point
/// farther than 2³⁰ points from the origin, more than `FlattenedOutline.maximumEdgeCount`
/// edges or more than `SegmentCrossings.maximumCutCount` cuts gives an empty path.
enum LineClipping {
    /// The pieces of `outline` inside `mask` (`keepingInside`) or outside it.
    static func clip(_ outline: Path, by mask: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        // 1.
        guard let lines = FlattenedOutline(outline), let region = FlattenedOutline(mask),
              lines.closedEdgeCount + region.closedEdgeCount <= FlattenedOutline.maximumEdgeCount
        else { return Path() }
        let maskEdges = region.closedEdges
        var segments: [GridEdge] = []
        for subpath in lines.subpaths {
            segments += walkedEdges(subpath)
        }
        // 2.
        var cuts = Array(repeating: [GridPoint](), count: segments.count)
        var cutCount = 0
        SegmentCrossings.overlappingPairs(segments + maskEdges) { i, j in
            guard i < segments.count, j >= segments.count else { return true }
            let onSegment = SegmentCrossings.cuts(segments[i], maskEdges[j - segments.count]).onE
            cuts[i] += onSegment
            cutCount += onSegment.count
            return cutCount <= SegmentCrossings.maximumCutCount
        }
        guard cutCount <= SegmentCrossings.maximumCutCount else { return Path() }
        // 3.
        let index = WindingIndex(maskEdges.map { EdgeArrangement.Edge(from: $0.from, to: $0.to, weights: Windings(a: 1, b: 0)) })
        func isInside(_ piece: GridEdge) -> Bool {
            let length = piece.length
            let midX = (piece.from.dx + piece.to.dx) / 2, midY = (piece.from.dy + piece.to.dy) / 2
            let nx = -(piece.to.dy - piece.from.dy) / length * 0.25, ny = (piece.to.dx - piece.from.dx) / length * 0.25
            return RegionOperation.isInside(index.windingsAlongX(midX + nx, midY + ny).a, eoFill: eoFill)
                && RegionOperation.isInside(index.windingsAlongX(midX - nx, midY - ny).a, eoFill: eoFill)
        }
        // 4.
        var result = Path()
        var first = 0
        for subpath in lines.subpaths {
            let count = walkedEdges(subpath).count
            defer { first += count }
            guard count > 0 else { continue }
            var pieces: [(edge: GridEdge, kept: Bool)] = []
            for position in first..<(first + count) {
                for piece in SegmentCrossings.pieces(of: segments[position], cutAt: cuts[position]) {
                    pieces.append((piece, isInside(piece) == keepingInside))
                }
            }
            append(pieces, closed: subpath.isClosed, to: &result)
        }
        return result
    }

    /// The edges along `subpath`, its closing edge included when it is closed.
    static func walkedEdges(_ subpath: FlattenedOutline.Subpath) -> [GridEdge] {
        let points = subpath.points
        guard points.count > 1 else { return [] }
        var edges = zip(points, points.dropFirst()).map { GridEdge(from: $0.0, to: $0.1) }
        if subpath.isClosed { edges.append(GridEdge(from: points[points.count - 1], to: points[0])) }
        return edges
    }

    /// Step 4 for one subpath's pieces.
    static func append(_ pieces: [(edge: GridEdge, kept: Bool)], closed: Bool, to path: inout Path) {
        if closed, pieces.allSatisfy(\.kept) {
            path.addLines(pieces.map(\.edge.from.point))
            path.closeSubpath()
            return
        }
        var runs: [[GridPoint]] = []
        var current: [GridPoint] = []
        for piece in pieces {
            if piece.kept {
                if current.isEmpty { current = [piece.edge.from] }
                current.append(piece.edge.to)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        // A closed subpath cut somewhere else: its last run goes on into its first.
        if closed, runs.count > 1, pieces.first?.kept == true, pieces.last?.kept == true {
            let last = runs.removeLast()
            runs[0] = last + runs[0].dropFirst()
        }
        for run in runs { path.addLines(run.map(\.point)) }
    }
}
