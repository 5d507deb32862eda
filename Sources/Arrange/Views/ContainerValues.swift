import Foundation

/// A key for a value a view hands the container it is a subview of (iOS 18): set with
/// `containerValue(_:_:)`, read from `Subview.containerValues` or `SectionConfiguration`'s.
/// `@Entry var icon: Image? = nil` in an `extension ContainerValues` declares one.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// The values a container reads from its subviews (iOS 18): what `containerValue(_:_:)` set on
/// each, by key. No effect on layout until the container's own code reads them (a custom card
/// stack drawing `subview.containerValues.icon` beside each subview).
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when the subview set none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Hands `value` to the container this view is a subview of, at `keyPath` of its
    /// `ContainerValues`. No effect on this view's own layout; on a `Section`, the section's
    /// values too.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}

/// Sets a container value on each node its content produced, and on each section whose nodes
/// are all among them (the modifier was written on the `Section`, or around it).
nonisolated struct ContainerValueModifier: ViewModifier {
    typealias Body = Never
    let apply: (inout ContainerValues) -> Void

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs, &outputs)
        let nodes = outputs.nodes[start...]
        var nodesPerSection: [ObjectIdentifier: Int] = [:]
        for node in nodes {
            var values = node.containerValues
            modifier.apply(&values)
            node.containerValues = values
            if let mark = node.sectionMark { nodesPerSection[ObjectIdentifier(mark.section), default: 0] += 1 }
        }
        for node in nodes {
            guard let section = node.sectionMark?.section, nodesPerSection[ObjectIdentifier(section)] == section.nodeCount else { continue }
            nodesPerSection[ObjectIdentifier(section)] = nil
            modifier.apply(&section.containerValues)
        }
    }
}

/// The container values, stored with the node's layout values under a key of their own (so a
/// modifier wrapping the node keeps them, as it keeps layout values).
enum ContainerValuesStorageKey: LayoutValueKey {
    static var defaultValue: ContainerValues { ContainerValues() }
}

extension LayoutNode {
    /// The values `containerValue(_:_:)` set on the node.
    var containerValues: ContainerValues {
        get { layoutValues?[ObjectIdentifier(ContainerValuesStorageKey.self)] as? ContainerValues ?? ContainerValues() }
        nonmutating set {
            var values = layoutValues ?? [:]
            values[ObjectIdentifier(ContainerValuesStorageKey.self)] = newValue
            layoutValues = values
        }
    }
}
