import Foundation

/// A property of a view that the layout fills in before it asks for the view's `body`.
public protocol DynamicProperty {}

/// Reads a value of the environment the view is laid out in:
/// `@Environment(\.layoutDirection) var direction`.
///
/// The value is filled in when the layout builds the view, before `body` is evaluated; read
/// outside a layout, it is the default. (A view value laid out on two threads at once would
/// share this storage: lay out copies instead.)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let storage = EnvironmentStorage<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment the view was laid out in.
    public var wrappedValue: Value {
        storage.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: EnvironmentReading {
    func read(from environment: EnvironmentValues) {
        storage.value = environment[keyPath: keyPath]
    }
}

/// Something in a view that takes its value from the environment.
protocol EnvironmentReading {
    func read(from environment: EnvironmentValues)
}

/// Where an `@Environment` property keeps the value filled in (the view itself is immutable).
private final class EnvironmentStorage<Value> {
    var value: Value?
}

extension TreeBuilder {
    /// Fills in the `@Environment` properties of `view` (a view written by the user).
    func fillEnvironmentProperties<V: View>(of view: V, from environment: EnvironmentValues) {
        let type = ObjectIdentifier(V.self)
        if typesWithoutEnvironment.contains(type) { return }
        var found = false
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? EnvironmentReading {
                property.read(from: environment)
                found = true
            }
        }
        if !found { typesWithoutEnvironment.insert(type) }
    }
}
