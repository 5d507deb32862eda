import Foundation

/// A view's content resolved into its subviews, as SwiftUI's iOS 18 `Group(subviews:)`,
/// `ForEach(subviews:)`, `Subview` and `SubviewsCollection`.
///
/// The subviews of a view are the views its content flattens into: each view of a
/// `ViewBuilder`, each element of a `ForEach`, each view of a nested `Group`, the branch an `if`
/// took; `EmptyView` is none. They are worked out when the tree is built, as the nodes the view
/// makes at its top (one node is one subview).
///
/// 1. The content is built once where the `Group` or `ForEach` stands, to count its subviews.
/// 2. The transform is given a collection of that many `Subview`s.
/// 3. A subview placed in the result builds the content again where it stands — so that
///    modifiers and environment written on it reach it, as in SwiftUI — and keeps only its own
///    node. (A content of n subviews is built n + 1 times; the nodes not kept are left out of
///    the tree.)
final class SubviewSource {
    let build: (_ViewInputs, inout _ViewOutputs) -> Void

    init<Content: View>(_ content: Content) {
        build = { inputs, outputs in Content._makeNodes(content, inputs: inputs, outputs: &outputs) }
    }

    /// Step 1: the subviews where `inputs` builds.
    func subviews(inputs: _ViewInputs) -> SubviewsCollection {
        var outputs = _ViewOutputs()
        build(inputs, &outputs)
        return SubviewsCollection(source: self, range: 0..<outputs.nodes.count, values: outputs.nodes.map(\.containerValues))
    }

    /// Step 3: the nodes of the subviews in `range`, built where `inputs` builds.
    func makeNodes(of range: Range<Int>, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var all = _ViewOutputs()
        build(inputs, &all)
        let kept = range.clamped(to: 0..<all.nodes.count)
        outputs.nodes.append(contentsOf: all.nodes[kept])
    }
}

/// One subview of a view's content (iOS 18): a view that shows it where it is placed.
public nonisolated struct Subview: View, Identifiable {
    /// A subview's identity: its place among its content's subviews.
    public struct ID: Hashable, Sendable {
        let offset: Int
    }

    let source: SubviewSource
    let offset: Int
    /// The subview's identity.
    public var id: ID { ID(offset: offset) }
    /// The values the subview's content set with `containerValue(_:_:)`.
    public let containerValues: ContainerValues

    init(source: SubviewSource, offset: Int, values: [ContainerValues]) {
        self.source = source
        self.offset = offset
        self.containerValues = values.indices.contains(offset) ? values[offset] : ContainerValues()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds the subview's node, built where it is placed.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.source.makeNodes(of: view.offset..<(view.offset + 1), inputs: inputs, outputs: &outputs)
    }
}

/// The subviews of a view's content, in order (iOS 18). As a view it shows them all.
public nonisolated struct SubviewsCollection: RandomAccessCollection, View {
    let source: SubviewSource
    let range: Range<Int>
    /// The container values of every subview of the source, by offset.
    let values: [ContainerValues]

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { Subview(source: source, offset: range.lowerBound + position, values: values) }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(
            source: source, range: (range.lowerBound + bounds.lowerBound)..<(range.lowerBound + bounds.upperBound), values: values,
            startIndex: bounds.lowerBound)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds every subview's node.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.source.makeNodes(of: view.range, inputs: inputs, outputs: &outputs)
    }
}

/// A slice of a `SubviewsCollection` (iOS 18), indexed as the collection it came from.
public nonisolated struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let source: SubviewSource
    let range: Range<Int>
    /// The container values of every subview of the source, by offset.
    let values: [ContainerValues]
    public let startIndex: Int
    public var endIndex: Int { startIndex + range.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview {
        Subview(source: source, offset: range.lowerBound + position - startIndex, values: values)
    }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(
            source: source, range: (range.lowerBound + bounds.lowerBound - startIndex)..<(range.lowerBound + bounds.upperBound - startIndex),
            values: values, startIndex: bounds.lowerBound)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds the node of every subview in the slice.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.source.makeNodes(of: view.range, inputs: inputs, outputs: &outputs)
    }
}

/// The content of `Group(subviews:transform:)`: the transform's result over the subviews.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Steps 1–2, then the result built in place.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let collection = SubviewSource(view.subviews).subviews(inputs: inputs)
        Content._makeNodes(view.transform(collection), inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension Group {
    /// The views `transform` makes from the subviews of `view` (iOS 18): e.g. each subview
    /// with a modifier of its own, or the first few only.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The data of `ForEach(subviews:content:)`: the subviews of a view, counted when the
/// `ForEach` is built (empty before).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: SubviewSource
    var elements: [Subview] = []
    /// Whether the subviews have been counted.
    var isResolved = false
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { elements[position] }
}

/// A `ForEach`'s data that is known only where the view is built.
protocol SubviewsForEachData {
    /// Whether the data is known.
    var isResolved: Bool { get }
    /// The data with its subviews counted where `inputs` builds.
    func resolved(inputs: _ViewInputs) -> Self
}

extension ForEachSubviewCollection: SubviewsForEachData {
    func resolved(inputs: _ViewInputs) -> ForEachSubviewCollection<Content> {
        var copy = self
        copy.elements = Array(source.subviews(inputs: inputs))
        copy.isResolved = true
        return copy
    }
}

nonisolated extension ForEach where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    /// One view per subview of `view` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(ForEachSubviewCollection(source: SubviewSource(view)), id: \Subview.id, content: content)
    }
}
