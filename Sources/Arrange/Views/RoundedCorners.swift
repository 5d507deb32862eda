import Foundation

/// The corners of rounded rectangles, circular or continuous, as one rule.
///
/// A circular corner is a quarter ellipse of the corner's radii. A continuous corner is the
/// curve iOS draws (`RoundedCornerStyle.continuous`, UIKit's and Core Animation's
/// `.continuous` corner curve, the "squircle"): it leaves the straight edge further from the
/// corner, `continuousExtent` radii instead of 1, and bends gradually, so no sudden change of
/// curvature shows where edge and curve meet. Its three Bézier segments, in radii from the
/// corner, are `continuousProfile` — the reconstruction PaintCode measured from iOS 7's
/// `UIBezierPath(roundedRect:cornerRadius:)` ("The Secret of iOS 7 Rounded Corners",
/// https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), which later iOS
/// versions keep.
///
/// When a continuous corner has no room for its full extent (a radius above half the side ÷
/// 1.5287), it blends toward the circular corner, reaching it when the radius is half the side,
/// so a large radius and `Capsule(style: .continuous)` end in semicircles as on iOS. Radii
/// are clamped to half the rectangle's side; negative and NaN radii are 0.
enum RoundedCorners {
    /// How far from the corner a continuous curve leaves the straight edge, in radii.
    static let continuousExtent: CGFloat = 1.52866483

    /// A corner as three cubic segments from the point on the incoming edge to the point on the
    /// outgoing one: (along the incoming edge back from the corner, along the outgoing edge),
    /// in radii. Segment = control 1, control 2, end.
    typealias Profile = (start: CGPoint, segments: [(CGPoint, CGPoint, CGPoint)])

    /// The continuous corner (see the type's comment for the source of the numbers).
    static let continuousProfile: Profile = (
        CGPoint(x: 1.52866483, y: 0),
        [
            (CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0.02197254), CGPoint(x: 0.63149399, y: 0.07491100)),
            (CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.07491100, y: 0.63149399)),
            (CGPoint(x: 0.02197254, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
        ])

