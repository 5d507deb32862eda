import Foundation

/// An object that keeps values by key itself, so that key-value coding reads and writes them
/// there: Core Data's objects keep their attributes this way (`NSManagedObject`).
public protocol KeyValueCodingStorage: AnyObject {
    /// The value kept for `key`, `nil` when there is none.
    func storedValue(forKey key: String) -> Any?
    /// Keeps `value` for `key` (`nil` removes it).
    func storeValue(_ value: Any?, forKey key: String)
}

// Key-value coding as Apple's Foundation gives every `NSObject`, which Linux's Foundation lacks.
extension NSObject {
    /// The value of the property `key`: an object keeping its values by key
    /// (`KeyValueCodingStorage`, a Core Data object) answers from them; `UserDefaults` answers
    /// with its stored object; any other object with its stored property of that name, read by
    /// reflection (`nil` when it has none, where Apple's Foundation raises an exception).
    public func value(forKey key: String) -> Any? {
        if let storage = self as? KeyValueCodingStorage { return storage.storedValue(forKey: key) }
        if let defaults = self as? UserDefaults { return defaults.object(forKey: key) }
        return KeyValueReflection.storedProperty(key, of: self)
    }

    /// Sets the property `key` to `value`: in an object keeping its values by key (a Core Data
    /// object) and in `UserDefaults` (`set(_:forKey:)`). Any other object's properties cannot be
    /// written by name on Linux: nothing changes (docs/DIFFERENCES.md, "Foundation").
    public func setValue(_ value: Any?, forKey key: String) {
        if let storage = self as? KeyValueCodingStorage {
            storage.storeValue(value, forKey: key)
        } else if let defaults = self as? UserDefaults {
            defaults.set(value, forKey: key)
        }
    }
}

/// Reads an object's stored properties by name, through its class and superclasses.
enum KeyValueReflection {
    static func storedProperty(_ key: String, of object: AnyObject) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return unwrapped(child.value) }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A property holding an optional gives its value, or `nil` for `.none`, as Apple's does.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
