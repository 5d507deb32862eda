import Foundation

/// An object the arrange tool provides above a view it renders on its own, for the
/// `@EnvironmentObject` and `@Environment(Model.self)` properties that no ancestor provides
/// (the app provides them at its root, which a screen rendered alone lacks).
///
/// Invariants: `make` runs at most once, the first time `object` is read, so that a view whose
/// own preview provides the object never makes the fallback; every reader shares that object.
/// The first read reports the type through `FallbackEnvironmentObject.report`, so that the
/// tool can say it gave one.
final class FallbackEnvironmentObject: @unchecked Sendable {
    private let make: () -> AnyObject
    private let typeName: String
    /// How the object is made, as the tool's note shows it: `Router()`.
    private let madeWith: String
    private var made: AnyObject?
    private let lock = NSLock()

    /// Called with the type's name and how it was made the first time a fallback is made (the
    /// tool prints a note).
    nonisolated(unsafe) static var report: (_ type: String, _ madeWith: String) -> Void = { _, _ in }

    /// A fallback made by `make`, which may be `@MainActor` (a model class often is): layouts
    /// run on the main thread, where the views are built, so it is called there. `madeWith`
    /// says how, for the note (`Type()` when `nil`).
    init<T: AnyObject>(_ make: @escaping @MainActor () -> T, madeWith: String? = nil) {
        // The same representation with or without the global actor; only the checker differs.
        let onThisThread = unsafeBitCast(make, to: (() -> T).self)
        self.make = { onThisThread() }
        self.typeName = String(describing: T.self)
        self.madeWith = madeWith ?? "\(T.self)()"
    }

    /// The object, made on first read.
    var object: AnyObject {
        lock.lock()
        if let made {
            lock.unlock()
            return made
        }
        lock.unlock()
        // Made outside the lock: its init may build views that read the environment.
        let object = make()
        lock.lock()
        let first = made == nil
        if first { made = object }
        let result = made!
        lock.unlock()
        if first { Self.report(typeName, madeWith) }
        return result
    }
}

nonisolated extension View {
    /// The arrange tool's fallback: provides `make()` to this view and its descendants for the
    /// `@EnvironmentObject` (or `@Environment(T.self)`) properties of type `T` that no nearer
    /// ancestor provides; `make` runs only if one is read, and the tool's note says it was made
    /// as `madeWith` says (`T()` when `nil`). Not SwiftUI API: the tool adds it outermost around
    /// a view it renders on its own (docs/DIFFERENCES.md, "The arrange tool").
    public func _arrangeFallbackEnvironmentObject<T: AnyObject>(
        madeWith: String? = nil, _ make: @escaping @MainActor () -> T
    ) -> some View {
        let fallback = FallbackEnvironmentObject(make, madeWith: madeWith)
        return transformEnvironment(\.environmentObjects) { $0.setFallback(fallback, as: T.self) }
    }
}

/// Where the tool learns which fallbacks were made (`FallbackEnvironmentObject.report`).
public enum FallbackEnvironmentObjects {
    /// Calls `action` with a type's name and how it was made (`Router()`) each time a fallback
    /// object of that type is first made.
    public static func onMake(_ action: @escaping (_ type: String, _ madeWith: String) -> Void) {
        FallbackEnvironmentObject.report = action
    }
}
