import Foundation

/// Whether a view's property wrapper is "installed on a view": read or written while a layout is
/// building or placing views (SwiftUI's views are installed while they are in a hierarchy; a
/// still picture's hierarchy exists while its layout runs). Outside that, SwiftUI logs a runtime
/// warning and the wrapper answers with its initial value; Arrange writes the same warning to
/// standard error and does the same.
enum PropertyWrapperInstallation {
    /// Whether the current thread of work is running a layout (a `task` the layout stopped
    /// waiting for no longer is, `LifecycleTasks`).
    static var isInstalled: Bool { MainActorExclusion.isRunningLayout && LifecycleTasks.current?.isExpired != true }

    /// `true` inside a layout; else writes SwiftUI's warning `message` and returns `false`
    /// (silently for a `task` the layout stopped waiting for: its later writes are dropped).
    static func check(_ message: @autoclosure () -> String) -> Bool {
        if isInstalled { return true }
        if LifecycleTasks.current?.isExpired == true { return false }
        FileHandle.standardError.write(Data(("SwiftUI runtime warning: " + message() + "\n").utf8))
        return false
    }

    /// SwiftUI's warning for `wrapper` (`State`, `FocusState` …) read outside a view: it gives a
    /// constant binding of its initial value.
    static func outsideView(_ wrapper: String) -> String {
        "Accessing \(wrapper)'s value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
    }
}

/// The value a state-like wrapper holds: its initial value and, inside a layout, what the
/// view's code wrote since. Copies of the wrapper (views are values) share one storage.
/// Safe to share across threads: every access takes the lock.
final class WrapperStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// The current value.
    func read() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Replaces the value.
    func write(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}
