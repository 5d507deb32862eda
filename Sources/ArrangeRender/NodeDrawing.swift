@_spi(Rendering) import Arrange
import CPangoCairo
import Foundation

/// Drawing one node and its subtree, with its rendering effects.
///
/// Effects recorded on a node apply to its whole subtree, drawn moved while laid out unmoved:
///
/// 1. A node never placed is skipped silently (the layout already reported it); a frame that is
///    not finite or has a negative side is skipped with a warning, and so is its subtree;
///    a hidden node, one of opacity 0 or scale 0, or one whose transform cannot be inverted
///    (a scale of 1e300), draws nothing.
/// 2. The transform: `offset`, `rotationEffect`, `scaleEffect`, `transformEffect`,
///    `projectionEffect` and `rotation3DEffect` in the order they were written, each about its
///    own anchor in the frame, the innermost applied first; a perspective is drawn by
///    projecting the subtree's pixels (`PerspectiveDrawing.swift`). An item (what SwiftUI
///    draws as one, `CompositingDrawing.swift`) with a `blendMode` is drawn into a group painted
///    with the blend's operator (`BlendDrawing.swift`); a container passes its blend mode,
///    opacity and shadow down to the items inside it, which apply them here.
/// 3. An item with opacity below 1 is drawn into a group painted with that alpha; a
///    compositing group always draws into a group, painted with its ancestors' opacity and its
///    own. A group is as large as the canvas, so at most `maximumOpenGroups` are open at once;
///    past that the opacity is multiplied into what the subtree paints instead
///    (`inheritedOpacity`), as a container's is (400 nested opacities took 6 GB).
/// 4. Shadows are drawn beneath the item (`ShadowDrawing.swift`); with colour effects or a
///    blur recorded (`PixelEffectDrawing.swift`), shadow and subtree are drawn into a group the
///    effects change before it is painted (PNG only).
/// 5. The clip: `clipped()` clips to the frame, `clipShape`/`cornerRadius` to the shape in the
///    frame (by the even-odd rule when its style asks).
/// 6. The node's own content, then its children: in order, except that a background's
///    secondary content comes before its primary, and siblings with a higher `zIndex` later;
///    a node masked by views drawn through their opacity instead.
extension RenderSession {
    /// Draws node `index` and its subtree. Drawing recurses once a level of the tree, so each
    /// level runs where there is stack for it (`DeepRecursion`): a tree 100,000 levels deep is
    /// drawn on the calling thread.
    func drawNode(_ index: Int, on context: OpaquePointer) {
        guard DeepRecursion.level({ drawNodeOnThisStack(index, on: context) }) != nil else {
            warn(.drawingTooDeep(path: path(of: index)))
            return
        }
    }

