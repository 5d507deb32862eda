import Foundation

/// Gives its content a proxy that scrolls the enclosing scroll views to a view. Built as its
/// content alone: it adds no layout of its own.
///
/// A `scrollTo` made by an action that runs after a layout (`onAppear`, `task`, `onChange`,
/// `onPreferenceChange`) scrolls the picture as it would on an iPhone once the action ran: the
/// next layout finds the view and lays the picture out again with its scroll view moved
/// (`ScrollTargets`). A proxy used while the body is being built changes nothing, as in SwiftUI.
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Content given the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Never evaluated: this built-in view builds its content in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the content built with a proxy into this picture's scroll targets.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let proxy = ScrollViewProxy(targets: inputs.builder.states.scrollTargets)
        Content._makeNodes(view.content(proxy), inputs: inputs, outputs: &outputs)
    }
}

/// Scrolls to a view by its identity: its `.id(_:)`, or its `ForEach` element's id.
public struct ScrollViewProxy: Sendable {
    /// Where requests go; `nil` for a proxy made outside a `ScrollViewReader`.
    private let targets: ScrollTargets?

    init(targets: ScrollTargets?) {
        self.targets = targets
    }

    /// Scrolls the scroll view nearest around the view `id` so that the view's `anchor` point
    /// lies at the same point of the scroll view (`nil`: as little as shows the whole view).
    /// Takes effect after the next layout; an identity no view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets?.request(ScrolledViewID(anyHashable: id), anchor: anchor)
    }
}
