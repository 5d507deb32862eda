import Foundation

/// The children of a lazy container, as rows it can build one at a time: a `ForEach` of
/// 100,000 elements is 100,000 rows, none built until the container asks for it.
struct LazyRows {
    /// A run of rows from one view: a `ForEach`'s elements, or a plain view's nodes.
    struct Segment {
        let count: Int
        /// Whether the rows belong to a `Section` (a list groups the others in implicit sections).
        var isSection = false
        let make: (Int) -> [LayoutNode]
        /// The identity of the row at an offset (a `ForEach` element's id), where rows have one.
        var identity: ((Int) -> AnyHashable)?
        /// Which part of a section the rows are: a lazy grid gives a header or footer a line
        /// of its own across every column.
        var part: Part = .content
    }

    /// The part of a `Section` a run of rows comes from.
    enum Part: Equatable {
        case content, header, footer
    }

    private(set) var segments: [Segment] = []
    private(set) var count = 0

    /// Marks the segments from `start` on as a section's `part`.
    mutating func markSegments(from start: Int, as part: Part) {
        for index in start..<segments.count {
            segments[index].part = part
        }
    }

    mutating func append(_ segment: Segment) {
        segments.append(segment)
        count += segment.count
    }

    /// The nodes of row `index`.
    func makeRow(_ index: Int) -> [LayoutNode] {
        var offset = index
        for segment in segments {
            if offset < segment.count { return segment.make(offset) }
            offset -= segment.count
        }
        return []
    }

    /// The index of the row whose identity is `id` (a `ForEach` element's id), if a row has it.
    func index(of id: AnyHashable) -> Int? {
        var start = 0
        for segment in segments {
            if let identity = segment.identity, let offset = (0..<segment.count).first(where: { identity($0) == id }) {
                return start + offset
            }
            start += segment.count
        }
        return nil
    }

    /// The rows of `content`: `ForEach`s (also inside groups and view builders) lazily, any
    /// other view eagerly, one row per node.
    static func of<Content: View>(_ content: Content, inputs: _ViewInputs) -> LazyRows {
        var rows = LazyRows()
        rows.appendRows(of: content, inputs: inputs)
        return rows
    }

    mutating func appendRows<V: View>(of view: V, inputs: _ViewInputs) {
        if let source = view as? any LazyRowSource {
            source.appendRows(to: &self, inputs: inputs)
        } else {
            appendNodes(of: view, inputs: inputs)
        }
    }

    /// Builds `view` now and makes each of its nodes a row.
    mutating func appendNodes<V: View>(of view: V, inputs: _ViewInputs) {
        let nodes = V.makeNodeList(view, inputs: inputs)
        append(Segment(count: nodes.count) { [nodes[$0]] })
    }
}

/// A view that hands a lazy container its rows without building them.
protocol LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs)
}

extension ForEach: LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        // `ForEach(subviews:)` and `ForEach(sections:)` find their data where they are built.
        if let deferred = data as? any SubviewsForEachData, !deferred.isResolved, let resolved = deferred.resolved(inputs: inputs) as? Data {
            var copy = self
            copy.data = resolved
            return copy.appendRows(to: &rows, inputs: inputs)
        }
        let data = self.data
        let content = self.content
        let idKeyPath = self.idKeyPath
        // Each row's views are tagged with the element's identity, as `ForEach` tags them when
        // built at once, so that scroll targets and selections find lazy rows too.
        var identity: ((Int) -> AnyHashable)?
        var source: Int32 = 0
        if let idKeyPath {
            let elementIdentity = { (offset: Int) in AnyHashable(data[data.index(data.startIndex, offsetBy: offset)][keyPath: idKeyPath]) }
            identity = elementIdentity
            let store = inputs.builder.store
            store.elementIdentities.append(ElementIdentities(elementIdentity))
            source = Int32(store.elementIdentities.count)
        }
        var segment = LazyRows.Segment(count: data.count) { offset in
            let element = data[data.index(data.startIndex, offsetBy: offset)]
            let nodes = Content.makeNodeList(content(element), inputs: Self.elementInputs(element, idKeyPath, inputs, position: offset))
            if source > 0 {
                for node in nodes where !node.hasTag {
                    node.setElementTag(ElementTag(source: source, offset: Int32(truncatingIfNeeded: offset)))
                }
            }
            return nodes
        }
        segment.identity = identity
        rows.append(segment)
    }
}

extension Group: LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        rows.appendRows(of: content, inputs: inputs)
    }
}

extension TupleView: LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        let collector = RowCollector(inputs: inputs)
        visitElements(collector)
        for segment in collector.rows.segments {
            rows.append(segment)
        }
    }
}

/// Gathers the rows of a tuple's views.
private final class RowCollector: TupleViewVisitor {
    let inputs: _ViewInputs
    var rows = LazyRows()
    /// The position of the next view in the list (its identity, as `TupleView` gives it).
    private var position = 0

    init(inputs: _ViewInputs) {
        self.inputs = inputs
    }

    func visit<V: View>(_ view: V) {
        rows.appendRows(of: view, inputs: inputs.child(position))
        position += 1
    }
}

extension _EnvironmentWriter: LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        rows.appendRows(of: content, inputs: inputs.with(change))
    }
}
