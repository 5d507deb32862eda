import Arrange
import CPangoCairo
import Foundation

/// The shadows of a shadowed shape style (`ShadowStyle`), drawn with the shape's current path
/// (which stays):
///
/// 1. The area: the path's box on the surface being drawn, grown by three standard deviations
///    of the blur and the offset, cut to the surface.
/// 2. An 8-bit alpha image of the area: a drop shadow's is the shape, moved by the offset; an
///    inner shadow's is everything but the shape, moved by the offset.
/// 3. The alpha is blurred (σ = radius ÷ 2, three box blurs).
/// 4. The colour is painted through it: a drop shadow before the shape is filled, an inner one
///    after, clipped to the shape.
///
/// Only pixel pictures draw them; in PDF and SVG the shape is painted without its shadows.
extension RenderSession {
    func drawStyleShadow(_ shadow: ShadowStyle, scheme: ColorScheme, on context: OpaquePointer) {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        let color = painted(ResolvedColor(shadow.color, in: scheme))
        guard !color.isInvisible else { return }
        // 1.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = min(Double(shadow.radius) / 2 * deviceScale, 2_000)
        var shift = (x: Double(shadow.x), y: Double(shadow.y))
        cairo_user_to_device_distance(context, &shift.x, &shift.y)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(context, &x, &y)
            return (x, y)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let reach = (3 * sigma).rounded(.up) + 2 + max(abs(shift.x), abs(shift.y))
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let minX = max(Int((corners.map(\.0).min()! + offsetX - reach).rounded(.down)), 0)
        let minY = max(Int((corners.map(\.1).min()! + offsetY - reach).rounded(.down)), 0)
        let maxX = min(Int((corners.map(\.0).max()! + offsetX + reach).rounded(.up)), width)
        let maxY = min(Int((corners.map(\.1).max()! + offsetY + reach).rounded(.up)), height)
        guard maxX > minX, maxY > minY, (maxX - minX) * (maxY - minY) <= RenderCanvas.maximumPixels else { return }
        // 2.
        guard let outline = cairo_copy_path(context) else { return }
        defer { cairo_path_destroy(outline) }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maxX - minX), Int32(maxY - minY))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        let maskContext = cairo_create(mask)!
        var placed = matrix
        placed.x0 += offsetX - Double(minX) + shift.x
        placed.y0 += offsetY - Double(minY) + shift.y
        if shadow.kind == .inner {
            cairo_paint(maskContext)
            cairo_set_operator(maskContext, CAIRO_OPERATOR_CLEAR)
        }
        cairo_set_matrix(maskContext, &placed)
        cairo_append_path(maskContext, outline)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        // 3.
        cairo_surface_flush(mask)
        BoxBlur.blurGaussian(
            cairo_image_surface_get_data(mask), width: maxX - minX, height: maxY - minY,
            stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        cairo_surface_mark_dirty(mask)
        // 4.
        cairo_save(context)
        if shadow.kind == .inner { cairo_clip_preserve(context) }
        cairo_identity_matrix(context)
        color.setSource(on: context)
        cairo_mask_surface(context, mask, Double(minX) - offsetX, Double(minY) - offsetY)
        cairo_restore(context)
    }
}
