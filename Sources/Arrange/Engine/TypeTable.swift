import Foundation

/// Facts about types, worked out once and kept for the whole process behind one lock: where a
/// view type keeps its `@Environment` properties (`EnvironmentFields`), how many nodes the last
/// tree of a root type had (`NodeCountEstimate`).
///
/// Invariants: a value is stored per type (`ObjectIdentifier` of the metatype); making a value
/// runs outside the lock, so two threads may both make one the first time, and the last stored
/// wins (each table stores values that are equal for the same type, or estimates).
final class TypeTable<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, made with `make` the first time it is asked for.
    func value(for type: Any.Type, orMake make: () -> Value) -> Value {
        if let known = self[type] { return known }
        let value = make()
        self[type] = value
        return value
    }

    /// The value stored for `type`, if any; setting `nil` forgets it.
    subscript(type: Any.Type) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return values[ObjectIdentifier(type)]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            values[ObjectIdentifier(type)] = newValue
        }
    }
}
