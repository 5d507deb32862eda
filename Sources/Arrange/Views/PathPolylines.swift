import Foundation

/// A path flattened into straight lines, for the questions that need lengths: `trimmedPath`
/// and `strokedPath`. Each curve becomes chords about 1.5 points long (at most
/// `maximumChordsPerCurve`), which stray from a circle of 10 points' radius by less than
/// 0.03 points; a closed subpath keeps its closing line.
///
/// Invariants: every point is finite (a path with a point that is not gives no polylines),
/// and every polyline has at least one point.
struct PathPolylines {
    /// One subpath's points, in order.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool

        /// The points with the first repeated at the end when the polyline is closed.
        var walked: [CGPoint] { isClosed && points.count > 1 ? points + [points[0]] : points }

        /// The length along the points, the closing line included.
        var length: CGFloat {
            let walked = walked
            return zip(walked, walked.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        }
    }

    /// The most chords a curve is cut into, whatever its length.
    static let maximumChordsPerCurve = 256
    /// The length of a chord a curve is cut into, in points.
    static let chordLength: CGFloat = 1.5

    var polylines: [Polyline] = []

    /// The total length of every subpath.
    var length: CGFloat { polylines.reduce(0) { $0 + $1.length } }

    /// These polylines.
    init(polylines: [Polyline]) { self.polylines = polylines }

    /// `path` flattened; empty when any point is not finite.
    init(_ path: Path) {
        var current: Polyline?
        // Where a line after a `closeSubpath` starts: the closed subpath's start.
        var restart: CGPoint?
        func finish() {
            if let polyline = current { polylines.append(polyline) }
            current = nil
        }
        func extend(to point: CGPoint) {
            guard current != nil else {
                current = Polyline(points: restart.map { [$0, point] } ?? [point], isClosed: false)
                return
            }
            current!.points.append(point)
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish()
                current = Polyline(points: [point], isClosed: false)
            case .line(let point):
                extend(to: point)
            case let .quadCurve(to, control):
                let start = current?.points.last ?? control
                // The quadratic as the cubic it equals.
                let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
                let control2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                for point in Self.chords(from: start, control1, control2, to) { extend(to: point) }
            case let .curve(to, control1, control2):
                let start = current?.points.last ?? control1
                for point in Self.chords(from: start, control1, control2, to) { extend(to: point) }
            case .closeSubpath:
                guard var polyline = current else { continue }
                if polyline.points.count > 1, polyline.points.last == polyline.points.first { polyline.points.removeLast() }
                polyline.isClosed = true
                restart = polyline.points[0]
                polylines.append(polyline)
                current = nil
            }
        }
        finish()
        let finite = polylines.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        if !finite { polylines = [] }
    }

    /// The points of the cubic from `p0` to `p3` after `p0`, about `chordLength` apart.
    static func chords(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let hull = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        guard hull.isFinite else { return [p3] }
        let count = min(max(Int((hull / chordLength).rounded(.up)), 1), maximumChordsPerCurve)
        return (1...count).map { step in
            let t = CGFloat(step) / CGFloat(count), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }

    /// The point `t` of the way from here to `other`.
    func interpolated(to other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