    /// A quarter circle in the same three segments (the first and last of no length), so the
    /// two profiles blend point by point. 0.5523 is a quarter circle's control distance.
    static let circularProfile: Profile = (
        CGPoint(x: 1, y: 0),
        [
            (CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0)),
            (CGPoint(x: 1 - 0.5522847498, y: 0), CGPoint(x: 0, y: 1 - 0.5522847498), CGPoint(x: 0, y: 1)),
            (CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1)),
        ])

    /// One corner's radii along x and y, and how continuous it is: 1 the full continuous
    /// curve, 0 circular.
    struct Corner {
        var radiusX: CGFloat
        var radiusY: CGFloat
        var continuity: CGFloat
    }

    /// A corner of radii (`rx`, `ry`) in `rect`, after clamping and, for continuous corners,
    /// how much of the continuous curve fits.
    static func corner(_ rx: CGFloat, _ ry: CGFloat, in rect: CGRect, style: RoundedCornerStyle) -> Corner {
        func clean(_ r: CGFloat, _ half: CGFloat) -> CGFloat { r.isNaN ? 0 : min(max(r, 0), half) }
        let halfWidth = max(rect.width / 2, 0), halfHeight = max(rect.height / 2, 0)
        let x = clean(rx, halfWidth), y = clean(ry, halfHeight)
        guard style == .continuous, x > 0, y > 0 else { return Corner(radiusX: x, radiusY: y, continuity: 0) }
        func fit(_ r: CGFloat, _ half: CGFloat) -> CGFloat { min(max((half / r - 1) / (continuousExtent - 1), 0), 1) }
        return Corner(radiusX: x, radiusY: y, continuity: min(fit(x, halfWidth), fit(y, halfHeight)))
    }

    /// Adds the closed rounded rectangle `rect` with the four corners to `path`, clockwise from
    /// the top edge (as on screen, y down).
    static func add(
        _ rect: CGRect, topLeading: Corner, topTrailing: Corner, bottomTrailing: Corner, bottomLeading: Corner, to path: inout Path
    ) {
        // Each corner: its vertex, the unit vector back along the incoming edge and the one
        // along the outgoing edge, and the radii along those two directions.
        struct Placed {
            let vertex: CGPoint, back: CGPoint, out: CGPoint, shape: Corner, alongBack: CGFloat, alongOut: CGFloat
        }
        let corners = [
            Placed(vertex: CGPoint(x: rect.maxX, y: rect.minY), back: CGPoint(x: -1, y: 0), out: CGPoint(x: 0, y: 1),
                   shape: topTrailing, alongBack: topTrailing.radiusX, alongOut: topTrailing.radiusY),
            Placed(vertex: CGPoint(x: rect.maxX, y: rect.maxY), back: CGPoint(x: 0, y: -1), out: CGPoint(x: -1, y: 0),
                   shape: bottomTrailing, alongBack: bottomTrailing.radiusY, alongOut: bottomTrailing.radiusX),
            Placed(vertex: CGPoint(x: rect.minX, y: rect.maxY), back: CGPoint(x: 1, y: 0), out: CGPoint(x: 0, y: -1),
                   shape: bottomLeading, alongBack: bottomLeading.radiusX, alongOut: bottomLeading.radiusY),
            Placed(vertex: CGPoint(x: rect.minX, y: rect.minY), back: CGPoint(x: 0, y: 1), out: CGPoint(x: 1, y: 0),
                   shape: topLeading, alongBack: topLeading.radiusY, alongOut: topLeading.radiusX),
        ]
        func point(_ unit: CGPoint, _ corner: Placed) -> CGPoint {
            CGPoint(
                x: corner.vertex.x + corner.back.x * unit.x * corner.alongBack + corner.out.x * unit.y * corner.alongOut,
                y: corner.vertex.y + corner.back.y * unit.x * corner.alongBack + corner.out.y * unit.y * corner.alongOut)
        }
        func blended(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t) }
        // The top-leading corner's end on the top edge starts the outline.
        let last = corners[3]
        let lastEnd = blended(continuousProfile.segments[2].2, circularProfile.segments[2].2, last.shape.continuity)
        path.move(to: last.shape.radiusX > 0 && last.shape.radiusY > 0 ? point(lastEnd, last) : last.vertex)
        for corner in corners {
            let shape = corner.shape
            guard shape.radiusX > 0, shape.radiusY > 0 else {
                path.addLine(to: corner.vertex)
                continue
            }
            let t = shape.continuity
            path.addLine(to: point(blended(continuousProfile.start, circularProfile.start, t), corner))
            for (index, segment) in continuousProfile.segments.enumerated() {
                let circular = circularProfile.segments[index]
                // A circular corner is its middle segment alone.
                if t == 0, index != 1 { continue }
                path.addCurve(
                    to: point(blended(segment.2, circular.2, t), corner),
                    control1: point(blended(segment.0, circular.0, t), corner),
                    control2: point(blended(segment.1, circular.1, t), corner))
            }
        }
        path.closeSubpath()
    }
}

/// The radii of a rectangle's four corners, leading and trailing as in a left-to-right layout.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; 0 for square corners.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

nonisolated extension Path {
    /// A rounded rectangle with corners of `cornerRadius`, continuous unless `style` says
    /// circular; corners are clamped to half the rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with each corner rounded by its own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A closed rounded rectangle; corners are clamped to half the rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let corner = RoundedCorners.corner(cornerSize.width, cornerSize.height, in: rect, style: style)
        guard corner.radiusX > 0, corner.radiusY > 0 else { return addRect(rect) }
        RoundedCorners.add(rect, topLeading: corner, topTrailing: corner, bottomTrailing: corner, bottomLeading: corner, to: &self)
    }

    /// A closed rectangle with each corner rounded by its own radius, each clamped to half the
    /// shorter side.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let half = max(min(rect.width, rect.height) / 2, 0)
        func corner(_ r: CGFloat) -> RoundedCorners.Corner {
            let clamped = r.isNaN ? 0 : min(r, half)
            return RoundedCorners.corner(clamped, clamped, in: rect, style: style)
        }
        RoundedCorners.add(
            rect, topLeading: corner(cornerRadii.topLeading), topTrailing: corner(cornerRadii.topTrailing),
            bottomTrailing: corner(cornerRadii.bottomTrailing), bottomLeading: corner(cornerRadii.bottomLeading), to: &self)
    }
}
