import Arrange
import CPangoCairo
import Foundation

extension Path {
    /// Whether every point and control point is finite: Cairo is never given NaN or ∞.
    var isDrawable: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point):
                point.isFinite
            case .quadCurve(let point, let control):
                point.isFinite && control.isFinite
            case .curve(let point, let control1, let control2):
                point.isFinite && control1.isFinite && control2.isFinite
            case .closeSubpath:
                true
            }
        }
    }

    /// Replaces `context`'s current path with this one, to be filled (or clipped to) or
    /// stroked as `mode` says. Quadratic curves become cubic ones (Cairo has no quadratic
    /// segments): control points at ⅔ of the way to the quadratic's. A path reaching beyond
    /// Cairo's coordinate range is cut to it first (`DeviceRangeClipping`).
    func addTo(_ context: OpaquePointer, mode: DeviceRangeClipping.Mode = .fill) {
        guard DeviceRangeClipping.fitsDeviceRange(self, on: context) else {
            DeviceRangeClipping.addCut(self, mode: mode, to: context)
            return
        }
        cairo_new_path(context)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, point.x, point.y)
                current = point
                start = point
            case .line(let point):
                cairo_line_to(context, point.x, point.y)
                current = point
            case .quadCurve(let point, let control):
                let control1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                current = point
            case .curve(let point, let control1, let control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                current = point
            case .closeSubpath:
                cairo_close_path(context)
                current = start
            }
        }
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether the origin is finite and both sides finite and non-negative: a frame Cairo may draw.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }

    /// Adds this rectangle to `context`'s path (cut to Cairo's coordinate range when it
    /// reaches beyond it, replacing the path then).
    func addTo(_ context: OpaquePointer) {
        let corners = Path(self)
        guard DeviceRangeClipping.fitsDeviceRange(corners, on: context) else {
            corners.addTo(context)
            return
        }
        cairo_rectangle(context, minX, minY, width, height)
    }
}
