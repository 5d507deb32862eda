import Foundation

/// Actions SwiftUI runs as a view comes and goes or a value changes. A still picture shows the
/// view once it has appeared, as an iPhone shows it: after a layout, the actions of the views
/// that appeared run (`onAppear`, `onChange(of:initial: true)`, then `task`), and when they ran
/// the view is laid out again with its state kept, until nothing more runs
/// (`LifecycleRounds`). `onDisappear` never runs: nothing leaves a still picture. Each
/// modifier is also recorded on the node.
nonisolated extension View {
    /// Runs `action` when the view appears: after its first layout, before the picture is
    /// drawn, as SwiftUI runs it before the first frame.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        lifecycle(LifecycleAction(name: "onAppear", effect: .appear(action ?? {})))
    }

    /// Runs `action` when the view disappears. Recorded; never runs in a still picture.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        recording("onDisappear")
    }

    /// Runs `action` with the old and new values when `value` changes from one layout to the
    /// next (iOS 17); with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        lifecycle(LifecycleAction(name: "onChange", watching: value, arguments: "of: \(RecordedArgument.text(value))", effect: .change(initial: initial) { old, new in
            if let old = old as? V, let new = new as? V { action(old, new) }
        }))
    }

    /// Runs `action` when `value` changes from one layout to the next (iOS 17); with `initial`,
    /// also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        lifecycle(LifecycleAction(name: "onChange", watching: value, arguments: "of: \(RecordedArgument.text(value))", effect: .change(initial: initial) { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes from one layout to the next
    /// (before iOS 17).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        lifecycle(LifecycleAction(name: "onChange", watching: value, arguments: "of: \(RecordedArgument.text(value))", effect: .change(initial: false) { _, new in
            if let new = new as? V { action(new) }
        }))
    }

    /// Starts `action` when the view appears, after the views' `onAppear` actions; the picture
    /// waits for it a bounded time (`LifecycleTasks.patience`), then shows what it had done.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        lifecycle(LifecycleAction(name: "task", effect: .task(action)))
    }

    /// Starts `action` when the view appears and again whenever `id` changes from one layout to
    /// the next.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        lifecycle(LifecycleAction(name: "task", watching: value, arguments: "id: \(RecordedArgument.text(value))", effect: .task(action)))
    }

    /// Lets people pull to refresh a scrollable view, running `action`. Recorded; not run.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        recording("refreshable")
    }

    /// Runs `action` when the person submits a text field inside. Recorded; not run.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        recording("onSubmit")
    }

    /// This view with `action` on each node it produces, and recorded there.
    private func lifecycle(_ action: LifecycleAction) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier(action: action))
    }
}

/// What one lifecycle modifier does once its view has appeared, and what it watches from one
/// layout to the next.
struct LifecycleAction {
    /// What runs, and when.
    enum Effect {
        /// `onAppear`: runs when the view appears.
        case appear(() -> Void)
        /// `onChange`: runs with the old and new values when the watched value changes, and
        /// with `initial` when the view appears (old and new then the same).
        case change(initial: Bool, (_ old: Any, _ new: Any) -> Void)
        /// `task`: starts when the view appears and when the watched value (its `id`) changes.
        case task(@Sendable () async -> Void)
    }

    /// The modifier's name: `onAppear`, `onChange`, `task`.
    let name: String
    /// The value compared from one layout to the next (`onChange`'s value, `task`'s id).
    let watched: Any?
    /// Whether two watched values are equal.
    let isEqual: (Any, Any) -> Bool
    /// The modifier as recorded on the node.
    let record: RecordedModifier
    let effect: Effect
    /// Where the modifier sits (`ViewIdentity`), set when its node is built.
    var identity = ViewIdentity.root

    init(name: String, effect: Effect) {
        self.name = name
        self.watched = nil
        self.isEqual = { _, _ in true }
        self.record = RecordedModifier(name)
        self.effect = effect
    }

    init<V: Equatable>(name: String, watching value: V, arguments: String, effect: Effect) {
        self.name = name
        self.watched = value
        self.isEqual = { ($0 as? V) == ($1 as? V) }
        self.record = RecordedModifier(name, arguments)
        self.effect = effect
    }

    /// Whether the watched value differs from `earlier`'s.
    func watchedValueChanged(since earlier: LifecycleAction) -> Bool {
        guard let watched, let before = earlier.watched else { return false }
        return !isEqual(before, watched)
    }
}

/// Puts a lifecycle action on each node of its content, at an identity of its own (the first
/// free one where the modifier is built, then one per node: a `Group`'s views each appear).
nonisolated struct LifecycleModifier: ViewModifier {
    typealias Body = Never
    let action: LifecycleAction

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs, &outputs)
        guard start < outputs.nodes.count else { return }
        let identity = inputs.builder.states.claim(inputs.identity.child(Self.self))
        for index in start..<outputs.nodes.count {
            var action = modifier.action
            action.identity = identity.child(index - start)
            let node = outputs.nodes[index]
            node.lifecycleActions.append(action)
            node.recordedModifiers.append(action.record)
        }
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
