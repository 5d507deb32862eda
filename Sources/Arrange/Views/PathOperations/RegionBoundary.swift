import Foundation

/// Directed boundary edges joined into closed loops: the last step of a set operation.
///
/// 1. From an unused edge, the walk follows edges end to start; where several edges leave a
///    point (regions touching at a corner), it takes the one turning most to the left, towards
///    the inside, so regions that only touch come out as separate loops, none crossing itself.
/// 2. A walk that cannot go on before closing (which happens only when snapping to the grid
///    has left an edge unmatched) is closed where it stands.
/// 3. Points in the middle of a straight run are dropped, and loops enclosing less than one
///    square grid unit are dropped.
struct RegionBoundary {
    /// The loops, each as its points in order (closed: the last joins the first).
    var loops: [[GridPoint]] = []

    /// The loops of `edges`.
    init(_ edges: [GridEdge]) {
        var leaving: [GridPoint: [Int]] = [:]
        for (index, edge) in edges.enumerated() { leaving[edge.from, default: []].append(index) }
        var used = Array(repeating: false, count: edges.count)
        for start in edges.indices where !used[start] {
            // 1.
            used[start] = true
            var points = [edges[start].from]
            var edge = edges[start]
            while edge.to != edges[start].from {
                points.append(edge.to)
                // 2.
                guard let next = Self.leftmostUnused(leaving[edge.to] ?? [], after: edge, in: edges, used: used) else { break }
                used[next] = true
                edge = edges[next]
            }
            // 3.
            let simplified = Self.droppingStraightRuns(points)
            if simplified.count >= 3, abs(Self.doubledArea(simplified)) >= 2 { loops.append(simplified) }
        }
    }

    /// The loops as a path: a closed subpath each.
    var path: Path {
        var path = Path()
        for loop in loops {
            path.addLines(loop.map(\.point))
            path.closeSubpath()
        }
        return path
    }

    /// The unused edge among `candidates` that turns most to the left from `edge`.
    static func leftmostUnused(_ candidates: [Int], after edge: GridEdge, in edges: [GridEdge], used: [Bool]) -> Int? {
        let inX = edge.to.dx - edge.from.dx, inY = edge.to.dy - edge.from.dy
        var best: (index: Int, turn: Double)?
        for index in candidates where !used[index] {
            let out = edges[index]
            let outX = out.to.dx - out.from.dx, outY = out.to.dy - out.from.dy
            let turn = atan2(inX * outY - inY * outX, inX * outX + inY * outY)
            if best == nil || turn > best!.turn { best = (index, turn) }
        }
        return best?.index
    }

    /// `loop` without the points that lie on the straight line from the point before to the
    /// point after (within half a grid unit), going on in the same direction.
    static func droppingStraightRuns(_ loop: [GridPoint]) -> [GridPoint] {
        var points = loop
        var changed = true
        while changed, points.count >= 3 {
            changed = false
            var kept: [GridPoint] = []
            for (index, point) in points.enumerated() {
                let before = kept.last ?? points[(index + points.count - 1) % points.count]
                let after = points[(index + 1) % points.count]
                let line = GridEdge(from: before, to: after)
                let length = line.length
                let ahead = (point.dx - before.dx) * (after.dx - point.dx) + (point.dy - before.dy) * (after.dy - point.dy)
                if length > 0, abs(line.cross(point.dx, point.dy)) / length <= 0.5, ahead >= 0 {
                    changed = true
                    continue
                }
                kept.append(point)
            }
            points = kept
        }
        return points
    }

    /// Twice the loop's signed area (shoelace) in square grid units: positive for a loop
    /// running clockwise on the y-down screen.
    static func doubledArea(_ loop: [GridPoint]) -> Double {
        var sum = 0.0
        for (index, point) in loop.enumerated() {
            let next = loop[(index + 1) % loop.count]
            sum += point.dx * next.dy - next.dx * point.dy
        }
        return sum
    }
}
