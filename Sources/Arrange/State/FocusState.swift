import Foundation

/// Which control has keyboard focus: `@FocusState private var isFocused: Bool` or
/// `@FocusState private var field: Field?`. Nothing is focused in a view at rest, so the value
/// starts `false` or `nil`; the view's own code may set it while the layout runs.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let state: FocusState<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// Itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    private let initialValue: Value
    private let storage: WrapperStorage<Value>

    private init(resting value: Value) {
        initialValue = value
        storage = WrapperStorage(value)
    }

    // The no-argument initialisers are in the type's own body: only there does the compiler
    // let `@FocusState var isFocused: Bool` (no initial value) use them.

    /// Whether a control has focus; `false` at rest.
    public init() where Value == Bool {
        self.init(resting: false)
    }

    /// Which of several controls has focus; `nil` at rest.
    public init<T: Hashable>() where Value == T? {
        self.init(resting: nil)
    }

    /// What has focus (the initial value outside a layout).
    public var wrappedValue: Value {
        get {
            PropertyWrapperInstallation.check(PropertyWrapperInstallation.outsideView("FocusState"))
                ? storage.read() : initialValue
        }
        nonmutating set {
            guard PropertyWrapperInstallation.check(PropertyWrapperInstallation.outsideView("FocusState")) else { return }
            storage.write(newValue)
        }
    }

    /// A binding for `focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(state: self) }
}

// Its storage takes a lock.
extension FocusState: @unchecked Sendable where Value: Sendable {}

extension FocusState: KeptStateProperty {
    var keptBox: AnyObject { storage }

    func resume(from earlier: AnyObject?) {
        storage.write((earlier as? WrapperStorage<Value>)?.read() ?? initialValue)
    }
}

/// Which view VoiceOver's focus is on: `@AccessibilityFocusState private var isFocused: Bool`.
/// No assistive technology runs at rest, so it behaves as `FocusState` does (it is the same
/// wrapper): `false` or `nil` until the view's own code sets it.
public typealias AccessibilityFocusState = FocusState
