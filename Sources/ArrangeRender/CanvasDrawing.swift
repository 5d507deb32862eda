import Arrange
import CPangoCairo
import Foundation

/// A `Canvas` painted in its frame: its renderer closure is run for the frame's size
/// (`_CanvasContent.record`) and each recorded command is painted in order.
///
/// 1. Drawing is clipped to the canvas's frame (SwiftUI draws a canvas into a layer of its
///    size) and moved to its origin.
/// 2. Each command's path clips are applied, each in the user space of its time (an inverse
///    clip keeps what lies outside, by the even-odd rule against the clip in force).
/// 3. A command with opacity below 1, a blend mode, filters or layer clips is drawn into a
///    group; otherwise straight onto the picture.
/// 4. The operation, in its user space: paths filled and stroked as shapes are (their paint
///    from `ShapePaint`, the stroke from `applyStroke`); text, images and symbols as the views
///    they are (`drawNode` of their own layout, moved and scaled to the command's frame); a
///    layer's commands in turn; Core Graphics drawing skipped with a warning.
/// 5. The group's pixels are filtered, the filter added last first (PNG only: PDF and SVG
///    draw unfiltered), masked by the layer clips, and painted with the opacity and blend mode.
extension RenderSession {
    func drawCanvas(_ content: _CanvasContent, in frame: CGRect, of index: Int, on context: OpaquePointer) {
        let commands = content.record(size: frame.size)
        guard !commands.isEmpty else { return }
        cairo_save(context)
        // 1.
        grid.snap(frame, on: context).addTo(context)
        cairo_clip(context)
        cairo_translate(context, frame.minX, frame.minY)
        var base = cairo_matrix_t()
        cairo_get_matrix(context, &base)
        drawCanvasCommands(commands, base: base, of: index, on: context)
        cairo_restore(context)
    }

    private func drawCanvasCommands(_ commands: [_CanvasCommand], base: cairo_matrix_t, of index: Int, on context: OpaquePointer) {
        for command in commands { drawCanvasCommand(command, base: base, of: index, on: context) }
    }

    private func drawCanvasCommand(_ command: _CanvasCommand, base: cairo_matrix_t, of index: Int, on context: OpaquePointer) {
        let state = command.state
        guard state.opacity > 0 else { return }
        cairo_save(context)
        defer {
            cairo_restore(context)
            cairo_new_path(context)
        }
        // 2.
        var layerClips: [(commands: [_CanvasCommand], opacity: Double, inverse: Bool)] = []
        for entry in state.clips {
            switch entry {
            case let .path(path, transform, style, inverse):
                guard path.isDrawable, Self.setUserSpace(transform, base: base, on: context) else { return }
                clip(to: path, evenOdd: style.isEOFilled, inverse: inverse, on: context)
            case let .layer(commands, opacity, inverse):
                layerClips.append((commands, opacity, inverse))
            }
        }
        // 3.
        let filters = options.format == .png ? state.filters : []
        for case .notDrawn(let name) in state.filters.map(\._kind) {
            warn(.canvasDrawingSkipped(path: path(of: index), what: "the filter \(name)"))
        }
        let grouped = state.opacity < 1 || state.blendMode != .normal || !filters.isEmpty || !layerClips.isEmpty
        if grouped { cairo_push_group(context) }
        // 4.
        if Self.setUserSpace(state.transform, base: base, on: context) {
            drawCanvasOperation(command.operation, base: base, of: index, on: context)
        }
        // 5.
        guard grouped, var pattern = cairo_pop_group(context) else { return }
        for filter in filters.reversed() { pattern = filtered(pattern, by: filter._kind, on: context) }
        for layerClip in layerClips {
            cairo_push_group(context)
            drawCanvasCommands(layerClip.commands, base: base, of: index, on: context)
            let mask = cairo_pop_group(context)
            pattern = masked(pattern, by: mask, opacity: layerClip.opacity, inverse: layerClip.inverse, on: context)
            cairo_pattern_destroy(mask)
        }
        cairo_set_source(context, pattern)
        cairo_set_operator(context, BlendDrawing.cairoOperator(state.blendMode))
        cairo_paint_with_alpha(context, state.opacity)
        cairo_pattern_destroy(pattern)
    }

