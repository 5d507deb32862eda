/// A view that produces nothing: containers give it no space and no spacing.
public nonisolated struct EmptyView: View {
    /// An empty view.
    public init() {}

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends nothing: an empty view takes no space and no spacing in a stack.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}
