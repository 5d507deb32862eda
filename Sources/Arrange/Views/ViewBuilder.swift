import Foundation

/// Builds views from closures: several statements become a `TupleView`, `if` an optional view,
/// `if`/`else` a `_ConditionalContent`, and `if #available` an `AnyView`.
@resultBuilder
public enum ViewBuilder {
    /// No statements: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements: all of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { visitor in
            repeat visitor.visit(each content)
        }
    }

    /// A view statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A branch under `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views side by side in a view builder, as SwiftUI's `TupleView<T>` whose `T` is the
/// tuple of the views; containers lay them out as separate children.
public nonisolated struct TupleView<T>: View {
    /// The views, in order.
    public var value: T
    /// Hands each view of `value` to a visitor, in order: written by the view builder over the
    /// views' own types; for a tuple given to `init(_:)`, found by reflection.
    let visitElements: (any TupleViewVisitor) -> Void

    /// The views of the tuple `value`, in order (`TupleView((Text("a"), Text("b")))`); an
    /// element that is not a view, or a `nil` optional view, shows nothing.
    public init(_ value: T) {
        self.value = value
        visitElements = { visitor in
            let mirror = Mirror(reflecting: value)
            let elements = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
            for element in elements {
                if let view = element as? any View { visitor.visit(view) }
            }
        }
    }

    init(value: T, visitElements: @escaping (any TupleViewVisitor) -> Void) {
        self.value = value
        self.visitElements = visitElements
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends each view's nodes in order, as siblings.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // The outputs are lent to the collector and taken back: moved, never copied, so that
        // the views append to the caller's list in place.
        let collector = NodeCollector(inputs: inputs)
        swap(&collector.outputs, &outputs)
        view.visitElements(collector)
        swap(&collector.outputs, &outputs)
    }
}

/// What a `TupleView` hands its views to, one by one, at their own types (a class: pack
/// expansions cannot take `inout` arguments).
protocol TupleViewVisitor: AnyObject {
    func visit<V: View>(_ view: V)
}

/// Appends the nodes of a tuple's views to `outputs`.
private final class NodeCollector: TupleViewVisitor {
    let inputs: _ViewInputs
    var outputs = _ViewOutputs()
    /// The position of the next view in the list (its identity, `ViewIdentity`).
    private var position = 0

    init(inputs: _ViewInputs) {
        self.inputs = inputs
    }

    func visit<V: View>(_ view: V) {
        V._makeNodes(view, inputs: inputs.child(position), outputs: &outputs)
        position += 1
    }
}

/// One of two views, chosen by an `if`/`else` in a view builder.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the branch taken.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeNodes(content, inputs: inputs.child(0), outputs: &outputs)
        case .falseContent(let content): FalseContent._makeNodes(content, inputs: inputs.child(1), outputs: &outputs)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The wrapped view's nodes, or none.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let view {
            Wrapped._makeNodes(view, inputs: inputs, outputs: &outputs)
        }
    }
}
