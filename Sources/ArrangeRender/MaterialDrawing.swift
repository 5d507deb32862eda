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
///    pixels; three box blurs per channel), the copy reduced first where σ is wide
///    (`backdropReduction`: a 15-pixel σ keeps no detail a 2-pixel grid would lose).
/// 3. The copy is painted inside the shape; the tint follows (`drawShape`).
///
/// Only pixel pictures have a backdrop: in PDF and SVG the material is its tint alone. A box
/// too large for `RenderCanvas.maximumPixels` draws the tint alone too.
extension RenderSession {
    /// How many times smaller the backdrop is blurred for a blur of `sigma` device pixels: so
    /// that the reduced blur keeps a σ of at least `backdropSigmaKept` pixels (a 30-point
    /// material at 3× is blurred 7 times smaller, 49 times fewer pixels), 1 for narrow blurs.
    static func backdropReduction(sigma: Double) -> Int {
        guard sigma.isFinite else { return 1 }
        return max(1, min(Int(sigma / backdropSigmaKept), 64))
    }

    /// The smallest σ, in pixels of the reduced copy, a backdrop is blurred with.
    static let backdropSigmaKept = 6.0

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
        // 2. A wide blur leaves no detail finer than a fraction of σ, so the copy is taken
        //    `reduction` times smaller, blurred by σ ÷ reduction, and scaled back up smoothly.
        let reduction = Self.backdropReduction(sigma: sigma)
        let copyWidth = (maxX - minX + reduction - 1) / reduction, copyHeight = (maxY - minY + reduction - 1) / reduction
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(copyWidth), Int32(copyHeight))!
        defer { cairo_surface_destroy(copy) }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_flush(target)
        let copier = cairo_create(copy)!
        cairo_scale(copier, 1 / Double(reduction), 1 / Double(reduction))
        cairo_set_source_surface(copier, target, Double(-minX), Double(-minY))
        cairo_pattern_set_filter(cairo_get_source(copier), CAIRO_FILTER_GOOD)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(copy)
        BoxBlur.blurGaussian(
            cairo_image_surface_get_data(copy), width: copyWidth, height: copyHeight,
            stride: Int(cairo_image_surface_get_stride(copy)), sigma: sigma / Double(reduction), channels: 4)
        cairo_surface_mark_dirty(copy)
        // 3.
        cairo_save(context)
        cairo_clip_preserve(context)
        cairo_identity_matrix(context)
        cairo_translate(context, Double(minX) - offsetX, Double(minY) - offsetY)
        cairo_scale(context, Double(reduction), Double(reduction))
        cairo_set_source_surface(context, copy, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, inheritedOpacity)
        cairo_restore(context)
    }
}
