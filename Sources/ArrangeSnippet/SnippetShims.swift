/// Declarations the generated program adds after the snippet so that common SwiftUI code
/// compiles although layout does not need it: `@State` and `@Binding` (a view's state keeps its
/// initial value; layout happens once), and `ObservableObject` with `@Published`, `@StateObject`
/// and `@ObservedObject`. Declared in the program's own module, they shadow any
/// the libraries may add later; a snippet that declares its own `State` or `Binding` keeps it.
enum SnippetShims {
    /// The Swift source of the shims, leaving out those the snippet declares itself, and those
    /// that use one left out (`@State`'s projection is a shim `Binding`; a snippet's own
    /// `Binding` may not have its initialiser).
    static func source(excluding declared: Set<String>) -> String {
        let shims: [(name: String, uses: [String], source: String)] = [
            ("Binding", [], binding), ("State", ["Binding"], state),
            ("ObservableObject", [], observableObject), ("Published", [], published),
            ("ObservedObject", ["Binding"], observedObject), ("StateObject", ["ObservedObject"], stateObject),
        ]
        var included: Set<String> = []
        var text = ""
        for shim in shims where !declared.contains(shim.name) && shim.uses.allSatisfy(included.contains) {
            included.insert(shim.name)
            text += shim.source
        }
        return text
    }

    static let observableObject = """
        /// Combine's `ObservableObject` for snippets: a class whose changes layout does not follow.
        protocol ObservableObject: AnyObject {}

        """

    static let published = """
        /// Combine's `@Published` for snippets: a stored value (layout happens once).
        @propertyWrapper struct Published<Value> {
            var wrappedValue: Value
            init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
            init(initialValue: Value) { self.wrappedValue = initialValue }
        }

        """

    static let stateObject = """
        /// SwiftUI's `@StateObject` for snippets: holds the object made by its initial value.
        @propertyWrapper struct StateObject<ObjectType: AnyObject> {
            let wrappedValue: ObjectType
            init(wrappedValue: @autoclosure () -> ObjectType) { self.wrappedValue = wrappedValue() }
            var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
        }

        """

    static let observedObject = """
        /// SwiftUI's `@ObservedObject` for snippets: refers to an object; `$object.name` is a binding.
        @propertyWrapper struct ObservedObject<ObjectType: AnyObject> {
            @dynamicMemberLookup struct Wrapper {
                let object: ObjectType
                subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member> {
                    let object = self.object
                    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
                }
            }
            let wrappedValue: ObjectType
            init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
            init(initialValue: ObjectType) { self.wrappedValue = initialValue }
            var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
        }

        """

    static let state = """
        /// SwiftUI's `@State` for snippets: holds a value, starting at its initial value.
        @propertyWrapper struct State<Value> {
            private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
            private let box: Box
            init(wrappedValue: Value) { box = Box(wrappedValue) }
            init(initialValue: Value) { box = Box(initialValue) }
            var wrappedValue: Value {
                get { box.value }
                nonmutating set { box.value = newValue }
            }
            var projectedValue: Binding<Value> {
                let box = self.box
                return Binding(get: { box.value }, set: { box.value = $0 })
            }
        }

        """

    static let binding = """
        /// SwiftUI's `@Binding` for snippets: reads and writes a value kept elsewhere.
        @propertyWrapper @dynamicMemberLookup struct Binding<Value> {
            private let read: () -> Value
            private let write: (Value) -> Void
            init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { read = get; write = set }
            init(projectedValue: Binding<Value>) { self = projectedValue }
            static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
            var wrappedValue: Value {
                get { read() }
                nonmutating set { write(newValue) }
            }
            var projectedValue: Binding<Value> { self }
            subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
                Binding<Member>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
            }
        }

        """
}
