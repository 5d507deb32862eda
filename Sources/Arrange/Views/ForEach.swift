import Foundation

/// One view per element of a collection; the enclosing container lays each out as its own child.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>?

    /// One view per element, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = id
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the view built for each element, in order, as siblings.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // `ForEach(subviews:)` counts its subviews where it is built (`Subviews.swift`).
        if let deferred = view.data as? any SubviewsForEachData, !deferred.isResolved,
            let data = deferred.resolved(inputs: inputs) as? Data
        {
            var resolved = view
            resolved.data = data
            return _makeNodes(resolved, inputs: inputs, outputs: &outputs)
        }
        // The fields are read once, outside the closure that builds the elements (each read
        // there asked for the view type's metadata again), and the elements walked by index:
        // this runs unspecialized (the view's types are the caller's), where each field read
        // asks for the type's metadata and an iterator costs a generic type of its own per element.
        let data = view.data
        let content = view.content
        let idKeyPath = view.idKeyPath
        inputs.descending { inner in
            // Each element's views are tagged with its identity unless they have a tag of their
            // own, as in SwiftUI: a Picker over a ForEach needs no `.tag(_:)`. The identity is
            // worked out when a tag is read, not for every element here.
            var source: Int32 = 0
            if let idKeyPath {
                let store = inputs.builder.store
                store.elementIdentities.append(
                    ElementIdentities { offset in AnyHashable(data[data.index(data.startIndex, offsetBy: offset)][keyPath: idKeyPath]) })
                source = Int32(store.elementIdentities.count)
            }
            var offset: Int32 = 0
            // A range of integers, the commonest data, is walked as integers: advancing a
            // `Range<Int>` index through the unspecialized `Collection` witness looked up the
            // range's generic metadata on every element (about 1,000 instructions an element, a
            // tenth of building a flat tree).
            if Data.self == Range<Int>.self, Data.Element.self == Int.self, let range = data as? Range<Int> {
                outputs.makeRoom(forAbout: range.count)
                for element in range {
                    makeElement(
                        unsafeBitCast(element, to: Data.Element.self), content: content, inputs: inner.child(id: element),
                        outputs: &outputs, source: source, offset: &offset)
                }
                return
            }
            // An array's elements are read from its storage, for the same reason.
            let walked: Void? = data.withContiguousStorageIfAvailable { elements in
                for position in 0..<elements.count {
                    let element = elements[position]
                    makeElement(
                        element, content: content, inputs: elementInputs(element, idKeyPath, inner, position: position), outputs: &outputs,
                        source: source, offset: &offset)
                }
            }
            if walked != nil { return }
            var index = data.startIndex
            let end = data.endIndex
            while index != end {
                let element = data[index]
                data.formIndex(after: &index)
                makeElement(
                    element, content: content, inputs: elementInputs(element, idKeyPath, inner, position: Int(offset)), outputs: &outputs,
                    source: source, offset: &offset)
            }
        }
    }

    /// The inputs of an element's views: named by the element's id, as SwiftUI identifies a
    /// `ForEach`'s views, so that a row keeps its state with its element when others are
    /// inserted or removed before it; by its position when the `ForEach` has no ids (subviews).
    /// Lazy containers build their rows with the same inputs (`LazyRows`).
    static func elementInputs(
        _ element: Data.Element, _ idKeyPath: KeyPath<Data.Element, ID>?, _ inputs: _ViewInputs, position: Int
    ) -> _ViewInputs {
        guard let idKeyPath else { return inputs.child(position) }
        return inputs.child(id: element[keyPath: idKeyPath])
    }

    /// Builds the views of one element with `inputs` (`elementInputs`) and tags them with its
    /// identity (the element at `offset` of `ForEach` number `source` in the store, when it has
    /// identities), then counts it. A function of its own rather than a nested one: a nested
    /// function's captured variables were checked for exclusive access on every element.
    private static func makeElement(
        _ element: Data.Element, content: (Data.Element) -> Content, inputs: _ViewInputs, outputs: inout _ViewOutputs,
        source: Int32, offset: inout Int32
    ) {
        let start = outputs.nodes.count
        Content._makeNodes(content(element), inputs: inputs, outputs: &outputs)
        if source > 0 {
            for node in outputs.nodes[start...] where !node.hasTag {
                node.setElementTag(ElementTag(source: source, offset: offset))
            }
        }
        offset &+= 1
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in `data`, e.g. `ForEach(0..<100) { i in … }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \Int.self
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \Data.Element.id
    }
}

extension _ViewOutputs {
    /// Makes room for about `count` more nodes at once (each element of a range usually makes
    /// one), so that a `ForEach` of 10,000 rows does not copy its outputs each time they
    /// double; by doubling at least, since nested `ForEach`es append a few at a time to the
    /// same outputs, and an exact reservation for each would copy them every time.
    fileprivate mutating func makeRoom(forAbout count: Int) {
        let needed = nodes.count + count
        guard needed > nodes.capacity else { return }
        nodes.reserveCapacity(max(needed, nodes.capacity * 2))
    }
}
