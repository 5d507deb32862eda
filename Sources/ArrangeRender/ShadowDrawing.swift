import Arrange
import CPangoCairo
import Foundation

/// A drop shadow, as far as Cairo allows (it has no blur of its own):
///
/// 1. The area: the subtree's frames in device pixels, grown by the blur, cut to the canvas
///    (grown by the shadow's offset and blur, whose pixels can still land on it).
/// 2. The subtree (content, children and clip, without its opacity) is drawn a second time
///    into an 8-bit alpha image of that area, with the same transform.
/// 3. The alpha is blurred with three box blurs, which approximate a Gaussian whose standard
///    deviation is half the shadow's radius (SwiftUI's radius reads like a blur radius).
/// 4. The shadow colour is painted through that alpha, moved by (x, y) in the view's space.
///
/// In PDF and SVG the shadow is an embedded bitmap at two pixels a point. A shadow whose area
/// would exceed `RenderCanvas.maximumPixels` is skipped with a warning.
///
/// Shadows inside the subtree are left out of its silhouette (`shadowSilhouetteLeavesOutInnerShadows`):
/// drawing them there would draw their subtrees again inside every mask, doubling the work
/// with each level of nesting — 30 nested shadows took hours. Every shadow visits its subtree
/// twice (bounds and silhouette), so a picture's shadows together may visit at most
/// `shadowNodeBudget` nodes; shadows past that are skipped with a warning.
extension RenderSession {
    /// The deliberate choice above: a shadow is cast by its subtree's content, not by the
    /// shadows inside it (SwiftUI casts those too; they are faint, and costly to nest).
    static let shadowSilhouetteLeavesOutInnerShadows = true
    /// The most nodes all shadows of one picture visit: a deep chain of shadowed views would
    /// otherwise cost the square of its depth.
    static let shadowNodeBudget = 1_000_000

    /// A shadow as it is cast: its colour, and its blur and offset in device pixels, worked
    /// out where it was written (an ancestor passes it down to each item it contains,
    /// `CompositingDrawing.swift`).
    struct CastShadow {
        var color: ResolvedColor
        var sigma: Double
        var shift: (x: Double, y: Double)
    }

    /// `shadow` as cast from the view whose space `context` is in; `nil` when it draws nothing.
    func castShadow(_ shadow: Shadow, scheme: ColorScheme, on context: OpaquePointer) -> CastShadow? {
        let color = ResolvedColor(shadow.color, in: scheme)
        guard !color.isInvisible, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let deviceScale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        // A blur wider than the canvas is an even haze: no need to blur further.
        let sigma = min(Double(max(shadow.radius, 0)) / 2 * deviceScale, Double(max(canvas.deviceWidth, canvas.deviceHeight)))
        var shift = (x: Double(shadow.x), y: Double(shadow.y))
        cairo_user_to_device_distance(context, &shift.x, &shift.y)
        return CastShadow(color: color, sigma: sigma, shift: shift)
    }

    /// The view's own shadow, beneath its subtree.
    func drawShadow(_ shadow: Shadow, of index: Int, on context: OpaquePointer) {
        guard let cast = castShadow(shadow, scheme: nodes[index].colorScheme, on: context) else { return }
        drawShadow(cast, of: index, on: context)
    }

    /// `cast` beneath the subtree of `index`, steps 1–4.
    func drawShadow(_ cast: CastShadow, of index: Int, on context: OpaquePointer) {
        if isDrawingShadowSilhouette && Self.shadowSilhouetteLeavesOutInnerShadows { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let (color, sigma, shift) = (cast.color, cast.sigma, cast.shift)
        // 1.
        let reach = (3 * sigma).rounded(.up) + 2
        guard shadowNodesLeft > 0 else {
            warn(.shadowsOverBudget(path: path(of: index), budget: Self.shadowNodeBudget))
            return
        }
        guard let content = deviceBounds(ofSubtree: index, on: context) else {
            if shadowNodesLeft <= 0 { warn(.shadowsOverBudget(path: path(of: index), budget: Self.shadowNodeBudget)) }
            return
        }
        let canvasArea = CGRect(x: 0, y: 0, width: canvas.deviceWidth, height: canvas.deviceHeight)
            .insetBy(dx: -(abs(shift.x) + reach), dy: -(abs(shift.y) + reach))
        let area = content.insetBy(dx: -reach, dy: -reach).intersection(canvasArea).integral
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        // Vector output has no pixels of its own: the bitmap gets two a point.
        let resolution: Double = options.format == .png ? 1 : 2
        guard area.width * area.height * resolution * resolution <= CGFloat(RenderCanvas.maximumPixels) else {
            warn(.shadowTooLarge(path: path(of: index), width: Int(area.width), height: Int(area.height)))
            return
        }
        let maskWidth = Int(area.width * resolution)
        let maskHeight = Int(area.height * resolution)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            warn(.shadowTooLarge(path: path(of: index), width: Int(area.width), height: Int(area.height)))
            return
        }
        // 2.
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, resolution, resolution)
        cairo_translate(maskContext, -area.minX, -area.minY)
        cairo_transform(maskContext, &matrix)
        // The silhouette is opaque where the content is; the shadow's own colour carries the
        // opacity of enclosing views.
        let outerOpacity = inheritedOpacity
        let outerEffects = inheritedEffects
        inheritedOpacity = 1
        inheritedEffects = InheritedEffects()
        isDrawingShadowSilhouette = true
        drawClippedContent(index, on: maskContext)
        isDrawingShadowSilhouette = false
        inheritedOpacity = outerOpacity
        inheritedEffects = outerEffects
        cairo_destroy(maskContext)
        // 3.
        cairo_surface_flush(mask)
        BoxBlur.blurGaussian(
            cairo_image_surface_get_data(mask), width: maskWidth, height: maskHeight,
            stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma * resolution)
        cairo_surface_mark_dirty(mask)
        // 4.
        cairo_save(context)
        cairo_identity_matrix(context)
        painted(color).setSource(on: context)
        let pattern = cairo_pattern_create_for_surface(mask)
        var placement = cairo_matrix_t()
        cairo_matrix_init_scale(&placement, resolution, resolution)
        cairo_matrix_translate(&placement, -(area.minX + shift.x), -(area.minY + shift.y))
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_mask(context, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(context)
    }

    /// The box, in device pixels, around the frames of `index` and all its descendants; `nil`
    /// when none is drawable or the subtree is larger than the nodes shadows may still visit
    /// (each visit, and the silhouette's, counted against `shadowNodesLeft`).
    private func deviceBounds(ofSubtree index: Int, on context: OpaquePointer) -> CGRect? {
        var bounds: CGRect?
        var pending = [index]
        while let next = pending.popLast() {
            shadowNodesLeft -= 2
            if shadowNodesLeft < 0 { return nil }
            let node = nodes[next]
            guard let frame = frames[next], frame.isDrawable else { continue }
            for corner in [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                           CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)] {
                var x = Double(corner.x)
                var y = Double(corner.y)
                cairo_user_to_device(context, &x, &y)
                guard x.isFinite, y.isFinite else { continue }
                let point = CGRect(x: x, y: y, width: 0, height: 0)
                bounds = bounds.map { $0.union(point) } ?? point
            }
            pending += node.children
        }
        return bounds
    }
}
