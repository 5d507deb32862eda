import Foundation

/// The outline of a shape, as a list of drawing commands in the shape's coordinates.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, with one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    /// Where the next command starts: the last point added, `nil` for an empty path.
    public private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point); return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// A cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// A closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The closed ellipse inscribed in `rect`: four quarter arcs clockwise (on the y-down
    /// screen) from the trailing side's middle, where SwiftUI's ellipses and circles start,
    /// so `Circle().trim(from: 0, to: 0.25)` runs from the trailing side to the bottom.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        // The control points' distance along the tangent for a quarter circle.
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.maxX, y: centre.y))
        addCurve(to: CGPoint(x: centre.x, y: rect.maxY),
                 control1: CGPoint(x: rect.maxX, y: centre.y + k * ry), control2: CGPoint(x: centre.x + k * rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: centre.y),
                 control1: CGPoint(x: centre.x - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: centre.y + k * ry))
        addCurve(to: CGPoint(x: centre.x, y: rect.minY),
                 control1: CGPoint(x: rect.minX, y: centre.y - k * ry), control2: CGPoint(x: centre.x - k * rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: centre.y),
                 control1: CGPoint(x: centre.x + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: centre.y - k * ry))
        closeSubpath()
    }

    /// A circular arc around `center`, approximated by Bézier curves of at most a quarter turn.
    /// A sweep of more than a full turn draws the full circle; a NaN or infinite angle, radius
    /// or centre adds nothing (there is no arc to draw).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard [startAngle.radians, endAngle.radians, radius, center.x, center.y].allSatisfy(\.isFinite) else { return }
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite else { return }
        // In SwiftUI's flipped coordinates `clockwise` runs toward decreasing angles: whole
        // turns are added (taken) until the sweep has that direction, in one step, since a huge
        // angle minus 2π is the same number.
        let turn = 2 * Double.pi
        if clockwise, sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
        if !clockwise, sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
        sweep = min(max(sweep, -turn), turn)
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var angle = startAngle.radians
        let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = angle + step
            let k = 4.0 / 3.0 * tan(step / 4)
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            addCurve(to: p3,
                     control1: CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle)),
                     control2: CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next)))
            angle = next
        }
    }

    /// A line from the current point toward `tangent1End`, then a circular arc of `radius`
    /// turning toward `tangent2End`, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`:
    /// 1. The arc is tangent to the line from the current point to `tangent1End` and to the
    ///    line from `tangent1End` to `tangent2End`, at `radius / tan(θ/2)` from `tangent1End`
    ///    along each (θ the angle between them), going the short way round.
    /// 2. A straight line joins the current point to the arc's first tangent point.
    /// 3. With no current point the path starts at `tangent1End`; when the three points are
    ///    in one line, or `radius` is not positive and finite, the path goes straight to
    ///    `tangent1End` instead (no circle touches both lines).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let start = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        // 1.
        let corner = tangent1End.applying(transform), end = tangent2End.applying(transform)
        let toStart = CGPoint(x: start.x - corner.x, y: start.y - corner.y)
        let toEnd = CGPoint(x: end.x - corner.x, y: end.y - corner.y)
        let startLength = (toStart.x * toStart.x + toStart.y * toStart.y).squareRoot()
        let endLength = (toEnd.x * toEnd.x + toEnd.y * toEnd.y).squareRoot()
        guard radius > 0, radius.isFinite, startLength > 0, endLength > 0 else {
            // 3.
            addLine(to: corner)
            return
        }
        let u = CGPoint(x: toStart.x / startLength, y: toStart.y / startLength)
        let v = CGPoint(x: toEnd.x / endLength, y: toEnd.y / endLength)
        let cosine = min(max(u.x * v.x + u.y * v.y, -1), 1)
        let theta = acos(cosine)
        guard theta > 1e-9, theta < .pi - 1e-9 else {
            addLine(to: corner)
            return
        }
        let along = radius / tan(theta / 2)
        let first = CGPoint(x: corner.x + u.x * along, y: corner.y + u.y * along)
        let last = CGPoint(x: corner.x + v.x * along, y: corner.y + v.y * along)
        let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(theta / 2)
        let centre = CGPoint(x: corner.x + bisector.x / bisectorLength * centreDistance,
                             y: corner.y + bisector.y / bisectorLength * centreDistance)
        let startAngle = atan2(first.y - centre.y, first.x - centre.x)
        let endAngle = atan2(last.y - centre.y, last.x - centre.x)
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        // 2. `addArc(center:…)` draws the line to the arc's start, then the arc.
        addArc(center: centre, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(startAngle + sweep), clockwise: sweep < 0)
    }

    /// All of `path`'s commands, appended.
    public mutating func addPath(_ path: Path) {
        elements.append(contentsOf: path.elements)
        currentPoint = path.currentPoint
        subpathStart = path.subpathStart
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect
    }

    /// Equal when the drawing commands match.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    /// Hashes the drawing commands.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
