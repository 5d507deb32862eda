import Foundation

/// Actions SwiftUI runs as a view comes and goes or a value changes. A still picture is laid
/// out once, so no action runs (an `onAppear` that sets state does not change the picture);
/// each modifier is recorded on the node.
nonisolated extension View {
    /// Runs `action` when the view appears. Recorded; not run.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        recording("onAppear")
    }

    /// Runs `action` when the view disappears. Recorded; not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        recording("onDisappear")
    }

    /// Runs `action` with the old and new values when `value` changes (iOS 17); with
    /// `initial`, also when the view appears. Recorded; not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        recording("onChange", "of: \(RecordedArgument.text(value))")
    }

    /// Runs `action` when `value` changes (iOS 17). Recorded; not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        recording("onChange", "of: \(RecordedArgument.text(value))")
    }

    /// Runs `action` with the new value when `value` changes (before iOS 17). Recorded; not run.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        recording("onChange", "of: \(RecordedArgument.text(value))")
    }

    /// Starts `action` when the view appears, cancelled when it disappears. Recorded; not run.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        recording("task")
    }

    /// Starts `action` when the view appears and again whenever `id` changes. Recorded; not run.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        recording("task", "id: \(RecordedArgument.text(value))")
    }

    /// Lets people pull to refresh a scrollable view, running `action`. Recorded; not run.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        recording("refreshable")
    }

    /// Runs `action` when the person submits a text field inside. Recorded; not run.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        recording("onSubmit")
    }
}

/// What submits a view: a text field's return key, a search field.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Triggers from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's search key.
    public static let search = SubmitTriggers(rawValue: 2)
}
