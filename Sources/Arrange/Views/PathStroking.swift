import Foundation

nonisolated extension Path {
    /// The outline of this path stroked with `style`, as SwiftUI's `strokedPath(_:)`: a path
    /// whose inside (non-zero winding) is where the stroke paints, so filling it draws the
    /// stroke.
    ///
    /// 1. The path is flattened (`PathPolylines`) and cut into dashes when `style.dash` has a
    ///    positive length (a dash pattern with a negative or non-finite length is ignored).
    /// 2. Each line becomes a rectangle as wide as the line, each corner a wedge cut as
    ///    `lineJoin` says (a miter beyond `miterLimit` is bevelled), and each open end a cap
    ///    as `lineCap` says.
    /// 3. Every piece is wound the same way, so overlapping pieces add up instead of
    ///    cancelling under the non-zero rule.
    ///
    /// A width that is not finite or not positive strokes nothing.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else { return Path() }
        // 1.
        let flattened = PathPolylines(self)
        let pieces = PathStroker.dashed(flattened, style: style)
        // 2. and 3.
        var outline = Path()
        for piece in pieces {
            PathStroker.stroke(piece, style: style, into: &outline)
        }
        return outline
    }
}

/// The steps of `strokedPath(_:)`.
enum PathStroker {
    /// The polylines cut by the dash pattern (unchanged without one).
    static func dashed(_ polylines: PathPolylines, style: StrokeStyle) -> [PathPolylines.Polyline] {
        let dashes = style.dash
        let usable = !dashes.isEmpty && dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 }
        guard usable else { return polylines.polylines }
        let period = dashes.reduce(0, +) * (dashes.count % 2 == 1 ? 2 : 1)
        let pattern = dashes.count % 2 == 1 ? dashes + dashes : dashes
        var pieces: [PathPolylines.Polyline] = []
        for polyline in polylines.polylines {
            let length = polyline.length
            guard length > 0 else { continue }
            // The dash pattern restarts on each subpath, shifted by the phase.
            var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
            if phase < 0 { phase += period }
            var position = -phase
            var index = 0
            // At most a million dashes a subpath: a 0.001-point pattern along a long path
            // would otherwise allocate without bound.
            var budget = 1_000_000
            while position < length, budget > 0 {
                budget -= 1
                let dash = pattern[index % pattern.count]
                if index % 2 == 0, dash > 0, position + dash > 0 {
                    let one = PathPolylines(polylines: [PathPolylines.Polyline(points: polyline.walked, isClosed: false)])
                    let piece = PathPolylines(Path.walk(one, from: max(position, 0), to: min(position + dash, length)))
                    pieces += piece.polylines
                }
                position += dash
                index += 1
            }
        }
        return pieces
    }

    /// Adds the stroke of `polyline` to `outline`, every piece wound clockwise (on a y-down
    /// screen).
    static func stroke(_ polyline: PathPolylines.Polyline, style: StrokeStyle, into outline: inout Path) {
        let half = style.lineWidth / 2
        var points: [CGPoint] = []
        for point in polyline.points where points.last.map({ $0.distance(to: point) > 1e-9 }) ?? true { points.append(point) }
        if polyline.isClosed, points.count > 1, points.last!.distance(to: points[0]) <= 1e-9 { points.removeLast() }
        // A single point: only round and square caps draw (a dot), as Core Graphics does.
        guard points.count > 1 else {
            guard let point = points.first, !polyline.isClosed || style.lineCap != .butt else { return }
            switch style.lineCap {
            case .butt: return
            case .round: add(circle(point, half), to: &outline)
            case .square: add(square(point, half), to: &outline)
            }
            return
        }
        let walked = polyline.isClosed ? points + [points[0]] : points
        for (a, b) in zip(walked, walked.dropFirst()) {
            let normal = unitNormal(from: a, to: b)
            add([
                CGPoint(x: a.x + normal.x * half, y: a.y + normal.y * half), CGPoint(x: b.x + normal.x * half, y: b.y + normal.y * half),
                CGPoint(x: b.x - normal.x * half, y: b.y - normal.y * half), CGPoint(x: a.x - normal.x * half, y: a.y - normal.y * half),
            ], to: &outline)
        }
        // The corners: every inner point, and the start of a closed polyline.
        let corners = polyline.isClosed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for index in corners {
            let previous = points[(index - 1 + points.count) % points.count]
            let next = points[(index + 1) % points.count]
            join(at: points[index], from: previous, to: next, half: half, style: style, into: &outline)
        }
        if !polyline.isClosed {
            cap(at: points[0], awayFrom: points[1], half: half, style: style, into: &outline)
            cap(at: points[points.count - 1], awayFrom: points[points.count - 2], half: half, style: style, into: &outline)
        }
    }

    /// The wedge that fills the outside of the corner at `vertex`.
    static func join(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint, half: CGFloat, style: StrokeStyle, into outline: inout Path) {
        let incoming = unitNormal(from: previous, to: vertex), outgoing = unitNormal(from: vertex, to: next)
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        guard abs(turn) > 1e-12 else { return }
        // The outside of the turn: left of the lines (the normals' side) for a clockwise turn.
        let side: CGFloat = turn > 0 ? 1 : -1
        let a = CGPoint(x: vertex.x + side * incoming.x * half, y: vertex.y + side * incoming.y * half)
        let b = CGPoint(x: vertex.x + side * outgoing.x * half, y: vertex.y + side * outgoing.y * half)
        switch style.lineJoin {
        case .round:
            add(circle(vertex, half), to: &outline)
        case .bevel:
            add([vertex, a, b], to: &outline)
        case .miter:
            // The miter's tip: where the two outer edges meet, `1 / cos(θ/2)` half-widths out.
            let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
            let ratio = (2 / (1 + cosine)).squareRoot()
            let limit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10
            if ratio.isFinite, ratio <= limit {
                let bisector = CGPoint(x: a.x + b.x - 2 * vertex.x, y: a.y + b.y - 2 * vertex.y)
                let length = hypot(bisector.x, bisector.y)
                let tip = CGPoint(x: vertex.x + bisector.x / length * half * ratio, y: vertex.y + bisector.y / length * half * ratio)
                add([vertex, a, tip, b], to: &outline)
            } else {
                add([vertex, a, b], to: &outline)
            }
        }
    }

    /// The cap at the open end `point` of a line coming from `inner`.
    static func cap(at point: CGPoint, awayFrom inner: CGPoint, half: CGFloat, style: StrokeStyle, into outline: inout Path) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            add(circle(point, half), to: &outline)
        case .square:
            let normal = unitNormal(from: inner, to: point)
            let direction = CGPoint(x: normal.y, y: -normal.x)
            let far = CGPoint(x: point.x + direction.x * half, y: point.y + direction.y * half)
            add([
                CGPoint(x: point.x + normal.x * half, y: point.y + normal.y * half), CGPoint(x: far.x + normal.x * half, y: far.y + normal.y * half),
                CGPoint(x: far.x - normal.x * half, y: far.y - normal.y * half), CGPoint(x: point.x - normal.x * half, y: point.y - normal.y * half),
            ], to: &outline)
        }
    }

    /// The unit vector left of the direction from `a` to `b` (on a y-down screen, turning the
    /// direction a quarter turn counter-clockwise).
    static func unitNormal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 0 else { return .zero }
        return CGPoint(x: dy / length, y: -dx / length)
    }

    /// A circle as a polygon of chords about as long as those of `PathPolylines`.
    static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        let count = min(max(Int((2 * .pi * radius / PathPolylines.chordLength).rounded(.up)), 12), 256)
        return (0..<count).map { step in
            let angle = 2 * CGFloat.pi * CGFloat(step) / CGFloat(count)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The square of side `2 × half` centred on `center`.
    static func square(_ center: CGPoint, _ half: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - half, y: center.y - half), CGPoint(x: center.x + half, y: center.y - half),
         CGPoint(x: center.x + half, y: center.y + half), CGPoint(x: center.x - half, y: center.y + half)]
    }

    /// Adds `polygon` closed, wound clockwise on a y-down screen (a positive shoelace area).
    static func add(_ polygon: [CGPoint], to outline: inout Path) {
        guard polygon.count > 2 else { return }
        var area: CGFloat = 0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            area += point.x * next.y - next.x * point.y
        }
        guard area != 0 else { return }
        outline.addLines(area > 0 ? polygon : polygon.reversed())
        outline.closeSubpath()
    }
}
