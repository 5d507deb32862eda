import Foundation

/// A value a gesture changes while it is under way: `@GestureState private var offset = CGSize.zero`.
/// A still picture shows no gesture under way, so it is always its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// A gesture state that rests at `value`.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// A gesture state that rests at `value`.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// A gesture state that rests at `value`, reset in `transaction` after the gesture.
    public init(wrappedValue value: Value, resetTransaction: Transaction) {
        initialValue = value
    }

    /// A gesture state that rests at `value`, reset by `reset` after the gesture.
    public init(wrappedValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = value
    }

    /// A gesture state that rests at `false`: `@GestureState private var isPressed: Bool`.
    public init() where Value: ExpressibleByBooleanLiteral {
        initialValue = false
    }

    /// The value at rest.
    public var wrappedValue: Value { initialValue }

    /// The state, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: Sendable where Value: Sendable {}
