import Foundation

/// A value kept in user defaults under `key`: `@AppStorage("username") var username = "Anonymous"`.
///
/// A picture must not depend on the machine it is drawn on, so without `store:` the value
/// starts at its default and changes stay with the view (like `@State`); with `store:` it is
/// read from and written to that `UserDefaults`. (SwiftUI uses `UserDefaults.standard`.)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    private let store: UserDefaults?
    private let key: String
    private let encode: (Value) -> Any?

    private init(
        defaultValue: Value, key: String, store: UserDefaults?, decode: (Any) -> Value?, encode: @escaping (Value) -> Any?
    ) {
        let stored = store?.object(forKey: key).flatMap(decode)
        state = State(wrappedValue: stored ?? defaultValue)
        self.store = store
        self.key = key
        self.encode = encode
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set {
            state.wrappedValue = newValue
            if let store, PropertyWrapperInstallation.isInstalled {
                store.set(encode(newValue), forKey: key)
            }
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A stored `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key, store: store, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// A stored `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key, store: store, decode: { $0 as? Int }, encode: { $0 })
    }

    /// A stored `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key, store: store, decode: { $0 as? Double }, encode: { $0 })
    }

    /// A stored `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(defaultValue: wrappedValue, key: key, store: store, decode: { $0 as? String }, encode: { $0 })
    }

    /// A stored `URL`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            defaultValue: wrappedValue, key: key, store: store,
            decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }

    /// A stored `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key, store: store, decode: { $0 as? Data }, encode: { $0 })
    }

    /// A stored enumeration with `Int` raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            defaultValue: wrappedValue, key: key, store: store,
            decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// A stored enumeration with `String` raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            defaultValue: wrappedValue, key: key, store: store,
            decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// A stored optional `String`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(defaultValue: nil, key: key, store: store, decode: { $0 as? String }, encode: { $0 })
    }

    /// A stored optional `Int`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(defaultValue: nil, key: key, store: store, decode: { $0 as? Int }, encode: { $0 })
    }

    /// A stored optional `Double`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(defaultValue: nil, key: key, store: store, decode: { $0 as? Double }, encode: { $0 })
    }

    /// A stored optional `Bool`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(defaultValue: nil, key: key, store: store, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// A stored optional `URL`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(defaultValue: nil, key: key, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0?.absoluteString })
    }

    /// A stored optional enumeration by its `String` raw value, `nil` when absent or unknown.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(defaultValue: nil, key: key, store: store, decode: { ($0 as? String).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }

    /// A stored optional enumeration by its `Int` raw value, `nil` when absent or unknown.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(defaultValue: nil, key: key, store: store, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
    }

    /// A stored optional `Data`, `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(defaultValue: nil, key: key, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
}

/// A value kept with the scene for state restoration: `@SceneStorage("selectedTab") var tab = 0`.
/// A still picture is a fresh scene, so it starts at its default; changes stay with the view.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    private init(defaultValue: Value) {
        state = State(wrappedValue: defaultValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage {
    /// A restored `Bool`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(defaultValue: wrappedValue) }
    /// A restored `Int`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(defaultValue: wrappedValue) }
    /// A restored `Double`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(defaultValue: wrappedValue) }
    /// A restored `String`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(defaultValue: wrappedValue) }
    /// A restored `URL`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(defaultValue: wrappedValue) }
    /// A restored `Data`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(defaultValue: wrappedValue) }
    /// A restored enumeration with `Int` raw values.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue)
    }
    /// A restored enumeration with `String` raw values.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue)
    }
    /// A restored optional `String`.
    public init(_ key: String) where Value == String? { self.init(defaultValue: nil) }
}

// A state (its storage takes a lock), a key, and UserDefaults, which is thread-safe.
extension AppStorage: @unchecked Sendable where Value: Sendable {}
extension SceneStorage: @unchecked Sendable where Value: Sendable {}
