/// Several views gathered without a layout of their own: the enclosing container lays each out
/// as its own child, and a modifier applied to the group applies to each.
public nonisolated struct Group<Content: View>: View {
    let content: Content

    /// The views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the content's nodes as siblings: a group adds no layout of its own.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeNodes(view.content, inputs: inputs, outputs: &outputs)
    }
}
