import Arrange
import CPangoCairo
import Foundation

/// What a leaf shows, painted in its frame: a colour fills it (edges snapped), a shape is
/// filled or stroked in it (`ShapeDrawing.swift`), text is set as it was measured, and an image
/// is drawn from its file or as a placeholder (`ImageDrawing.swift`).
extension RenderSession {
    func drawContent(of index: Int, in frame: CGRect, on context: OpaquePointer) {
        let node = nodes[index]
        switch node.content {
        case .none:
            break
        case .color(let color):
            let resolved = ResolvedColor(color)
            guard !resolved.isInvisible else { return }
            grid.snap(frame, on: context).addTo(context)
            resolved.setSource(on: context)
            cairo_fill(context)
        case let .shape(shape, style, drawing):
            drawShape(shape, style: ResolvedColor(style), drawing: drawing, in: frame, of: index, on: context)
        case let .text(string, options, style):
            drawText(string, options: options, color: style.color.map(ResolvedColor.init) ?? .black, node: node, in: frame, on: context)
        case let .image(source, naturalSize, capInsets, resizingMode):
            drawImage(
                source, naturalSize: naturalSize, capInsets: capInsets, resizingMode: resizingMode, in: frame, of: index,
                on: context)
        }
    }

    /// Text set exactly as it was measured: the proposal the node was placed with (its frame's
    /// size when it has none), lines from the frame's top-leading corner snapped to a pixel.
    private func drawText(
        _ string: String, options: TextLayoutOptions, color: ResolvedColor, node: LayoutNodeInfo, in frame: CGRect,
        on context: OpaquePointer
    ) {
        guard !color.isInvisible, !string.isEmpty else { return }
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        let origin = grid.snap(frame.origin, on: context)
        cairo_save(context)
        textMetrics.draw(
            string, options: options, proposal: proposal, in: CGRect(origin: origin, size: frame.size),
            color: color.components, on: context)
        cairo_restore(context)
    }
}
