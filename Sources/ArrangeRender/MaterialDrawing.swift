import Arrange
import CPangoCairo
import Foundation

/// A material's backdrop: what is already drawn under the shape, blurred, painted back inside
/// the shape before its tint (`Material`, `MaterialTints`).
///
/// 1. The shape's box on the surface being drawn (the picture, or the opacity group open),
///    grown by three standard deviations of the blur so its edges blur with what is beside
///    them, cut to the surface.
/// 2. That part of the surface is copied and blurred (σ = radius ÷ 2 as for shadows, in device
///    pixels; three box blurs per channel).
/// 3. The copy is painted inside the shape; the tint follows (`drawShape`).
///
/// Only pixel pictures have a backdrop: in PDF and SVG the material is its tint alone. A box
/// too large for `RenderCanvas.maximumPixels` draws the tint alone too.
extension RenderSession {
    /// Paints the blurred backdrop inside the current path (which stays), per the steps above.
    func paintBackdrop(blurredBy radius: CGFloat, of index: Int, on context: OpaquePointer) {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            radius.isFinite, radius > 0
        else { return }
        // 1.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(context, &x, &y)
            return (x, y)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = Double(radius) / 2 * deviceScale
        let margin = (3 * sigma).rounded(.up)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let minX = max(Int((corners.map(\.0).min()! + offsetX - margin).rounded(.down)), 0)
        let minY = max(Int((corners.map(\.1).min()! + offsetY - margin).rounded(.down)), 0)
        let maxX = min(Int((corners.map(\.0).max()! + offsetX + margin).rounded(.up)), width)
        let maxY = min(Int((corners.map(\.1).max()! + offsetY + margin).rounded(.up)), height)
        guard maxX > minX, maxY > minY, (maxX - minX) * (maxY - minY) <= RenderCanvas.maximumPixels else { return }
        // 2.
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(maxX - minX), Int32(maxY - minY))!
        defer { cairo_surface_destroy(copy) }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_flush(target)
        let copier = cairo_create(copy)!
        cairo_set_source_surface(copier, target, Double(-minX), Double(-minY))
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(copy)
        BoxBlur.blurGaussian(
            cairo_image_surface_get_data(copy), width: maxX - minX, height: maxY - minY,
            stride: Int(cairo_image_surface_get_stride(copy)), sigma: sigma, channels: 4)
        cairo_surface_mark_dirty(copy)
        // 3.
        cairo_save(context)
        cairo_clip_preserve(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, copy, Double(minX) - offsetX, Double(minY) - offsetY)
        cairo_paint_with_alpha(context, inheritedOpacity)
        cairo_restore(context)
    }
}
