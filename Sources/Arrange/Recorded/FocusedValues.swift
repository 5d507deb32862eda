import Foundation

// Focused values are what the focused view publishes to menus and commands (`focusedValue`,
// read with `@FocusedValue`). A still picture has no focused view: every focused value reads
// `nil`, and the modifiers record themselves on the node.

/// A key for a value the focused view publishes.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and its ancestors publish, by key: none at rest.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value for `key`, or `nil` when none is published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value published by the focused view, read by key path: `nil` at rest.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The focused view's value: none at rest.
    public var wrappedValue: Value? { nil }
}

/// A binding published by the focused view, read by key path: `nil` at rest.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value: none at rest.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the bound value, which stays `nil`.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

nonisolated extension View {
    /// Publishes `value` at `keyPath` while this view has focus. Recorded.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        recording("focusedValue", RecordedArgument.text(value))
    }

    /// Publishes `value` at `keyPath` while this view's scene has focus. Recorded.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        recording("focusedSceneValue", RecordedArgument.text(value))
    }
}
