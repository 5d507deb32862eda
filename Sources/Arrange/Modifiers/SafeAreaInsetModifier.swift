import Foundation

nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
    typealias Body = Never
    let inset: Inset
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Each primary node gets its own inset; several inset views are gathered in an implicit
    /// `VStack` (along a vertical edge) or `HStack` (along a horizontal one), as SwiftUI
    /// gathers a view builder's views.
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        // A diagnostic from the content that names no node is tied to the first inset node; one
        // from an inset, to its own.
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            inputs.descending { inner in
                let layout = SafeAreaInsetLayout(edge: modifier.edge, alignment: modifier.alignment, spacing: modifier.spacing)
                var insetInputs = inner
                insetInputs.stackAxis = nil
                for primary in content.nodes(inner) {
                    outputs.nodes.append(inputs.tyingWarnings {
                        let insets = Inset.makeNodeList(modifier.inset, inputs: insetInputs)
                        let vertical = modifier.edge == .top || modifier.edge == .bottom
                        let gathered = insets.count > 1
                            ? [LayoutNode(
                                StackLayout(
                                    axis: vertical ? .vertical : .horizontal,
                                    alignment: vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key, spacing: nil),
                                children: insets, inputs: inner)]
                            : insets
                        let node = LayoutNode(layout, children: [primary] + gathered, inputs: inputs, spacing: primary.spacing)
                        node.inheritTraits(from: primary)
                        return node
                    })
                }
            }
        }
    }
}

nonisolated extension View {
    /// Shows `content` along the top or bottom `edge` of this view and narrows this view's safe
    /// area by its height plus `spacing` (the two views' default spacing when `nil`): this
    /// view is laid out in what is left, and a view inside that ignores the safe area reaches
    /// under `content`. `content` is aligned across the edge by `alignment` and drawn over
    /// this view.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing))
    }

    /// Shows `content` along the leading or trailing `edge` of this view and narrows this
    /// view's safe area by its width plus `spacing`, as the vertical form does.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing))
    }
}
