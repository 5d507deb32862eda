import Arrange
import CPangoCairo
import Foundation

/// A gradient as a Cairo source over a shape's bounds.
///
/// - Linear, radial and elliptical gradients are Cairo's linear and radial patterns with the
///   end colours continued outside (`CAIRO_EXTEND_PAD`, as SwiftUI draws them); an elliptical
///   one is a radial pattern in a space scaled to the bounds.
/// - An angular gradient has no Cairo pattern: it is a mesh of thin wedges round the centre,
///   each blending two colours along its sweep, `wedgesPerTurn` to a full turn, long enough to
///   cover the bounds. A sweep under a full turn fills the rest with the last colour up to
///   halfway across it and the first colour after (SwiftUI: "transitioning between the two
///   halfway across the missing area"); over a full turn only the last turn shows.
/// - Degenerate input has a defined picture: no stops paint clear, one stop (or a linear
///   gradient whose two points meet, or radii that meet) paints its last colour; NaN
///   geometry counts as 0, negative radii as 0.
struct GradientPattern {
    struct Stop {
        var color: ResolvedColor
        var location: CGFloat
    }

    let stops: [Stop]
    let geometry: _ResolvedGradient.Geometry
    let bounds: CGRect

    /// The wedges of an angular gradient's full turn: 2° each, finer than the eye sees the
    /// steps between them.
    static let wedgesPerTurn = 180

    func setSource(on context: OpaquePointer) {
        guard let last = stops.last else {
            cairo_set_source_rgba(context, 0, 0, 0, 0)
            return
        }
        guard stops.count > 1, let pattern = makePattern() else {
            last.color.setSource(on: context)
            return
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func makePattern() -> OpaquePointer? {
        switch geometry {
        case let .linear(start, end):
            let from = point(start), to = point(end)
            guard from != to else { return nil }
            return withStops(cairo_pattern_create_linear(from.x, from.y, to.x, to.y))
        case let .radial(center, startRadius, endRadius):
            let middle = point(center)
            let inner = Self.length(startRadius), outer = Self.length(endRadius)
            guard inner != outer else { return nil }
            return withStops(cairo_pattern_create_radial(middle.x, middle.y, inner, middle.x, middle.y, outer))
        case let .elliptical(center, startFraction, endFraction):
            let inner = Self.length(startFraction), outer = Self.length(endFraction)
            guard inner != outer, bounds.width > 0, bounds.height > 0 else { return nil }
            let middle = point(center)
            guard let pattern = withStops(cairo_pattern_create_radial(0, 0, inner, 0, 0, outer)) else { return nil }
            // The pattern's matrix maps the shape's space to the pattern's: the bounds become a
            // unit square about the centre, so a fraction 0.5 reaches the edges.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / bounds.width, 1 / bounds.height)
            cairo_matrix_translate(&matrix, -middle.x, -middle.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            return pattern
        case let .angular(center, startAngle, endAngle):
            return angularMesh(center: point(center), startAngle: startAngle, endAngle: endAngle)
        }
    }

    /// `pattern` with the stops added and the end colours continued outside.
    private func withStops(_ pattern: OpaquePointer?) -> OpaquePointer? {
        guard let pattern else { return nil }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// The mesh of wedges described above.
    private func angularMesh(center: CGPoint, startAngle: Double, endAngle: Double) -> OpaquePointer? {
        let turn = 2 * Double.pi
        var start = startAngle.isFinite ? startAngle : 0
        let end = endAngle.isFinite ? endAngle : start
        var sweep = end - start
        if sweep == 0 { sweep = turn }
        if sweep < 0 { return nil }
        if sweep > turn {
            start = end - turn
            sweep = turn
        }
        let corners = [bounds.origin, CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let farthest = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1
        let wedge = turn / Double(Self.wedgesPerTurn)
        // Straight outer edges: reach past the farthest corner even midway between two rays.
        let radius = max(farthest, 1) / cos(wedge / 2) + 1
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        func addWedge(from a0: Double, to a1: Double, colors: (ResolvedColor, ResolvedColor)) {
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.opacity)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let count = max(1, Int((sweep / wedge).rounded(.up)))
        for step in 0..<count {
            let t0 = Double(step) / Double(count), t1 = Double(step + 1) / Double(count)
            addWedge(from: start + sweep * t0, to: start + sweep * t1, colors: (color(at: t0), color(at: t1)))
        }
        let rest = turn - sweep
        if rest > 1e-9, let first = stops.first, let last = stops.last {
            let restStart = start + sweep
            let halves = max(1, Int((rest / 2 / wedge).rounded(.up)))
            for step in 0..<halves {
                let a0 = restStart + rest / 2 * Double(step) / Double(halves)
                let a1 = restStart + rest / 2 * Double(step + 1) / Double(halves)
                addWedge(from: a0, to: a1, colors: (last.color, last.color))
                addWedge(from: a0 + rest / 2, to: a1 + rest / 2, colors: (first.color, first.color))
            }
        }
        return mesh
    }

    /// The gradient's colour at `t` (0…1), mixed between the stops either side.
    func color(at t: Double) -> ResolvedColor {
        guard let first = stops.first, let last = stops.last else { return ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > t } ?? stops.count - 1
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return ResolvedColor(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue),
            opacity: mix(a.color.opacity, b.color.opacity))
    }

    /// The point `unit` names in the bounds; NaN counts as 0.
    private func point(_ unit: UnitPoint) -> CGPoint {
        CGPoint(x: bounds.minX + Self.length(unit.x, allowsNegative: true) * bounds.width,
                y: bounds.minY + Self.length(unit.y, allowsNegative: true) * bounds.height)
    }

    /// `value`, with NaN and infinities as 0 and, unless allowed, negatives as 0.
    private static func length(_ value: CGFloat, allowsNegative: Bool = false) -> CGFloat {
        guard value.isFinite else { return 0 }
        return allowsNegative ? value : max(value, 0)
    }
}
