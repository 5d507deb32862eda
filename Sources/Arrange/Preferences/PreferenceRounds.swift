import Foundation

/// The `onPreferenceChange` actions of one view over its layouts (`LayoutRounds`).
///
/// After each layout every observed value is read (in tree order). The first time, or when a
/// value differs from the previous layout's, its action runs — and, since an action may have
/// changed state that the view reads, the view is built and laid out again, as SwiftUI lays it
/// out again on the next frame. When a layout gives the same values as the one before, the
/// picture has settled. At the last layout `LayoutRounds` allows it stops anyway, with a
/// warning naming the keys.
struct PreferenceRounds {
    private var previous: [Any]?
    private(set) var diagnostics: [LayoutDiagnostic] = []

    /// Runs the actions whose values changed in `layouts`-th layout, of `root`; whether the view
    /// must be laid out again. At the `isLast` layout none runs: each change is reported instead.
    mutating func runActions(after root: LayoutNode, layouts: Int, isLast: Bool) -> Bool {
        // Only a node with extras can watch a preference: most trees have none, and need no walk.
        guard root.store.extras.values.contains(where: { $0.preferences?.observers.isEmpty == false }) else { return false }
        var observed: [(node: LayoutNode, observer: NodePreferences.Observer)] = []
        for node in root.subtree {
            for observer in node.preferences?.observers ?? [] {
                observed.append((node, observer))
            }
        }
        guard !observed.isEmpty else { return false }
        let values = observed.map { $0.observer.read($0.node) }
        let before = previous.flatMap { $0.count == values.count ? $0 : nil }
        let changed = values.indices.filter { index in
            guard let before else { return true }
            return !observed[index].observer.isEqual(before[index], values[index])
        }
        guard !changed.isEmpty else { return false }
        if isLast {
            for index in changed {
                let diagnostic = LayoutDiagnostic(
                    kind: .preferenceChangeDidNotSettle(key: observed[index].observer.keyName, layouts: layouts),
                    path: observed[index].node.path, slot: observed[index].node.slot)
                diagnostics.tell(diagnostic)
            }
            return false
        }
        for index in changed {
            observed[index].observer.perform(values[index])
        }
        previous = values
        return true
    }
}
