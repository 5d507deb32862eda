import Foundation

/// A piece of user interface, described by value. Layout turns a view into a tree of nodes:
/// a view you write yourself contributes whatever its `body` contributes; built-in views
/// (`Text`, `HStack`, `padding`, …) contribute layout nodes of their own.
///
/// As in SwiftUI, a view is isolated to the main actor, so `body` may call `@MainActor` code;
/// layout itself runs on any thread and evaluates `body` as `MainActorExclusion` describes.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The view this view is made of.
    @ViewBuilder var body: Body { get }

    /// Appends the layout nodes this view produces to `outputs`. Built-in views implement it;
    /// views you write get the default, which lays out `body`. Not meant to be called directly.
    nonisolated static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs)
}

nonisolated extension View {
    /// By default lays out `body`: evaluates it and appends the nodes it produces.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.descending { inner in
            var inner = inner
            inner.identity = inputs.builder.keepState(of: view, at: inputs.identity.child(Self.self))
            // Left out when it reads an environment object no ancestor provides.
            guard let body = inputs.builder.states.bodies.body(of: view, at: inner.identity, {
                inputs.builder.evaluateBody(of: view, with: (), environment: inputs.environment) { view, _ in view.body }
            }) else { return }
            let first = outputs.nodes.count
            Body._makeNodes(body, inputs: inner, outputs: &outputs)
            // The nodes the body made are this view as written (`LayoutNodeInfo.writtenViews`).
            for node in outputs.nodes[first...] { node.store.writtenViews[node.slot, default: []].append(Self.self) }
        }
    }
}

nonisolated extension Never: View {
    /// `Never` is the body of built-in views, which have no body to evaluate.
    public typealias Body = Never
    /// Never evaluated: `Never` has no body, and no value.
    public var body: Never { fatalError("Never has no body") }
}

/// Stops with a clear message if someone asks a built-in view for its body: built-in views lay
/// themselves out directly and have none.
func builtinViewHasNoBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a built-in view and has no body; it lays itself out directly.")
}
