import Foundation

/// An `ObservableObject` a view creates and owns: `@StateObject private var model = Model()`.
/// The object is made once, when first read in the layout, and kept by every copy of the view
/// value and, while the view stays at its place, by the view built there in the layouts that
/// follow (`StateStore`). `$model.name` is a binding to a property.
///
/// Read outside a layout, it makes a new object each time, with SwiftUI's runtime warning.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let storage = WrapperStorage<ObjectType?>(nil)

    /// The object `thunk` makes, made when first needed.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        guard PropertyWrapperInstallation.check(
            "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        else { return make() }
        if let object = storage.read() { return object }
        let object = make()
        storage.write(object)
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: KeptStateProperty {
    var keptBox: AnyObject { storage }

    /// The object made in the layout before, or none yet (made when first read).
    func resume(from earlier: AnyObject?) {
        storage.write((earlier as? WrapperStorage<ObjectType?>)?.read() ?? nil)
    }
}

/// An `ObservableObject` a view is given: `@ObservedObject var model: Model`.
/// `$model.name` is a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to an object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Refers to `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Refers to `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An `ObservableObject` an ancestor provides with `environmentObject(_:)`:
/// `@EnvironmentObject var settings: Settings`.
///
/// When no ancestor provides one, SwiftUI stops the app; Arrange leaves the view out of the
/// layout with SwiftUI's message as a diagnostic. Read outside a layout, there is no object to
/// give, and it stops with that message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public let slot = EnvironmentSlot()

    /// Reads the object of type `ObjectType` an ancestor provides.
    public init() {}

    /// The object the nearest ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = slot.environment.environmentObjects.object(ObjectType.self) else {
            preconditionFailure(Self.missingMessage)
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// SwiftUI's message for a missing object.
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

// It holds only where to read the object from.
extension EnvironmentObject: @unchecked Sendable {}

extension EnvironmentObject: EnvironmentReading {
    public func missingValueMessage(in environment: EnvironmentValues) -> String? {
        environment.environmentObjects.object(ObjectType.self) == nil ? Self.missingMessage : nil
    }
}

/// The objects ancestors provided with `environmentObject(_:)` and `environment(_:)`, by type,
/// and the fallbacks the arrange tool provides above a view it renders on its own
/// (`_arrangeFallbackEnvironmentObject(madeWith:_:)`), made only when read.
struct EnvironmentObjects: @unchecked Sendable {
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    private var fallbacks: [ObjectIdentifier: FallbackEnvironmentObject] = [:]

    /// The object of type `type`, if an ancestor provided one; else, when `orFallback`, the
    /// tool's fallback for the type, made on first read.
    func object<T: AnyObject>(_ type: T.Type, orFallback: Bool = true) -> T? {
        if let object = objects[ObjectIdentifier(type)] as? T { return object }
        guard orFallback else { return nil }
        return fallbacks[ObjectIdentifier(type)]?.object as? T
    }

    /// Provides `fallback` for the objects of `type` that no ancestor provides.
    mutating func setFallback<T: AnyObject>(_ fallback: FallbackEnvironmentObject, as type: T.Type) {
        fallbacks[ObjectIdentifier(type)] = fallback
    }

    /// Provides `object` as the object of its type (`nil` removes it).
    mutating func set<T: AnyObject>(_ object: T?, as type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }
}

/// Where `EnvironmentValues` keeps the provided objects.
private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue = EnvironmentObjects()
}

extension EnvironmentValues {
    /// The objects ancestors provided, by type.
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Provides `object` to the `@EnvironmentObject` properties of this view and its descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0.set(object, as: T.self) }
    }
}
