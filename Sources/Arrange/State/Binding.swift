import Foundation

/// Reads and writes a value owned elsewhere: `@Binding var isOn: Bool`, passed as `$isOn`.
/// `$item.name` is a binding to a member; `Binding.constant(_:)` never changes.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding that reads with `get` and writes with `set`, which is also given the
    /// transaction (always the empty one: nothing animates in a still picture).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The binding `projectedValue` (what `$name` passes to a `@Binding` parameter).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to `value` that ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// The transaction of changes made through the binding: always the empty one.
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }

    /// A binding to a member of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding, to be changed in `transaction` (which nothing at rest observes).
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// The same binding, whose changes animate with `animation` (`$isOn.animation()`): a still
    /// picture shows the value at rest, so the animation is not kept.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// A binding to an optional value that is never `nil`.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to `base`'s value, or `nil` when it is `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
    }

    /// A binding to a hashable value, type-erased.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity: `ForEach($items) { $item in … }` identifies rows by it.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to each element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the elements' bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The bindings of a range of elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The value's index.
    public typealias Index = Value.Index
    /// The value's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The value's indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: @unchecked Sendable where Value: Sendable {}
