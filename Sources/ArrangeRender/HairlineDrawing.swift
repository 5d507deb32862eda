import Arrange
import CPangoCairo
import Foundation

/// A `Divider`'s hairline: one device pixel thick (1 / scale points, measured under the
/// current transform), across the middle of its frame and snapped to the pixel grid, as iOS
/// draws separators. In PDF and SVG, where there are no pixels, it is
/// `_HairlineShape.hairlineThickness` thick.
extension RenderSession {
    func drawHairline(_ line: _HairlineShape, color: ResolvedColor, in frame: CGRect, on context: OpaquePointer) {
        guard !color.isInvisible else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let pixelsPerPoint = line.runsVertically ? hypot(matrix.xx, matrix.yx) : hypot(matrix.xy, matrix.yy)
        let thickness = grid.isEnabled && pixelsPerPoint.isFinite && pixelsPerPoint > 0
            ? 1 / pixelsPerPoint : _HairlineShape.hairlineThickness
        let rect = grid.snap(line.line(in: frame, thickness: min(thickness, line.runsVertically ? frame.width : frame.height)), on: context)
        guard rect.isDrawable, rect.width > 0, rect.height > 0 else { return }
        rect.addTo(context)
        painted(color).setSource(on: context)
        cairo_fill(context)
    }
}
