import Foundation

// Key-value coding as Apple's Foundation gives every `NSObject`, for the objects apps use it on
// that Linux's Foundation can answer: `UserDefaults.setValue(_:forKey:)` (`value(forKey:)` is
// Linux's already).

extension UserDefaults {
    /// Stores `value` under `key`, as key-value coding on `UserDefaults` does (`set(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
