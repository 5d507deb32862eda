import Arrange
import CPangoCairo
import Foundation

/// The transforms of a node composed into one projective transform, and a perspective drawn
/// pixel by pixel: Cairo's matrices are affine, so a node whose `transformEffect`,
/// `projectionEffect` or `rotation3DEffect` leaves a perspective is drawn into a group, and
/// every pixel of the picture beneath it takes the group's pixel that the inverse transform
/// finds there (bilinear), as a phone's compositor does with the view's layer.
///
/// 1. Each transform is expressed in the parent's coordinates (about its anchor in the frame,
///    or in the view's own space for a projection) and they are composed innermost first.
/// 2. An affine result is set on the context (and so is the affine part of a perspective in
///    PDF and SVG, or when no group can be opened).
/// 3. A perspective: the subtree is drawn untransformed into a group; the group's pixels are
///    projected into a new surface, only where the projected drawing can land, and only from
///    points in front of the eye (w > 0). A frame corner behind the eye is a warning.
extension RenderSession {
    /// Whether `transforms` need the composed path (`projection`, `rotation3D`).
    static func needsProjection(_ transforms: [DrawingTransform]) -> Bool {
        transforms.contains { transform in
            switch transform {
            case .projection, .rotation3D: true
            default: false
            }
        }
    }

    /// 1. `transforms` composed, innermost first, in the coordinates `frame` is in.
    static func composedTransform(_ transforms: [DrawingTransform], in frame: CGRect) -> ProjectionTransform {
        func moved(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: x, y: y)) }
        func about(_ point: CGPoint, _ inner: ProjectionTransform) -> ProjectionTransform {
            moved(-point.x, -point.y).concatenating(inner).concatenating(moved(point.x, point.y))
        }
        var total = ProjectionTransform()
        for transform in transforms {
            let step: ProjectionTransform
            switch transform {
            case .offset(let offset):
                step = moved(offset.width, offset.height)
            case let .rotation(angle, anchor):
                step = about(point(anchor, in: frame), ProjectionTransform(CGAffineTransform(rotationAngle: angle)))
            case let .scale(scale, anchor):
                step = about(point(anchor, in: frame), ProjectionTransform(CGAffineTransform(scaleX: scale.width, y: scale.height)))
            case .projection(let projection):
                step = about(frame.origin, projection)
            case .rotation3D(let rotation):
                step = about(frame.origin, rotation.transform(for: frame.size))
            }
            total = total.concatenating(step)
        }
        return total
    }

    /// 2. Sets the affine `transform` on `context`; `false` when Cairo could not invert it.
    func applyAffine(_ transform: CGAffineTransform, on context: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &matrix, &current)
        let determinant = combined.xx * combined.yy - combined.xy * combined.yx
        guard determinant.isFinite, determinant != 0, combined.x0.isFinite, combined.y0.isFinite else { return false }
        cairo_transform(context, &matrix)
        return true
    }

    /// Whether a corner of `frame` lands behind the eye through `transform`.
    static func frameReachesBehindTheEye(_ frame: CGRect, through transform: ProjectionTransform) -> Bool {
        [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY),
         CGPoint(x: frame.maxX, y: frame.maxY)].contains { transform.project($0).w <= 0 }
    }

    /// 3. Closes the group holding the untransformed subtree and paints it through
    /// `transform` (user space), with the context's matrix still the parent's.
    func paintProjected(through transform: ProjectionTransform, on context: OpaquePointer) {
        guard let pattern = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        // The transform in the group's pixels: device = current matrix · user, pixel = device + offset.
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        let toPixels = ProjectionTransform(
            CGAffineTransform(a: current.xx, b: current.yx, c: current.xy, d: current.yy, tx: current.x0 + offsetX, ty: current.y0 + offsetY))
        guard let fromPixels = toPixels.inverted() else { return }
        let inPixels = fromPixels.concatenating(transform).concatenating(toPixels)
        guard let warped = PerspectiveWarp.warp(surface, through: inPixels) else { return }
        defer { cairo_surface_destroy(warped) }
        cairo_surface_set_device_offset(warped, offsetX, offsetY)
        let source = cairo_pattern_create_for_surface(warped)
        defer { cairo_pattern_destroy(source) }
        var patternMatrix = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &patternMatrix)
        cairo_pattern_set_matrix(source, &patternMatrix)
        cairo_set_source(context, source)
        cairo_paint(context)
    }
}

