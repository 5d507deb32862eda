import Foundation

/// A value a view owns: `@State private var count = 0`. Layout draws a view at rest, so the
/// state is its initial value, changed only by the view's own code while the layout runs
/// (then later reads in the same layout see the change) and by the actions that run once the
/// view has appeared (`onAppear`, `task`; then the view is laid out again and keeps the value
/// while it stays at its place, `StateStore`). `$count` is a `Binding` to it.
///
/// Read or written outside a layout, it is the initial value and writes are ignored, with
/// SwiftUI's runtime warning.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let storage: WrapperStorage<Value>

    /// A state starting at `value`.
    public init(wrappedValue value: Value) {
        initialValue = value
        storage = WrapperStorage(value)
    }

    /// A state starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// A state starting at `nil`: `@State private var selection: Item?` (declared here, in the
    /// type's body, so that a property without an initial value uses it). Generic over the
    /// wrapped type, as SwiftUI's is: a non-optional `@State var phase: Phase` without an
    /// initial value is then not default-initialised, and the memberwise initialiser takes a
    /// `Phase` (`Card(phase: .ready)`).
    public init<Wrapped>() where Value == Wrapped? {
        self.init(wrappedValue: nil)
    }

    /// The current value (the initial one outside a layout).
    public var wrappedValue: Value {
        get {
            PropertyWrapperInstallation.check(PropertyWrapperInstallation.outsideView("State"))
                ? storage.read() : initialValue
        }
        nonmutating set {
            guard PropertyWrapperInstallation.check(PropertyWrapperInstallation.outsideView("State")) else { return }
            storage.write(newValue)
        }
    }

    /// A binding that reads and writes the state.
    public var projectedValue: Binding<Value> {
        let state = self
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: KeptStateProperty {
    var keptBox: AnyObject { storage }

    func resume(from earlier: AnyObject?) {
        storage.write((earlier as? WrapperStorage<Value>)?.read() ?? initialValue)
    }
}
