/// A view whose type is erased, so that views of different types can be stored or returned
/// alike. Lays out exactly as the view it wraps.
public nonisolated struct AnyView: View {
    private let makeNodes: (_ViewInputs, inout _ViewOutputs) -> Void

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            // The wrapped type is part of the identity: an `AnyView` of another type is another
            // view, with state of its own, as in SwiftUI.
            makeNodes = { inputs, outputs in V._makeNodes(view, inputs: inputs.child(V.self), outputs: &outputs) }
        }
    }

    /// Wraps `view`, if it is a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(view)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the wrapped view: it lays out exactly as that view.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.descending { inner in
            view.makeNodes(inner, &outputs)
        }
    }
}