    private func drawNodeOnThisStack(_ index: Int, on context: OpaquePointer) {
        let node = nodes[index]
        let drawing = node.drawing
        // 1.
        guard let frame = frames[index] else { return }
        guard frame.isDrawable else {
            warn(.frameNotDrawable(path: path(of: index), frame: frame))
            return
        }
        guard !drawing.isHidden, drawing.opacity > 0, drawing.scale.width != 0, drawing.scale.height != 0 else { return }
        guard drawing.offset.width.isFinite, drawing.offset.height.isFinite, drawing.rotation.isFinite,
            drawing.scale.width.isFinite, drawing.scale.height.isFinite
        else {
            warn(.effectNotFinite(path: path(of: index)))
            return
        }
        cairo_save(context)
        // 2.
        let perspective: ProjectionTransform?
        switch placeTransforms(of: index, in: frame, on: context) {
        case .undrawable:
            cairo_restore(context)
            return
        case .placed: perspective = nil
        case .projected(let transform): perspective = transform
        }
        let effects = options.format == .png ? PixelEffect.effects(of: node) : []
        let isItem = drawsAsOneItem(node, filtered: !effects.isEmpty, projected: perspective != nil)
        let isGroup = CompositingGroupRecord.isGrouped(node.modifiers)
        let outerOpacity = inheritedOpacity
        let outerEffects = inheritedEffects
        // Effects passed down by containers reach their items here (`CompositingDrawing.swift`).
        var reaching = InheritedEffects()
        if isItem {
            if !paintsNothing(node) { reaching = inheritedEffects }
            inheritedEffects = InheritedEffects()
        }
        let reachingBlend = reaching.blend.flatMap { openGroups < maximumOpenGroups ? $0 : nil }
        if reachingBlend != nil {
            cairo_push_group(context)
            openGroups += 1
        }
        if perspective != nil {
            cairo_push_group(context)
            openGroups += 1
        }
        var blend: BlendMode?
        if let own = BlendDrawing.blendMode(of: node) {
            if !isItem {
                inheritedEffects.blend = own
            } else if openGroups < maximumOpenGroups {
                blend = own
                cairo_push_group(context)
                openGroups += 1
            }
        }
        for shader in ShaderDrawing.shaders(of: node) {
            warn(.shaderNotRun(path: path(of: index), modifier: shader.modifier, function: shader.function))
        }
        noteCutOff(index, in: frame, on: context)
        // 3.
        let opacity = drawing.opacity.isFinite ? min(drawing.opacity, 1) : 1
        var groupOpacity: Double?
        var shadowsCast = false
        if isGroup, openGroups < maximumOpenGroups {
            // A compositing group's shadows are cast by the whole group; the layer is drawn at
            // full opacity and painted with its ancestors' and its own. A group that is not
            // faded and holds no blend mode would paint the same without its layer.
            inheritedOpacity *= opacity
            castShadows(reaching.shadows, own: drawing.shadow, of: index, on: context)
            shadowsCast = true
            if inheritedOpacity < 1 || holdsBlendMode(index) {
                groupOpacity = inheritedOpacity
                inheritedOpacity = 1
                cairo_push_group(context)
                openGroups += 1
            }
        } else if isItem, opacity < 1, openGroups < maximumOpenGroups {
            groupOpacity = opacity
            cairo_push_group(context)
            openGroups += 1
        } else if opacity < 1 {
            inheritedOpacity *= opacity
        }
        // 4.
        let filters = !effects.isEmpty && openGroups < maximumOpenGroups
        if filters {
            cairo_push_group(context)
            openGroups += 1
        }
        if !shadowsCast {
            castShadows(reaching.shadows, own: isItem ? drawing.shadow : nil, of: index, on: context)
            if !isItem, let shadow = drawing.shadow, let cast = castShadow(shadow, scheme: node.colorScheme, on: context) {
                inheritedEffects.shadows.append(cast)
            }
        }
        drawClippedContent(index, on: context)
        if filters {
            openGroups -= 1
            applyPixelEffects(effects, scheme: node.colorScheme, on: context)
        }
        if let groupOpacity {
            openGroups -= 1
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, groupOpacity)
        }
        if let blend {
            openGroups -= 1
            BlendDrawing.paintGroup(blendedBy: blend, on: context)
        }
        if let perspective {
            openGroups -= 1
            paintProjected(through: perspective, on: context)
        }
        if let reachingBlend {
            openGroups -= 1
            BlendDrawing.paintGroup(blendedBy: reachingBlend, on: context)
        }
        inheritedOpacity = outerOpacity
        inheritedEffects = outerEffects
        cairo_restore(context)
    }

    /// Whether `scrollClipDisabled()` (or `scrollClipDisabled(true)`) is recorded on a scroll view.
    static func scrollClipIsDisabled(_ modifiers: [RecordedModifier]) -> Bool {
        modifiers.last { $0.name == "scrollClipDisabled" }?.arguments == "true"
    }

    /// The shadows passed down to an item, outermost first, then its own, beneath it.
    private func castShadows(_ passedDown: [CastShadow], own: Shadow?, of index: Int, on context: OpaquePointer) {
        for cast in passedDown { drawShadow(cast, of: index, on: context) }
        if let own { drawShadow(own, of: index, on: context) }
    }

    /// How step 2 placed a node's transforms.
    private enum TransformPlacement {
        /// Set on the context.
        case placed
        /// A perspective, drawn by projecting pixels (`PerspectiveDrawing.swift`).
        case projected(ProjectionTransform)
        /// Not drawable: Cairo cannot invert the transform.
        case undrawable
    }

    /// Step 2: sets the node's transforms on `context`, or says how else they are drawn.
    private func placeTransforms(of index: Int, in frame: CGRect, on context: OpaquePointer) -> TransformPlacement {
        let drawing = nodes[index].drawing
        guard Self.needsProjection(drawing.transforms) else {
            return applyTransform(drawing, in: frame, on: context) ? .placed : .undrawable
        }
        let total = Self.composedTransform(drawing.transforms, in: frame)
        guard total.isFinite else {
            warn(.effectNotFinite(path: path(of: index)))
            return .undrawable
        }
        if total.isAffine { return applyAffine(total.affinePart, on: context) ? .placed : .undrawable }
        if Self.frameReachesBehindTheEye(frame, through: total) { warn(.drawingBehindTheEye(path: path(of: index))) }
        if options.format == .png, openGroups < maximumOpenGroups, total.inverted() != nil { return .projected(total) }
        warn(.perspectiveFlattened(path: path(of: index)))
        return applyAffine(total.affinePart, on: context) ? .placed : .undrawable
    }

    /// Closes the group of step 4, changes its pixels by `effects` and paints it.
    private func applyPixelEffects(_ effects: [PixelEffect], scheme: ColorScheme, on context: OpaquePointer) {
        guard let pattern = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
            PixelEffect.apply(effects, to: surface, deviceScale: deviceScale, scheme: scheme)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    /// The node's content and its children, inside its clip (5. and 6.).
    func drawClippedContent(_ index: Int, on context: OpaquePointer) {
        let node = nodes[index]
        guard let frame = frames[index] else { return }
        cairo_save(context)
        let clipsBefore = clipBoxes.count
        defer { clipBoxes.removeLast(clipBoxes.count - clipsBefore) }
        // A scroll view clips its content to its bounds as a phone's does, unless
        // `scrollClipDisabled()` is written on it.
        let clipsToFrame =
            node.drawing.clipsToBounds || (node.kind == "ScrollView" && !Self.scrollClipIsDisabled(node.modifiers))
        if clipsToFrame || node.drawing.clipShape != nil {
            let box = Self.deviceBox(of: frame, on: context)
            clipBoxes.append(clipBoxes.last.map { $0.intersection(box) } ?? box)
        }
        // 5.
        if clipsToFrame {
            grid.snap(frame, on: context).addTo(context)
            cairo_clip(context)
        }
        if let clipShape = node.drawing.clipShape {
            // The shape in its own space (origin zero), moved to the frame, as shapes are drawn.
            let snapped = grid.snap(frame, on: context)
            let outline = clipShape.path(in: CGRect(origin: .zero, size: snapped.size))
            if outline.isDrawable {
                cairo_translate(context, snapped.minX, snapped.minY)
                outline.addTo(context)
                cairo_translate(context, -snapped.minX, -snapped.minY)
                // `clipShape(_:style: FillStyle(eoFill: true))`; the content is filled as usual.
                let evenOdd = ClipShapeStyleRecord.isEvenOdd(node.modifiers)
                if evenOdd { cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD) }
                cairo_clip(context)
                if evenOdd { cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING) }
            } else {
                warn(.clipShapeNotFinite(path: path(of: index)))
            }
        }
        // 6.
        drawContent(of: index, in: frame, on: context)
        if MaskRecord.isMasked(node.modifiers) {
            drawMasked(index, on: context)
        } else {
            for child in drawingOrder(of: node) {
                drawNode(child, on: context)
            }
        }
        cairo_restore(context)
    }

    /// A `mask` that is not a shape: the first child drawn into a group, painted through the
    /// opacity of the others (the mask views) drawn into a second group. An empty mask draws
    /// nothing, with a warning; with no group left to open the view is drawn unmasked.
    private func drawMasked(_ index: Int, on context: OpaquePointer) {
        let children = nodes[index].children
        guard let content = children.first else { return }
        guard children.count > 1 else {
            warn(.maskEmpty(path: path(of: content)))
            return
        }
        guard openGroups < maximumOpenGroups else {
            drawNode(content, on: context)
            return
        }
        openGroups += 1
        defer { openGroups -= 1 }
        cairo_push_group(context)
        drawNode(content, on: context)
        guard let drawing = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(drawing) }
        cairo_push_group(context)
        for mask in children.dropFirst() { drawNode(mask, on: context) }
        guard let mask = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source(context, drawing)
        cairo_mask(context, mask)
    }

    /// The children in the order they are painted, back to front.
    func drawingOrder(of node: LayoutNodeInfo) -> [Int] {
        var children = node.children
        if node.drawsSecondaryBehind, children.count > 1 {
            children = Array(children.dropFirst()) + [children[0]]
        }
        // A stable sort: equal zIndex keeps the order above.
        return children.enumerated()
            .sorted { lhs, rhs in
                let left = nodes[lhs.element].drawing.zIndex
                let right = nodes[rhs.element].drawing.zIndex
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Offset, then rotation and scale about their anchors in `frame` (2.), or `false` when the
    /// result cannot be drawn: Cairo refuses a transform that is not invertible (a scale so
    /// small or so large that the determinant is 0 or not finite) and would stop drawing
    /// anything at all, so such a subtree is skipped instead.
    private func applyTransform(_ drawing: DrawingAttributes, in frame: CGRect, on context: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_matrix_init_identity(&matrix)
        // Cairo's matrix calls apply to points before what is already in the matrix, so the
        // outermost (last written) transform goes in first.
        for transform in drawing.transforms.reversed() {
            switch transform {
            case .offset(let offset):
                cairo_matrix_translate(&matrix, offset.width, offset.height)
            case let .rotation(angle, anchor):
                let point = Self.point(anchor, in: frame)
                cairo_matrix_translate(&matrix, point.x, point.y)
                cairo_matrix_rotate(&matrix, angle)
                cairo_matrix_translate(&matrix, -point.x, -point.y)
            case let .scale(scale, anchor):
                let point = Self.point(anchor, in: frame)
                cairo_matrix_translate(&matrix, point.x, point.y)
                cairo_matrix_scale(&matrix, scale.width, scale.height)
                cairo_matrix_translate(&matrix, -point.x, -point.y)
            case .projection, .rotation3D:
                // Composed by `placeTransforms` instead.
                break
            }
        }
        var combined = cairo_matrix_t()
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        cairo_matrix_multiply(&combined, &matrix, &current)
        let determinant = combined.xx * combined.yy - combined.xy * combined.yx
        guard determinant.isFinite, determinant != 0, combined.x0.isFinite, combined.y0.isFinite else { return false }
        cairo_transform(context, &matrix)
        return true
    }

    /// The point `unit` names in `frame`.
    static func point(_ unit: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
}
