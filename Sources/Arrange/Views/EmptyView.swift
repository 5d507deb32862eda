/// A view that produces nothing: containers give it no space and no spacing.
public struct EmptyView: View {
    /// An empty view.
    public init() {}

    public var body: Never { builtinViewHasNoBody(Self.self) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}
