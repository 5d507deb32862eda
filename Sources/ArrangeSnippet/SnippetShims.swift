/// Declarations the generated program adds after the snippet so that common SwiftUI code
/// compiles although layout does not need it: `@State` and `@Binding` (a view's state keeps its
/// initial value; layout happens once). Declared in the program's own module, they shadow any
/// the libraries may add later; a snippet that declares its own `State` or `Binding` keeps it.
enum SnippetShims {
    /// The Swift source of the shims, leaving out those the snippet declares itself.
    static func source(excluding declared: Set<String>) -> String {
        var text = ""
        if !declared.contains("State") { text += state }
        if !declared.contains("Binding") { text += binding }
        return text
    }

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
