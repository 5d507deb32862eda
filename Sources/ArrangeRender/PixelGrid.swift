import CPangoCairo
import Foundation

/// Pixel snapping, done only when drawing: an edge is moved to the nearest pixel boundary of
/// the output, in absolute device coordinates, each edge on its own.
///
/// Snapping `minX` and `maxX` separately (instead of the origin and then the width) is what
/// keeps touching siblings touching: the edge they share is one number, so it lands on the same
/// pixel boundary for both, and no background shows through between them. Layout numbers stay
/// exact; only what is drawn moves, by at most half a pixel.
///
/// Snapping applies to raster output only (vector formats keep exact coordinates), and only
/// while the current transform is a scale and translation: a rotated view is drawn unsnapped.
struct PixelGrid {
    /// Whether edges are snapped at all.
    let isEnabled: Bool

    /// `rect` with each edge moved to the nearest device pixel boundary under `context`'s
    /// current transform.
    func snap(_ rect: CGRect, on context: OpaquePointer) -> CGRect {
        guard let matrix = axisAligned(context) else { return rect }
        let minX = Self.snap(rect.minX, scale: matrix.xx, offset: matrix.x0)
        let maxX = Self.snap(rect.maxX, scale: matrix.xx, offset: matrix.x0)
        let minY = Self.snap(rect.minY, scale: matrix.yy, offset: matrix.y0)
        let maxY = Self.snap(rect.maxY, scale: matrix.yy, offset: matrix.y0)
        return CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
    }

    /// `x` moved to the nearest device pixel boundary.
    func snap(x: CGFloat, on context: OpaquePointer) -> CGFloat {
        guard let matrix = axisAligned(context) else { return x }
        return Self.snap(x, scale: matrix.xx, offset: matrix.x0)
    }

    /// `y` moved to the nearest device pixel boundary.
    func snap(y: CGFloat, on context: OpaquePointer) -> CGFloat {
        guard let matrix = axisAligned(context) else { return y }
        return Self.snap(y, scale: matrix.yy, offset: matrix.y0)
    }

    /// `point` moved to the nearest device pixel corner.
    func snap(_ point: CGPoint, on context: OpaquePointer) -> CGPoint {
        CGPoint(x: snap(x: point.x, on: context), y: snap(y: point.y, on: context))
    }

    /// The current transform when snapping applies to it.
    private func axisAligned(_ context: OpaquePointer) -> cairo_matrix_t? {
        guard isEnabled else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return nil }
        return matrix
    }

    /// One coordinate through the transform, rounded in device space (halves round up, the same
    /// way for every edge), and back.
    private static func snap(_ value: CGFloat, scale: Double, offset: Double) -> CGFloat {
        let device = Double(value) * scale + offset
        guard device.isFinite else { return value }
        return CGFloat(((device + 0.5).rounded(.down) - offset) / scale)
    }
}
