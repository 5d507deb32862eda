import Foundation

nonisolated extension Path {
    /// The part of this path between the fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: the subpaths are walked in order, as one length, and the part
    /// between `from × length` and `to × length` is kept (as straight lines about 1.5 points
    /// long where the path curved; `PathPolylines`). A closed subpath kept whole stays closed.
    ///
    /// Both fractions are clamped to 0…1 (NaN counts as 0 for `from`, 1 for `to`); `to` at or
    /// before `from` leaves nothing, and 0…1 leaves the path as it is.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isNaN ? 0 : min(max(from, 0), 1)
        let end = to.isNaN ? 1 : min(max(to, 0), 1)
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        let polylines = PathPolylines(self)
        let total = polylines.length
        guard total > 0, total.isFinite else { return Path() }
        return Self.walk(polylines, from: start * total, to: end * total)
    }

    /// The pieces of `polylines` between the distances `from` and `to` along them.
    static func walk(_ polylines: PathPolylines, from: CGFloat, to: CGFloat) -> Path {
        var result = Path()
        var travelled: CGFloat = 0
        for polyline in polylines.polylines {
            let points = polyline.walked
            let length = polyline.length
            defer { travelled += length }
            guard travelled + length > from, travelled < to else { continue }
            // A closed subpath inside the range is kept whole and closed.
            if polyline.isClosed, travelled >= from, travelled + length <= to {
                result.addLines(polyline.points)
                result.closeSubpath()
                continue
            }
            var started = false
            var position = travelled
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = a.distance(to: b)
                defer { position += segment }
                let enter = max(from, position), leave = min(to, position + segment)
                guard leave >= enter, segment > 0 || !started else { continue }
                if leave == enter, started { continue }
                let first = segment > 0 ? a.interpolated(to: b, (enter - position) / segment) : a
                let last = segment > 0 ? a.interpolated(to: b, (leave - position) / segment) : b
                if !started {
                    result.move(to: first)
                    started = true
                }
                result.addLine(to: last)
            }
        }
        return result
    }
}

nonisolated extension Shape {
    /// This shape's outline between the fractions `from` and `to` of its length, as SwiftUI's
    /// `trim(from:to:)`: `Circle().trim(from: 0, to: 0.25)` runs clockwise from the trailing
    /// side to the bottom (circles and ellipses start there, rectangles at the top-leading
    /// corner). Stroke it to draw an arc or a progress ring. Lays out as the shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape's outline cut to a fraction of its length (`trim(from:to:)`).
public nonisolated struct _TrimmedShape<Content: Shape>: Shape {
    /// The whole shape.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// The shape's path in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's size: trimming never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
