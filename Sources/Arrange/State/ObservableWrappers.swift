import Foundation
import Observation

extension Environment {
    /// Reads the `@Observable` object of type `objectType` an ancestor provides with
    /// `environment(_:)`: `@Environment(Library.self) private var library`.
    ///
    /// When no ancestor provides one, SwiftUI stops the app; Arrange leaves the view out of the
    /// layout with SwiftUI's message as a diagnostic (read outside a layout, it stops).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        let message = "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
        self.init(
            read: { environment in
                guard let object = environment.environmentObjects.object(Value.self) else { preconditionFailure(message) }
                return object
            },
            missingValue: { $0.environmentObjects.object(Value.self) == nil ? message : nil })
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor provides, or `nil`:
    /// `@Environment(Library.self) private var library: Library?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        // The tool's fallback is not read: a view asking for an optional object handles none.
        self.init(read: { $0.environmentObjects.object(T.self, orFallback: false) }, missingValue: nil)
    }
}

nonisolated extension View {
    /// Provides `object` to the `@Environment(T.self)` properties of this view and its
    /// descendants (`nil` removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.environmentObjects) { $0.set(object, as: T.self) }
    }
}

/// Bindings to the properties of an `@Observable` object: `@Bindable var book: Book`, then
/// `$book.title`; or `@Bindable var book = book` inside `body`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `bindable`'s object.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Itself: `$book.title` reaches its bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
