import Arrange
import CPangoCairo
import Foundation

/// Images made of views (`ImageRenderer`, `Image(cgImage, scale:label:)`): the view is laid out
/// again here with the renderer's text metrics and image files, as `Renderer.layout` lays out a
/// picture, and drawn by the same code as any view — scaled into an image's frame, or into a
/// tile of its pixel size for an `ImagePaint`.
extension RenderSession {
    /// `rendering`'s view laid out for drawing.
    func layoutForDrawing(_ rendering: ViewRendering) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMetrics = textMetrics
        environment.imageCatalog = images.catalog(adding: environment.imageCatalog)
        return ViewLayout(rendering.content, proposal: rendering.proposal, environment: environment)
    }

    /// Draws the view of `rendered` scaled into `rect`.
    func drawRenderedView(_ rendered: Image.RenderedView, in rect: CGRect, on context: OpaquePointer) {
        guard let rendering = rendered.image._rendering else { return }
        let layout = layoutForDrawing(rendering)
        cairo_save(context)
        drawLaidOutView(layout, node: 0, in: rect, on: context)
        cairo_restore(context)
    }

    /// A repeating pattern of the view of `rendered`: one tile of the image's pixels, the tile
    /// `rendered.size` points times `scale`, from `bounds`' top-leading corner; `nil` when the
    /// image has no pixels.
    func renderedTilePattern(_ rendered: Image.RenderedView, scale: CGFloat, bounds: CGRect) -> OpaquePointer? {
        guard let rendering = rendered.image._rendering, rendered.image.width > 0, rendered.image.height > 0,
            rendered.size.width > 0, rendered.size.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rendered.image.width), Int32(rendered.image.height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let tile = cairo_create(surface)!
        let layout = layoutForDrawing(rendering)
        drawLaidOutView(
            layout, node: 0, in: CGRect(x: 0, y: 0, width: CGFloat(rendered.image.width), height: CGFloat(rendered.image.height)),
            on: tile)
        cairo_destroy(tile)
        let pattern = cairo_pattern_create_for_surface(surface)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // User space to the tile's pixels: from the corner, pixels per point ÷ the paint's scale.
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, CGFloat(rendered.image.width) / rendered.size.width / scale,
                                CGFloat(rendered.image.height) / rendered.size.height / scale)
        cairo_matrix_translate(&matrix, -bounds.minX, -bounds.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