/// Projecting the pixels of an ARGB32 image surface through a perspective.
enum PerspectiveWarp {
    /// A new surface of `source`'s size whose pixels are `source`'s moved by `transform`
    /// (pixel coordinates, centres at +0.5), sampled bilinearly; `nil` when it cannot be made.
    static func warp(_ source: OpaquePointer, through transform: ProjectionTransform) -> OpaquePointer? {
        cairo_surface_flush(source)
        guard let inverse = transform.inverted(), let sourceData = cairo_image_surface_get_data(source) else { return nil }
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let targetData = cairo_image_surface_get_data(target) else {
            cairo_surface_destroy(target)
            return nil
        }
        let targetStride = Int(cairo_image_surface_get_stride(target))
        // Where the drawing can land: its painted pixels' box, projected, when all of it is in
        // front of the eye; the whole surface otherwise.
        guard let painted = paintedBox(sourceData, width: width, height: height, stride: stride) else {
            cairo_surface_mark_dirty(target)
            return target
        }
        var landing = CGRect(x: 0, y: 0, width: width, height: height)
        let corners = [CGPoint(x: painted.minX, y: painted.minY), CGPoint(x: painted.maxX, y: painted.minY),
                       CGPoint(x: painted.minX, y: painted.maxY), CGPoint(x: painted.maxX, y: painted.maxY)].map { transform.project($0) }
        if corners.allSatisfy({ $0.w > 0 && $0.point.x.isFinite && $0.point.y.isFinite }) {
            let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
            landing = landing.intersection(CGRect(x: xs.min()! - 1, y: ys.min()! - 1, width: xs.max()! - xs.min()! + 2, height: ys.max()! - ys.min()! + 2))
        }
        guard !landing.isNull, !landing.isEmpty else {
            cairo_surface_mark_dirty(target)
            return target
        }
        let rows = Int(landing.minY.rounded(.down))..<Int(landing.maxY.rounded(.up))
        let columns = Int(landing.minX.rounded(.down))..<Int(landing.maxX.rounded(.up))
        for row in rows {
            let line = UnsafeMutableRawPointer(targetData + row * targetStride).assumingMemoryBound(to: UInt32.self)
            let y = CGFloat(row) + 0.5
            for column in columns {
                let x = CGFloat(column) + 0.5
                // The source point, and whether it lies in front of the eye.
                let w = inverse.m13 * x + inverse.m23 * y + inverse.m33
                guard w != 0 else { continue }
                let sx = (inverse.m11 * x + inverse.m21 * y + inverse.m31) / w
                let sy = (inverse.m12 * x + inverse.m22 * y + inverse.m32) / w
                guard sx.isFinite, sy.isFinite, transform.m13 * sx + transform.m23 * sy + transform.m33 > 0 else { continue }
                line[column] = sample(sourceData, width: width, height: height, stride: stride, x: sx - 0.5, y: sy - 0.5)
            }
        }
        cairo_surface_mark_dirty(target)
        return target
    }

    /// The box of the pixels with any alpha, in pixel coordinates; `nil` when none has.
    static func paintedBox(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> CGRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where line[column] != 0 {
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The premultiplied pixel at (`x`, `y`) (pixel centres at whole numbers), mixed from its
    /// four neighbours; clear outside the surface.
    static func sample(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, x: CGFloat, y: CGFloat) -> UInt32 {
        guard x > -1, y > -1, x < CGFloat(width), y < CGFloat(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - CGFloat(x0), fy = y - CGFloat(y0)
        func pixel(_ px: Int, _ py: Int) -> UInt32 {
            guard px >= 0, py >= 0, px < width, py < height else { return 0 }
            return UnsafeRawPointer(data + py * stride).assumingMemoryBound(to: UInt32.self)[px]
        }
        let p00 = pixel(x0, y0), p10 = pixel(x0 + 1, y0), p01 = pixel(x0, y0 + 1), p11 = pixel(x0 + 1, y0 + 1)
        if p00 == 0, p10 == 0, p01 == 0, p11 == 0 { return 0 }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func channel(_ p: UInt32) -> CGFloat { CGFloat((p >> shift) & 0xFF) }
            let top = channel(p00) + (channel(p10) - channel(p00)) * fx
            let bottom = channel(p01) + (channel(p11) - channel(p01)) * fx
            let value = top + (bottom - top) * fy
            result |= UInt32(min(max(value.rounded(), 0), 255)) << shift
        }
        return result
    }
}
