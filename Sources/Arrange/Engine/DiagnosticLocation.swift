import Foundation

/// Where a finished layout's diagnostics are: each one raised about a node (while the tree was
/// built or laid out) is given that node's index in `ViewLayout.nodes`, its full path, and the
/// nearest view you wrote above it.
///
/// Steps, once the layout is described (so that every node has its parent and position):
/// 1. A diagnostic with a node gets the node's path from the root, replacing the view name it
///    was raised with (a build-time warning knew only its own view: "padding").
/// 2. It gets the node's index in `ViewLayout.nodes`, when the node is in the finished tree.
/// 3. It gets the innermost view with a `body` whose body made the node or an ancestor, other
///    than Arrange's own (`Arrange.Label`).
/// 4. Diagnostics that now say the same thing at the same place are told once.
enum DiagnosticLocation {
    /// `diagnostics`, located in `store`'s finished tree.
    static func locate(_ diagnostics: [LayoutDiagnostic], in store: NodeStore) -> [LayoutDiagnostic] {
        var located: [LayoutDiagnostic] = []
        located.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            if let slot = diagnostic.slot, slot >= 0, Int(slot) < store.count {
                let node = LayoutNode(store: store, slot: slot)
                // 1. The path.
                diagnostic.path = node.path
                // 2. The index.
                let position = store.positions.isEmpty ? Int(slot) : Int(store.positions[Int(slot)])
                diagnostic.node = position >= 0 ? position : nil
                // 3. The view you wrote.
                diagnostic.viewType = writtenView(above: node, in: store)
            }
            // 4. Once.
            located.tell(diagnostic, limit: .max)
        }
        return located
    }

    /// The innermost view you wrote whose body made `node` or one of its ancestors.
    private static func writtenView(above node: LayoutNode, in store: NodeStore) -> String? {
        guard !store.writtenViews.isEmpty else { return nil }
        var current: LayoutNode? = node
        while let candidate = current {
            for type in store.writtenViews[candidate.slot] ?? [] {
                let name = String(reflecting: type)
                if !name.hasPrefix(arrangePrefix) { return name }
            }
            current = candidate.parent
        }
        return nil
    }

    /// How Arrange's own types begin when written with their module.
    private static let arrangePrefix: String = {
        let name = String(reflecting: LayoutDiagnostic.self)
        return String(name.prefix(upTo: name.firstIndex(of: ".").map { name.index(after: $0) } ?? name.endIndex))
    }()
}
