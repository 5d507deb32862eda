import Arrange
import CPangoCairo
import Foundation

/// Geometry far outside the picture, brought within what Cairo can draw.
///
/// Cairo holds device coordinates in 24.8 fixed point: beyond about ±8.4 million device units
/// they wrap around, and a shape with a point at 1e12 (a line "to infinity", a frame 1e9 wide
/// on a small canvas) silently draws nothing or garbage. Pictures are at most
/// `RenderCanvas.maximumSide` units a side, so everything beyond `limit` is far off the
/// canvas; a path reaching past it is cut to the square ±`limit` in device space:
///
/// 1. Points are taken to device space (the current transform applied).
/// 2. A curve whose control points all lie inside the square stays a curve; one whose control
///    points all lie outside one side of it becomes the line between its ends (the curve and
///    that line lie outside together, in the hull of the control points); one across an edge
///    is split in halves, each decided the same way, down to `curveSplits` levels.
/// 3. A filled path (or clip) is cut to the square one subpath at a time (Sutherland–Hodgman):
///    what lies inside keeps its winding. A stroked path keeps the parts of its lines inside
///    the square (Liang–Barsky), each a subpath of its own.
/// 4. The result is added in device space; a stroke width beyond `limit / 2` device units is
///    drawn as `limit / 2` (it still covers the whole canvas from any point of the square).
///
/// The cut edges lie at least `limit − maximumSide` units from the canvas, further than any
/// stroke reaches, so what the canvas shows is unchanged.
enum DeviceRangeClipping {
    /// Half the side of the square geometry is cut to, in device units: 2²², half of Cairo's range.
    static let limit: Double = 4_194_304
    /// How many times a curve across the square's edge is halved before it is taken as a line.
    static let curveSplits = 60

    /// How the cut path is drawn.
    enum Mode {
        /// Filled or clipped: each subpath is a closed area.
        case fill
        /// Stroked: each line is a line.
        case stroke
    }

    /// One piece of a subpath in device space: a line to `end`, or a cubic curve (always
    /// inside the square) through `control1` and `control2`.
    struct Edge {
        var end: CGPoint
        var controls: (CGPoint, CGPoint)?
    }

    /// A subpath in device space: where it starts, its edges, and whether it was closed.
    struct Subpath {
        var start: CGPoint
        var edges: [Edge] = []
        var isClosed = false
    }

