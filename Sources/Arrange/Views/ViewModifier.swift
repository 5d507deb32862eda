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
        inputs.descending { inner in
            var inner = inner
            // The body may keep its content for later (a lazy stack's rows, a `GeometryReader`).
            let content = content.owned
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
}

nonisolated extension ViewModifier where Body == Never {
    /// Never evaluated: this built-in modifier lays out in `_makeNodes`.
    public func body(content: Content) -> Never {
        builtinViewHasNoBody(Self.self)
    }
}

/// How to build the view a modifier is applied to.
///
/// Invariant: a borrowed content (the one `ModifiedContent._makeNodes` hands a modifier) is
/// valid only while that call runs; whatever keeps a content longer (a modifier's `body`, whose
/// views may be built later) keeps `owned` instead. Built-in modifiers build their content at
/// once, so the common case copies nothing and allocates nothing (an escaping closure per
/// modified view was about 300 instructions of building each `Color…frame` leaf).
public struct _ModifierContent {
    private enum Source {
        /// The content's value, where `ModifiedContent._makeNodes` holds it, and its type.
        case borrowed(UnsafeRawPointer, any View.Type)
        /// A content that can be kept.
        case owned((_ViewInputs, inout _ViewOutputs) -> Void)
    }

    private let source: Source

    /// `view` as a content that can be kept.
    init<V: View>(owning view: V) {
        source = .owned { inputs, outputs in V._makeNodes(view, inputs: inputs, outputs: &outputs) }
    }

    /// The view at `view`, borrowed: valid only while the caller holds it there.
    fileprivate init<V: View>(borrowing view: UnsafePointer<V>) {
        source = .borrowed(UnsafeRawPointer(view), V.self)
    }

    /// Appends the content's nodes.
    func make(_ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        switch source {
        case .borrowed(let view, let type): Self.make(type, at: view, inputs, &outputs)
        case .owned(let make): make(inputs, &outputs)
        }
    }

    private static func make<V: View>(_ type: V.Type, at view: UnsafeRawPointer, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        V._makeNodes(view.assumingMemoryBound(to: V.self).pointee, inputs: inputs, outputs: &outputs)
    }

    /// This content in a form that stays valid after the modifier's `_makeNodes` returns (a
    /// copy of a borrowed content's value).
    var owned: _ModifierContent {
        guard case .borrowed(let view, let type) = source else { return self }
        return Self.owning(type, at: view)
    }

    private static func owning<V: View>(_ type: V.Type, at view: UnsafeRawPointer) -> _ModifierContent {
        _ModifierContent(owning: view.assumingMemoryBound(to: V.self).pointee)
    }

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
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Lays out as the modifier does with `content` as its content.
    /// Inlined into the conformance's witness, which is handed this type's metadata, and both
    /// fields read there: a generic function (or closure) of its own looked the metadata up at
    /// run time to find the fields (about 340 instructions per modified view).
    @inline(__always)
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let modifier = view.modifier
        // The content is lent to the modifier, which builds it before returning (`_ModifierContent`).
        withUnsafePointer(to: view.content) { content in
            Modifier._makeNodes(modifier: modifier, inputs: inputs, outputs: &outputs, content: _ModifierContent(borrowing: content))
        }
    }
}

nonisolated extension View {
    /// This view with `modifier` applied.
    @inlinable
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
    /// Whether `diagnostics` is empty, told without making the array: asked of every modified
    /// view, where even an empty array cost a retain and a release.
    nonisolated var argumentsAreValid: Bool { get }
}

nonisolated extension UnaryLayoutModifier {
    func spacing(wrapping child: ViewSpacing) -> ViewSpacing { child }
    var diagnostics: [LayoutDiagnostic.Kind] { [] }
    var argumentsAreValid: Bool { diagnostics.isEmpty }

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        wrapNodes(modifier: modifier, inputs: inputs, outputs: &outputs, content: content)
    }

    /// Builds the content and wraps each of its nodes in a node running the modifier's algorithm.
    @inline(__always)
    static func wrapNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        // The content's nodes are built in place and then wrapped, without a list of their own.
        // Only the building is in the closure: a capture of the modifier there copied it.
        let start = outputs.nodes.count
        guard inputs.descending({ inner in content.make(inner, &outputs) }) != nil else { return }
        let algorithm = modifier.algorithm(environment: inputs.environment)
        for index in start..<outputs.nodes.count {
            let child = outputs.nodes[index]
            let wrapper = LayoutNode(
                algorithm, wrapping: child, environment: inputs.environment, spacing: modifier.spacing(wrapping: child.spacing))
            wrapper.inheritTraits(from: child)
            outputs.nodes[index] = wrapper
        }
        // Told at the modifier's (first) node.
        if modifier.argumentsAreValid { return }
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
