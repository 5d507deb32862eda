import Foundation

nonisolated struct SecondaryContentModifier<Secondary: View>: ViewModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    /// Each primary node gets its own secondary content; several secondary views are gathered
    /// in an implicit `ZStack` with the same alignment.
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        inputs.descending { inner in
            let layout = OverlayLayout(alignment: modifier.alignment, isBackground: modifier.isBackground)
            var secondaryInputs = inner
            secondaryInputs.stackAxis = nil
            for primary in content.nodes(inner) {
                // A diagnostic from the secondary content that names no node is tied to this node.
                let node = inputs.tyingWarnings {
                    var secondaries = Secondary.makeNodeList(modifier.secondary, inputs: secondaryInputs)
                    if secondaries.count > 1 {
                        secondaries = [LayoutNode(ZStackLayoutAlgorithm(alignment: modifier.alignment), children: secondaries, inputs: inner)]
                    }
                    return LayoutNode(layout, children: [primary] + secondaries, inputs: inputs, spacing: primary.spacing)
                }
                node.drawsSecondaryBehind = modifier.isBackground
                node.inheritTraits(from: primary)
                outputs.nodes.append(node)
            }
        }
    }
}

/// The view a shape style becomes behind or over another view: the colour itself, or a
/// rectangle filled with the style.
nonisolated struct StyleFill<S: ShapeStyle>: View {
    let style: S
    /// Where a colour in a background is drawn on into the unsafe area.
    var bleed: Edge.Set = []

    var body: some View {
        if let color = style as? Color {
            color.modifyingNodes("background") { [bleed] in $0.drawing.unsafeAreaBleed = bleed }
        } else {
            Rectangle().fill(style)
        }
    }
}

nonisolated extension View {
    /// Draws `content` over this view. This view alone decides the size; the secondary views
    /// are proposed that size and placed by `alignment` against it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `content` behind this view. This view alone decides the size; the secondary views
    /// are proposed that size and placed by `alignment` against it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `overlay` over this view (the older spelling).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws `background` behind this view (the older spelling).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Fills the area behind this view with `style`. Layout is unaffected; `edges` only says
    /// where a colour may bleed into the unsafe area when drawn.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(secondary: StyleFill(style: style, bleed: edges), alignment: .center, isBackground: true))
    }

    /// Fills `shape` behind this view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }

    /// Fills `shape` behind this view with the background style of the context
    /// (`systemBackground` unless `backgroundStyle(_:)` set one).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape` over this view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
    }

    /// Paints `style` over this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(secondary: StyleFill(style: style), alignment: .center, isBackground: false))
    }

    /// A border of `width` inside this view's frame: an overlay of a stroked rectangle, so it
    /// never changes the layout.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
