import Arrange
import CPangoCairo
import Foundation

/// A shape painted in its frame (edges snapped to pixels first). As in SwiftUI, the shape is
/// asked for its path in its own space, `CGRect(origin: .zero, size: frame.size)`, and the
/// drawing is moved to the frame's origin: a custom `path(in:)` that uses `rect.width` or
/// absolute points (a `Path { }` view) draws where the view was placed.
///
/// - `fill`: the inside of `path(in: bounds)`, non-zero winding; `evenOddFill` by the even-odd
///   rule.
/// - `stroke`: the outline of `path(in: bounds)`, the line centred on it (half outside the frame).
/// - `strokeBorder`: the outline of `path(in: bounds inset by half the line width)`, so the whole
///   line stays inside the frame, as SwiftUI's `strokeBorder` does.
///
/// `StrokeStyle` sets width, caps, joins, the miter limit and dashes. A path with non-finite
/// points, a non-finite or negative width, and dashes Cairo would refuse (negative, non-finite
/// or all zero) are not drawn as given: the first two skip the shape, bad dashes draw solid,
/// each with a warning.
extension RenderSession {
    func drawShape(
        _ shape: any Shape, paint: ShapePaint, drawing: ShapeDrawing, in frame: CGRect, of index: Int,
        on context: OpaquePointer
    ) {
        checkStops(of: paint, of: index)
        guard !paint.isInvisible else { return }
        let snapped = grid.snap(frame, on: context)
        cairo_save(context)
        defer {
            cairo_restore(context)
            cairo_new_path(context)
        }
        cairo_translate(context, snapped.minX, snapped.minY)
        let rect = CGRect(origin: .zero, size: snapped.size)
        let path: Path
        var fills = false
        var strokeWidth: CGFloat = 0
        switch drawing {
        case .fill, .evenOddFill:
            path = shape.path(in: rect)
            fills = true
            if drawing == .evenOddFill { cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD) }
        case .stroke(let style):
            guard applyStroke(style, of: index, on: context) else { return }
            path = shape.path(in: rect)
            strokeWidth = style.lineWidth
        case .strokeBorder(let style):
            guard applyStroke(style, of: index, on: context) else { return }
            if Self.borderCoversTheShape(style, in: rect) {
                path = shape.path(in: rect)
                fills = true
            } else {
                let inset = style.lineWidth / 2
                path = shape.path(in: rect.insetBy(dx: inset, dy: inset))
                strokeWidth = style.lineWidth
            }
        }
        guard path.isDrawable else {
            warn(.shapeNotFinite(path: self.path(of: index)))
            return
        }
        path.addTo(context, mode: fills ? .fill : .stroke)
        var shadows: [ShadowStyle] = []
        var paint = paint
        if case let .shadowed(base, list) = paint {
            paint = base
            shadows = fills ? list : []
        }
        let scheme = nodes[index].colorScheme
        for shadow in shadows where shadow.kind == .drop { drawStyleShadow(shadow, scheme: scheme, on: context) }
        if case .material(let material) = paint, fills { paintBackdrop(blurredBy: material.blurRadius, of: index, on: context) }
        setSource(paint, bounds: rect, of: index, on: context)
        if fills {
            cairo_fill_preserve(context)
            for shadow in shadows where shadow.kind == .inner { drawStyleShadow(shadow, scheme: scheme, on: context) }
            cairo_new_path(context)
        } else {
            if Self.penIsWiderThanTheCurves(strokeWidth, path: path) { Self.flattenCurves(on: context) }
            cairo_stroke(context)
        }
    }

    /// Whether a border of `style` inside `rect` reaches the middle from every side, so that
    /// it covers the whole shape: it is filled then. (Its inset outline would have no size, and
    /// Cairo strokes a zero-size outline as nothing: a 100-point `strokeBorder` in a 20-point
    /// square drew nothing.) A dashed border is stroked all the same.
    static func borderCoversTheShape(_ style: StrokeStyle, in rect: CGRect) -> Bool {
        style.dash.isEmpty && style.lineWidth >= min(rect.width, rect.height) / 2
    }

    /// Whether a pen of `width` is at least half as wide as `path`'s bounds (and the path has
    /// curves): Cairo's stroker offsets a curve by the pen, and a pen wider than the curve's
    /// radius folds the offset over itself — a 30-point stroke of a 20-point circle left a hole
    /// in the middle, a 60-point one drew nothing. Straight lines stroke correctly.
    static func penIsWiderThanTheCurves(_ width: CGFloat, path: Path) -> Bool {
        let hasCurves = path.elements.contains { element in
            switch element {
            case .quadCurve, .curve: true
            default: false
            }
        }
        let bounds = path.boundingRect
        return hasCurves && width >= min(bounds.width, bounds.height) / 2
    }

    /// Replaces `context`'s path with its curves flattened into lines (within Cairo's
    /// tolerance), which a wide pen strokes correctly.
    static func flattenCurves(on context: OpaquePointer) {
        guard let flat = cairo_copy_path_flat(context) else { return }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return }
        cairo_new_path(context)
        cairo_append_path(context, flat)
    }

    /// Sets `style` on `context`; `false` when nothing should be stroked.
    func applyStroke(_ style: StrokeStyle, of index: Int, on context: OpaquePointer) -> Bool {
        guard style.lineWidth.isFinite, style.lineWidth >= 0 else {
            warn(.lineWidthNotDrawable(path: path(of: index), width: style.lineWidth))
            return false
        }
        guard style.lineWidth > 0 else { return false }
        // A width of millions of device units covers the canvas all the same; Cairo cannot
        // stroke wider than its coordinate range.
        cairo_set_line_width(context, DeviceRangeClipping.strokeWidth(style.lineWidth, on: context))
        cairo_set_line_cap(context, Self.cairoCap(style.lineCap))
        cairo_set_line_join(context, Self.cairoJoin(style.lineJoin))
        cairo_set_miter_limit(context, style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10)
        if !style.dash.isEmpty {
            let dashes = style.dash.map(Double.init)
            if dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(context, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
            } else {
                warn(.dashNotDrawable(path: path(of: index), dash: style.dash))
            }
        }
        return true
    }

    private static func cairoCap(_ cap: StrokeStyle.LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func cairoJoin(_ join: StrokeStyle.LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