    /// Step 4 for one operation, in the command's user space.
    private func drawCanvasOperation(_ operation: _CanvasOperation, base: cairo_matrix_t, of index: Int, on context: OpaquePointer) {
        let scheme = nodes[index].colorScheme
        switch operation {
        case let .fill(path, paint, style):
            guard path.isDrawable else { return warn(.shapeNotFinite(path: self.path(of: index))) }
            let shapePaint = ShapePaint(paint.style, in: scheme)
            guard !shapePaint.isInvisible else { return }
            path.addTo(context, mode: .fill)
            cairo_set_fill_rule(context, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(shapePaint, bounds: paint.unitRect ?? path.boundingRect, of: index, on: context)
            cairo_fill(context)
        case let .stroke(path, paint, style):
            guard path.isDrawable else { return warn(.shapeNotFinite(path: self.path(of: index))) }
            let shapePaint = ShapePaint(paint.style, in: scheme)
            guard !shapePaint.isInvisible, applyStroke(style, of: index, on: context) else { return }
            path.addTo(context, mode: .stroke)
            if Self.penIsWiderThanTheCurves(style.lineWidth, path: path) { Self.flattenCurves(on: context) }
            setSource(shapePaint, bounds: paint.unitRect ?? path.boundingRect, of: index, on: context)
            cairo_stroke(context)
        case let .view(layout, node, frame):
            drawLaidOutView(layout, node: node, in: frame, on: context)
        case .layer(let commands):
            drawCanvasCommands(commands, base: base, of: index, on: context)
        case .coreGraphics:
            warn(.canvasDrawingSkipped(path: path(of: index), what: "withCGContext (Core Graphics)"))
        }
    }

    /// A view laid out for drawing (a canvas's text, image or symbol, an `ImageRenderer`'s view):
    /// node `node` of `layout`,
    /// its frame moved and scaled onto `frame`, drawn by a session of its own that shares this
    /// one's images and reports its problems here.
    func drawLaidOutView(_ layout: ViewLayout, node: Int, in frame: CGRect, on context: OpaquePointer) {
        guard node < layout.nodes.count, let own = layout.nodes[node].frame, own.width > 0, own.height > 0, frame.isDrawable,
            frame.width > 0, frame.height > 0
        else { return }
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width / own.width, frame.height / own.height)
        cairo_translate(context, -own.minX, -own.minY)
        let session = RenderSession(layout: layout, options: options, canvas: canvas, textMetrics: textMetrics, images: images)
        session.inheritedOpacity = inheritedOpacity
        session.decodedImages = decodedImages
        session.openGroups = openGroups
        session.drawNode(node, on: context)
        decodedImages.merge(session.decodedImages) { own, _ in own }
        for problem in session.problems.told { warn(problem) }
    }

