import Foundation

/// A key for a value a child hands its `Layout`: set with `layoutValue(key:value:)`, read with
/// `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a child that sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Hands `value` to the enclosing `Layout` under `key`. No effect on this view's own layout.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifyingNodes("layoutValue") { node in
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(key)] = value
            node.layoutValues = values
        }
    }
}
