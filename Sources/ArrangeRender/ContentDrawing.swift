import Arrange
import CPangoCairo
import Foundation

/// What a leaf shows, painted in its frame: a colour fills it (edges snapped; a background
/// colour touching the safe area's edge bleeds on to the screen's edge), a shape is
/// filled or stroked in it (`ShapeDrawing.swift`), text is set as it was measured, and an image
/// is drawn from its file or as a placeholder (`ImageDrawing.swift`), a canvas runs its
/// renderer (`CanvasDrawing.swift`).
extension RenderSession {
    func drawContent(of index: Int, in frame: CGRect, on context: OpaquePointer) {
        let node = nodes[index]
        if case .none = node.content {} else { drewContent = true }
        switch node.content {
        case .none:
            break
        case .color(let color):
            let resolved = ResolvedColor(color, in: node.colorScheme)
            guard !resolved.isInvisible else { return }
            grid.snap(bleeding(frame, across: node.drawing.unsafeAreaBleed), on: context).addTo(context)
            painted(resolved).setSource(on: context)
            cairo_fill(context)
        case let .shape(line as _HairlineShape, style, _):
            drawHairline(line, color: ResolvedColor(style, in: node.colorScheme), in: frame, on: context)
        case let .shape(shape, style, drawing):
            drawShape(shape, paint: ShapePaint(style, in: node.colorScheme), drawing: drawing, in: frame, of: index, on: context)
        case let .text(string, options, style) where style.isRedacted:
            let color = style.color.map { ResolvedColor($0, in: node.colorScheme) } ?? ResolvedColor(Color.primary, in: node.colorScheme)
            guard !color.isInvisible, !string.isEmpty else { return }
            drawRedactedText(
                string, options: options, proposal: node.placedProposal ?? ProposedViewSize(frame.size), color: color,
                in: grid.snap(frame, on: context), on: context)
        case let .text(string, options, style):
            drawText(string, options: options, color: style.color.map { ResolvedColor($0, in: node.colorScheme) } ?? ResolvedColor(Color.primary, in: node.colorScheme), node: node, in: frame, on: context)
        case .canvas(let content):
            drawCanvas(content, in: frame, of: index, on: context)
        case let .image(source, naturalSize, capInsets, resizingMode, tint):
            drawImage(
                source, naturalSize: naturalSize, capInsets: capInsets, resizingMode: resizingMode,
                tint: tint.map { ResolvedColor($0, in: node.colorScheme) } ?? ResolvedColor(Color.primary, in: node.colorScheme),
                isTemplate: tint != nil, in: frame, of: index, on: context)
        }
    }

    /// `frame` grown to the screen's edge across each of `edges` where it touches the safe
    /// area's edge: the book's "colour bleeds into the non-safe area". The safe area is the
    /// layout's (`ViewLayout.safeArea`), the screen the layout's proposal from (0, 0); without
    /// safe-area insets there is none and nothing grows.
    func bleeding(_ frame: CGRect, across edges: Edge.Set) -> CGRect {
        guard !edges.isEmpty, let safe = layout.safeArea, let rootFrame = nodes.first?.frame else { return frame }
        let screen = CGRect(origin: .zero, size: layout.proposal.replacingUnspecifiedDimensions(by: rootFrame.size))
        guard safe.isDrawable, screen.isDrawable else { return frame }
        let touches = { (a: CGFloat, b: CGFloat) in abs(a - b) < 0.001 }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), touches(minY, safe.minY) { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), touches(maxY, safe.maxY) { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), touches(minX, safe.minX) { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), touches(maxX, safe.maxX) { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Text set exactly as it was measured: the proposal the node was placed with (its frame's
    /// size when it has none), lines from the frame's top-leading corner snapped to a pixel; a
    /// text whose size was assumed is fitted inside its frame (`AssumedTextDrawing`).
    private func drawText(
        _ string: String, options: TextLayoutOptions, color: ResolvedColor, node: LayoutNodeInfo, in frame: CGRect,
        on context: OpaquePointer
    ) {
        guard !color.isInvisible, !string.isEmpty else { return }
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        let origin = grid.snap(frame.origin, on: context)
        cairo_save(context)
        var box = CGRect(origin: origin, size: frame.size)
        if assumedTexts.contains(string) {
            // A size the layout assumed: the real font's text scaled to fit inside the frame.
            let real = textMetrics.measure(string, options: options, proposal: proposal).size
            let fit = AssumedTextDrawing.fit(real, in: frame.size)
            cairo_translate(context, Double(frame.minX + fit.offset.x), Double(frame.minY + fit.offset.y))
            cairo_scale(context, Double(max(fit.scale, 0.0001)), Double(max(fit.scale, 0.0001)))
            box = CGRect(origin: .zero, size: real)
        }
        let missing = textMetrics.draw(
            string, options: options, proposal: proposal, in: box,
            color: painted(color).components, on: context, spanColor: { self.painted(ResolvedColor($0)).components },
            symbol: { name, box, drawn in
                self.drawInlineSymbol(
                    name, in: box, color: ResolvedColor(red: drawn.red, green: drawn.green, blue: drawn.blue, opacity: drawn.opacity),
                    of: node.index, on: context)
            })
        cairo_restore(context)
        if missing > 0 { warn(.glyphsMissing(text: string, path: path(of: node.index), count: missing)) }
    }
}