    /// Clips `context` to `path` (in the current user space), or to what lies outside it.
    private func clip(to path: Path, evenOdd: Bool, inverse: Bool, on context: OpaquePointer) {
        path.addTo(context, mode: .fill)
        if inverse {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(context, &x1, &y1, &x2, &y2)
            cairo_rectangle(context, x1 - 1, y1 - 1, x2 - x1 + 2, y2 - y1 + 2)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// Makes `base` followed by `transform` the user space; `false` (nothing changed) when the
    /// transform is not finite or cannot be inverted, which Cairo would refuse for good.
    static func setUserSpace(_ transform: CGAffineTransform, base: cairo_matrix_t, on context: OpaquePointer) -> Bool {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant.isFinite, determinant != 0, transform.tx.isFinite, transform.ty.isFinite else { return false }
        var user = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        var outer = base
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &user, &outer)
        cairo_set_matrix(context, &result)
        return true
    }
}

extension RenderSession {
    /// `pattern` (a group of the picture's pixels) changed by `filter`; the pattern given is
    /// used up.
    fileprivate func filtered(_ pattern: OpaquePointer, by filter: GraphicsContext.Filter._Kind, on context: OpaquePointer) -> OpaquePointer {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let scheme = nodes.first?.colorScheme ?? .light
        func pixels(_ effects: [PixelEffect]) -> OpaquePointer {
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface {
                PixelEffect.apply(effects, to: surface, deviceScale: deviceScale, scheme: scheme)
            }
            return pattern
        }
        func components(_ color: Color.Resolved) -> [Double] {
            [Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity)]
        }
        switch filter {
        case .blur(let radius):
            return radius.isFinite && radius > 0 ? pixels([.blur(sigmaPoints: radius / 2)]) : pattern
        case .brightness(let amount): return pixels([.brightness(amount)])
        case .contrast(let amount): return pixels([.contrast(amount)])
        case .saturation(let amount): return pixels([.saturation(amount)])
        case .hueRotation(let angle): return pixels([.hueRotation(angle.radians)])
        case .colorInvert(let amount): return amount > 0 ? pixels([.colorInvert]) : pattern
        case .luminanceToAlpha: return pixels([.luminanceToAlpha])
        case .colorMultiply(let color): return pixels([.colorMultiply(light: components(color), dark: components(color))])
        case let .alphaThreshold(minimum, maximum, color):
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface {
                AlphaThreshold.apply(to: surface, range: minimum...max(minimum, maximum), color: ResolvedColor(Color(color)))
            }
            return pattern
        case let .shadow(color, radius, x, y, shadowOnly, shadowAbove):
            return shadowed(pattern, color: ResolvedColor(Color(color)), radius: radius, x: x, y: y, shadowOnly: shadowOnly, above: shadowAbove, on: context)
        case .notDrawn:
            return pattern
        }
    }

    /// `pattern` with its shadow: the drawing's alpha in `color`, moved by (`x`, `y`) and
    /// blurred by `radius`, beneath (or above) the drawing.
    private func shadowed(
        _ pattern: OpaquePointer, color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat, shadowOnly: Bool, above: Bool,
        on context: OpaquePointer
    ) -> OpaquePointer {
        cairo_push_group(context)
        cairo_save(context)
        cairo_translate(context, x.isFinite ? x : 0, y.isFinite ? y : 0)
        color.setSource(on: context)
        cairo_mask(context, pattern)
        cairo_restore(context)
        let shadow = filtered(cairo_pop_group(context), by: .blur(radius: radius), on: context)
        cairo_push_group(context)
        if !above {
            cairo_set_source(context, shadow)
            cairo_paint(context)
        }
        if !shadowOnly {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        if above {
            cairo_set_source(context, shadow)
            cairo_paint(context)
        }
        cairo_pattern_destroy(shadow)
        cairo_pattern_destroy(pattern)
        return cairo_pop_group(context)
    }

    /// `pattern` kept where `mask` (times `opacity`) has alpha, or where it has none.
    fileprivate func masked(
        _ pattern: OpaquePointer, by mask: OpaquePointer?, opacity: Double, inverse: Bool, on context: OpaquePointer
    ) -> OpaquePointer {
        cairo_push_group(context)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        if let mask {
            cairo_push_group(context)
            cairo_set_source(context, mask)
            cairo_paint_with_alpha(context, min(max(opacity.isFinite ? opacity : 1, 0), 1))
            let faded = cairo_pop_group(context)
            cairo_set_operator(context, inverse ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(context, faded)
            cairo_paint(context)
            cairo_pattern_destroy(faded)
        }
        cairo_pattern_destroy(pattern)
        return cairo_pop_group(context)
    }
}

/// `GraphicsContext.Filter.alphaThreshold`: a pixel whose alpha lies in the range becomes the
/// colour, the others clear (SwiftUI's documented result: "pixels with an alpha in the range
/// min…max are set to the color, the rest to clear").
enum AlphaThreshold {
    static func apply(to surface: OpaquePointer, range: ClosedRange<Double>, color: ResolvedColor) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let a = color.opacity
        let inside = byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let alpha = Double(line[column] >> 24) / 255
                line[column] = range.contains(alpha) ? inside : 0
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
