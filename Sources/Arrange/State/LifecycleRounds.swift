import Foundation

/// The `onAppear`, `onChange` and `task` actions of one picture over its layouts
/// (`LayoutRounds`).
///
/// After each layout, every placed view with such actions is visited, children before their
/// parents, and each action is due when:
/// 1. its view appeared: its identity (`ViewIdentity`) was not in the layout before. Then
///    `onAppear` runs, `onChange(of:initial: true)` runs with the value as old and new, and
///    `task` starts;
/// 2. its view stayed and the value it watches changed since the layout before: `onChange`
///    runs with the old and new values, `task(id:)` starts again.
/// A view's `onAppear` and `onChange` actions run in the order they are written (innermost
/// first); the `task`s start after all of them, in the same order, and the layout waits for
/// them a bounded time (`LifecycleTasks`). Whether SwiftUI runs children's actions before their
/// parents' is undocumented; it does so on iOS 17 and 18 (docs/DIFFERENCES.md, "Lifecycle
/// actions"). A view that is built but not placed (a lazy row out of sight is not even built)
/// has not appeared.
struct LifecycleRounds {
    /// The actions of the views placed in the last layout, by identity.
    private var previous: [ViewIdentity: LifecycleAction] = [:]
    private(set) var diagnostics: [LayoutDiagnostic] = []

    /// Runs the actions due after the `layouts`-th layout, of `root`; whether any ran (the view
    /// must then be laid out again). At the `isLast` layout none runs: each is reported instead.
    mutating func runActions(after root: LayoutNode, layouts: Int, isLast: Bool) -> Bool {
        // Only a node with extras can have actions: most trees have none, and need no walk.
        guard root.store.extras.values.contains(where: { !$0.lifecycleActions.isEmpty }) else {
            previous = [:]
            return false
        }
        var present: [ViewIdentity: LifecycleAction] = [:]
        var due: [(node: LayoutNode, action: LifecycleAction, old: LifecycleAction?)] = []
        for node in Self.childrenFirst(from: root) where node.frame != nil {
            for action in node.lifecycleActions {
                present[action.identity] = action
                if let earlier = previous[action.identity] {
                    if action.watchedValueChanged(since: earlier) { due.append((node, action, earlier)) }
                } else {
                    due.append((node, action, nil))
                }
            }
        }
        previous = present
        // 1, 2: what each due action does; `onAppear` on a view that stayed does nothing.
        due.removeAll { entry in
            switch entry.action.effect {
            case .appear: entry.old != nil
            case .change(let initial, _): entry.old == nil && !initial
            case .task: false
            }
        }
        guard !due.isEmpty else { return false }
        if isLast {
            for entry in due {
                let diagnostic = LayoutDiagnostic(
                    kind: .lifecycleActionDidNotSettle(action: entry.action.name, layouts: layouts), path: entry.node.path,
                    slot: entry.node.slot)
                diagnostics.tell(diagnostic)
            }
            return false
        }
        var tasks: [(node: LayoutNode, body: @Sendable () async -> Void)] = []
        for entry in due {
            switch entry.action.effect {
            case .appear(let action):
                action()
            case .change(_, let action):
                guard let new = entry.action.watched else { continue }
                action(entry.old?.watched ?? new, new)
            case .task(let body):
                tasks.append((entry.node, body))
            }
        }
        for index in LifecycleTasks.run(tasks.map(\.body)) {
            let diagnostic = LayoutDiagnostic(
                kind: .taskDidNotFinish(seconds: LifecycleTasks.patience), path: tasks[index].node.path, slot: tasks[index].node.slot)
            diagnostics.tell(diagnostic)
        }
        return true
    }

    /// The nodes of `root`'s tree, each after all the nodes inside it, siblings in order.
    private static func childrenFirst(from root: LayoutNode) -> [LayoutNode] {
        var ordered: [LayoutNode] = []
        var open: [LayoutNode] = []
        for node in root.subtree {
            // The nodes still open that are not this node's ancestors are finished.
            while let last = open.last, last != node.parent {
                ordered.append(open.removeLast())
            }
            open.append(node)
        }
        ordered.append(contentsOf: open.reversed())
        return ordered
    }
}