    /// Whether every point of `path` lies within ±`limit` device units under `context`'s
    /// transform (then it is added as it is).
    static func fitsDeviceRange(_ path: Path, on context: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return path.elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point): inside(device(point, matrix))
            case .quadCurve(let point, let control): inside(device(point, matrix)) && inside(device(control, matrix))
            case .curve(let point, let control1, let control2):
                inside(device(point, matrix)) && inside(device(control1, matrix)) && inside(device(control2, matrix))
            case .closeSubpath: true
            }
        }
    }

    /// Replaces `context`'s current path with `path` cut to the square (steps 1–4).
    static func addCut(_ path: Path, mode: Mode, to context: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        // 1–2.
        let subpaths = deviceSubpaths(of: path, matrix: matrix)
        // 3–4.
        cairo_new_path(context)
        cairo_save(context)
        cairo_identity_matrix(context)
        for subpath in subpaths {
            switch mode {
            case .fill: addPolygon(clipPolygon(subpath), to: context)
            case .stroke: addStrokePieces(of: subpath, to: context)
            }
        }
        // The path stays (Cairo keeps it in device space); the transform comes back.
        cairo_restore(context)
    }

    /// `width` in user units, at most `limit / 2` device units under `context`'s transform.
    static func strokeWidth(_ width: CGFloat, on context: OpaquePointer) -> CGFloat {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let scale = max(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(), .leastNormalMagnitude)
        return min(width, CGFloat(limit / 2 / scale))
    }

    // MARK: 1–2. Device space

    /// Far enough to stand for "beyond the square" and near enough that differences of two
    /// coordinates stay finite.
    static let farthest: Double = 1e200

    /// `point` in device space, each coordinate within ±`farthest`.
    static func device(_ point: CGPoint, _ matrix: cairo_matrix_t) -> CGPoint {
        var matrix = matrix
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_matrix_transform_point(&matrix, &x, &y)
        return CGPoint(x: min(max(x, -farthest), farthest), y: min(max(y, -farthest), farthest))
    }

    static func inside(_ point: CGPoint) -> Bool {
        abs(point.x) <= limit && abs(point.y) <= limit
    }

    private static func deviceSubpaths(of path: Path, matrix: cairo_matrix_t) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var position = CGPoint.zero
        func startIfNeeded() {
            if current == nil { current = Subpath(start: position) }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                if let finished = current { subpaths.append(finished) }
                position = device(point, matrix)
                current = Subpath(start: position)
            case .line(let point):
                startIfNeeded()
                position = device(point, matrix)
                current!.edges.append(Edge(end: position))
            case .quadCurve(let point, let control):
                startIfNeeded()
                let end = device(point, matrix)
                let middle = device(control, matrix)
                let control1 = CGPoint(x: position.x + 2 / 3 * (middle.x - position.x), y: position.y + 2 / 3 * (middle.y - position.y))
                let control2 = CGPoint(x: end.x + 2 / 3 * (middle.x - end.x), y: end.y + 2 / 3 * (middle.y - end.y))
                current!.edges += curveEdges(from: position, control1, control2, end, splits: curveSplits)
                position = end
            case .curve(let point, let control1, let control2):
                startIfNeeded()
                let end = device(point, matrix)
                current!.edges += curveEdges(from: position, device(control1, matrix), device(control2, matrix), end, splits: curveSplits)
                position = end
            case .closeSubpath:
                if var finished = current {
                    finished.isClosed = true
                    subpaths.append(finished)
                    position = finished.start
                }
                current = nil
            }
        }
        if let finished = current { subpaths.append(finished) }
        return subpaths
    }

    /// Step 2 for one cubic curve.
    private static func curveEdges(from start: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint, splits: Int) -> [Edge] {
        let points = [start, control1, control2, end]
        if points.allSatisfy(inside) { return [Edge(end: end, controls: (control1, control2))] }
        let outside = points.allSatisfy { $0.x < -limit } || points.allSatisfy { $0.x > limit }
            || points.allSatisfy { $0.y < -limit } || points.allSatisfy { $0.y > limit }
        if outside || splits == 0 { return [Edge(end: end)] }
        // de Casteljau at one half.
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let ab = mid(start, control1), bc = mid(control1, control2), cd = mid(control2, end)
        let abc = mid(ab, bc), bcd = mid(bc, cd)
        let middle = mid(abc, bcd)
        return curveEdges(from: start, ab, abc, middle, splits: splits - 1) + curveEdges(from: middle, bcd, cd, end, splits: splits - 1)
    }

    // MARK: 3. Cutting

    /// Whether `point` is on the inner side of side `side` of the square (0: left, 1: right,
    /// 2: top, 3: bottom).
    private static func isInside(_ point: CGPoint, side: Int) -> Bool {
        switch side {
        case 0: point.x >= -limit
        case 1: point.x <= limit
        case 2: point.y >= -limit
        default: point.y <= limit
        }
    }

    /// Where the line from `a` to `b` crosses side `side`'s line.
    private static func cross(_ a: CGPoint, _ b: CGPoint, side: Int) -> CGPoint {
        switch side {
        case 0, 1:
            let x = side == 0 ? -limit : limit
            return CGPoint(x: x, y: a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y))
        default:
            let y = side == 2 ? -limit : limit
            return CGPoint(x: a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), y: y)
        }
    }

    /// A closed subpath cut to the square, as its first point and edges (Sutherland–Hodgman,
    /// one side at a time; curves are inside every side, so they pass whole).
    private static func clipPolygon(_ subpath: Subpath) -> [Edge] {
        // As a cycle of edges: the last one ends at the first point.
        var edges = subpath.edges
        edges.append(Edge(end: subpath.start))
        for side in 0..<4 {
            guard let last = edges.last else { break }
            var kept: [Edge] = []
            var from = last.end
            for edge in edges {
                let to = edge.end
                switch (isInside(from, side: side), isInside(to, side: side)) {
                case (true, true): kept.append(edge)
                case (true, false): kept.append(Edge(end: cross(from, to, side: side)))
                case (false, true):
                    kept.append(Edge(end: cross(from, to, side: side)))
                    kept.append(edge)
                case (false, false): break
                }
                from = to
            }
            edges = kept
        }
        return edges
    }

    /// Adds a cycle of edges as one closed subpath.
    private static func addPolygon(_ edges: [Edge], to context: OpaquePointer) {
        guard let last = edges.last, edges.count > 1 else { return }
        cairo_move_to(context, last.end.x, last.end.y)
        for edge in edges { add(edge, to: context) }
        cairo_close_path(context)
    }

    private static func add(_ edge: Edge, to context: OpaquePointer) {
        if let (control1, control2) = edge.controls {
            cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, edge.end.x, edge.end.y)
        } else {
            cairo_line_to(context, edge.end.x, edge.end.y)
        }
    }

    /// The parts of a stroked subpath inside the square, each a subpath (Liang–Barsky for lines).
    private static func addStrokePieces(of subpath: Subpath, to context: OpaquePointer) {
        var edges = subpath.edges
        if subpath.isClosed { edges.append(Edge(end: subpath.start)) }
        var from = subpath.start
        var isDrawing = false
        for edge in edges {
            defer { from = edge.end }
            if edge.controls != nil {
                if !isDrawing { cairo_move_to(context, from.x, from.y) }
                add(edge, to: context)
                isDrawing = true
                continue
            }
            guard let (enter, exit) = cutLine(from, edge.end) else {
                isDrawing = false
                continue
            }
            if !isDrawing || enter != from { cairo_move_to(context, enter.x, enter.y) }
            cairo_line_to(context, exit.x, exit.y)
            isDrawing = exit == edge.end
        }
    }

    /// The part of the line from `a` to `b` inside the square, or `nil`.
    static func cutLine(_ a: CGPoint, _ b: CGPoint) -> (CGPoint, CGPoint)? {
        var low = 0.0
        var high = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [(-dx, a.x + limit), (dx, limit - a.x), (-dy, a.y + limit), (dy, limit - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        guard low <= high else { return nil }
        let enter = low == 0 ? a : CGPoint(x: a.x + low * dx, y: a.y + low * dy)
        let exit = high == 1 ? b : CGPoint(x: a.x + high * dx, y: a.y + high * dy)
        return (enter, exit)
    }
}
