import Arrange
import CPangoCairo
import Foundation

/// A shape painted in its frame (edges snapped to pixels first):
///
/// - `fill`: the inside of `path(in: frame)`, non-zero winding.
/// - `stroke`: the outline of `path(in: frame)`, the line centred on it (half outside the frame).
/// - `strokeBorder`: the outline of `path(in: frame inset by half the line width)`, so the whole
///   line stays inside the frame, as SwiftUI's `strokeBorder` does.
///
/// `StrokeStyle` sets width, caps, joins, the miter limit and dashes. A path with non-finite
/// points, a non-finite or negative width, and dashes Cairo would refuse (negative, non-finite
/// or all zero) are not drawn as given: the first two skip the shape, bad dashes draw solid,
/// each with a warning.
extension RenderSession {
    func drawShape(
        _ shape: any Shape, style color: ResolvedColor, drawing: ShapeDrawing, in frame: CGRect, of index: Int,
        on context: OpaquePointer
    ) {
        guard !color.isInvisible else { return }
        let rect = grid.snap(frame, on: context)
        cairo_save(context)
        defer {
            cairo_restore(context)
            cairo_new_path(context)
        }
        let path: Path
        switch drawing {
        case .fill:
            path = shape.path(in: rect)
        case .stroke(let style):
            guard applyStroke(style, of: index, on: context) else { return }
            path = shape.path(in: rect)
        case .strokeBorder(let style):
            guard applyStroke(style, of: index, on: context) else { return }
            let inset = min(style.lineWidth / 2, rect.width / 2, rect.height / 2)
            path = shape.path(in: rect.insetBy(dx: inset, dy: inset))
        }
        guard path.isDrawable else {
            warn(.shapeNotFinite(path: self.path(of: index)))
            return
        }
        if case .fill = drawing {
            path.addTo(context, mode: .fill)
        } else {
            path.addTo(context, mode: .stroke)
        }
        painted(color).setSource(on: context)
        if case .fill = drawing {
            cairo_fill(context)
        } else {
            cairo_stroke(context)
        }
    }

    /// Sets `style` on `context`; `false` when nothing should be stroked.
    private func applyStroke(_ style: StrokeStyle, of index: Int, on context: OpaquePointer) -> Bool {
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
