import Foundation

/// A reusable change to a view: `body(content:)` returns the modified view, where `content`
/// stands for the view the modifier is applied to. Apply one with `view.modifier(_:)`.
/// Built-in modifiers (padding, frame, …) lay out directly instead of through a body.
/// Isolated to the main actor as in SwiftUI, like `View`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Appends the nodes of the modified view. Built-in modifiers implement it; modifiers you
    /// write get the default, which lays out `body(content:)`. Not meant to be called directly.
    nonisolated static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent)
}

nonisolated extension ViewModifier {
    /// By default lays out `body(content:)`: evaluates it and appends the nodes it produces.
    public static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        guard var inner = inputs.descending() else { return }
        inner.identity = inputs.builder.keepState(of: modifier, at: inputs.identity.child(Self.self))
        // When it reads an environment object no ancestor provides, the content is shown unmodified.
        guard let body = inputs.builder.evaluateBody(of: modifier, with: content, environment: inputs.environment, {
            $0.body(content: _ViewModifier_Content(content: $1))
        }) else {
            content.make(inner, &outputs)
            return
        }
        Body._makeNodes(body, inputs: inner, outputs: &outputs)
    }
}

nonisolated extension ViewModifier where Body == Never {
    /// Never evaluated: this built-in modifier lays out in `_makeNodes`.
    public func body(content: Content) -> Never {
        builtinViewHasNoBody(Self.self)
    }
}

/// How to build the view a modifier is applied to.
public struct _ModifierContent {
    let make: (_ViewInputs, inout _ViewOutputs) -> Void

    /// The nodes of the content, as a list of their own.
    func nodes(_ inputs: _ViewInputs) -> [LayoutNode] {
        var outputs = _ViewOutputs()
        make(inputs, &outputs)
        return outputs.nodes
    }
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` sees it.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: _ModifierContent

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the view the modifier is applied to, unchanged.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.content.make(inputs, &outputs)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Lays out as the modifier does with `content` as its content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let content = view.content
        Modifier._makeNodes(
            modifier: view.modifier, inputs: inputs, outputs: &outputs,
            content: _ModifierContent { inputs, outputs in Content._makeNodes(content, inputs: inputs, outputs: &outputs) })
    }
}

nonisolated extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that wraps each node of its content in a layout node of its own
/// (padding, frame, aspectRatio, fixedSize).
protocol UnaryLayoutModifier: ViewModifier where Body == Never {
    /// The type of the wrapping node's algorithm: a concrete type, so that each node's
    /// algorithm is made straight into the store (`NodeStore.add`) without an existential box.
    associatedtype Algorithm: LayoutAlgorithm
    /// The algorithm of the wrapping node.
    nonisolated func algorithm(environment: EnvironmentValues) -> Algorithm
    /// The wrapping node's spacing preferences, given its child's.
    nonisolated func spacing(wrapping child: ViewSpacing) -> ViewSpacing
    /// Problems with the modifier's arguments, reported once per tree.
    nonisolated var diagnostics: [LayoutDiagnostic.Kind] { get }
}

nonisolated extension UnaryLayoutModifier {
    func spacing(wrapping child: ViewSpacing) -> ViewSpacing { child }
    var diagnostics: [LayoutDiagnostic.Kind] { [] }

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        guard let inner = inputs.descending() else { return }
        let algorithm = modifier.algorithm(environment: inputs.environment)
        // The content's nodes are built in place and then wrapped, without a list of their own.
        let start = outputs.nodes.count
        content.make(inner, &outputs)
        for index in start..<outputs.nodes.count {
            let child = outputs.nodes[index]
            let wrapper = LayoutNode(
                algorithm, wrapping: child, environment: inputs.environment, spacing: modifier.spacing(wrapping: child.spacing))
            wrapper.inheritTraits(from: child)
            outputs.nodes[index] = wrapper
        }
        // Told at the modifier's (first) node.
        for diagnostic in modifier.diagnostics {
            inputs.builder.warn(diagnostic, in: algorithm.name, at: start < outputs.nodes.count ? outputs.nodes[start] : nil)
        }
    }
}

/// A built-in modifier that changes the nodes its content produced instead of wrapping them
/// (`layoutPriority`, `alignmentGuide`, `id`, drawing effects).
nonisolated struct NodeAttributeModifier: ViewModifier {
    typealias Body = Never
    let apply: (LayoutNode) -> Void
    /// Problems with the modifier's arguments, reported once per tree.
    var diagnostics: [LayoutDiagnostic.Kind] = []
    /// The modifier's name in diagnostics.
    var name = "modifier"

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs, &outputs)
        for node in outputs.nodes[start...] {
            modifier.apply(node)
        }
        // Told at the (first) node the modifier changed.
        for diagnostic in modifier.diagnostics {
            inputs.builder.warn(diagnostic, in: modifier.name, at: start < outputs.nodes.count ? outputs.nodes[start] : nil)
        }
    }
}

nonisolated extension View {
    /// This view with `apply` run on each node it produces.
    func modifyingNodes(
        _ name: String = "modifier", diagnostics: [LayoutDiagnostic.Kind] = [], _ apply: @escaping (LayoutNode) -> Void
    ) -> ModifiedContent<Self, NodeAttributeModifier> {
        modifier(NodeAttributeModifier(apply: apply, diagnostics: diagnostics, name: name))
    }
}
