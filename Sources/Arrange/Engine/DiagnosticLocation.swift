import Foundation

/// Where a finished layout's diagnostics are: each one raised about a node (while the tree was
/// built or laid out) is given that node's index in `ViewLayout.nodes`, its full path, and the
/// nearest view you wrote above it.
///
/// Steps, once the layout is described (so that every node has its parent and position):
/// 1. A diagnostic whose node is not in the finished tree, other than one about a view left out
///    of it, is about the root: it was raised while building views that made no node of their
///    own and that no container claimed (`padding(.nan)` on an `EmptyView` at the root, or the
///    depth budget reached under views that made no node). Views built twice tie their
///    warnings to the nodes they keep while the tree is built (`TreeBuilder.moveWarnings`:
///    the views at the root of a body of several views, a tab item's label), so that none is
///    left about a node thrown away.
/// 2. A diagnostic with a node gets the node's path from the root, replacing the view name it
///    was raised with (a build-time warning knew only its own view: "padding").
/// 3. It gets the node's index in `ViewLayout.nodes`.
/// 4. It gets the innermost view with a `body` whose body made the node or an ancestor, other
///    than Arrange's own (`Arrange.Label`).
/// 5. Diagnostics that now say the same thing at the same place are told once (`ToldOnce`).
enum DiagnosticLocation {
    /// `diagnostics`, located in `store`'s finished tree.
    static func locate(_ diagnostics: [LayoutDiagnostic], in store: NodeStore) -> [LayoutDiagnostic] {
        var located = ToldOnce<LayoutDiagnostic>()
        var root: Int32?
        for var diagnostic in diagnostics {
            // 1. About the root when its node is not in the finished tree.
            if diagnostic.slot != LayoutDiagnostic.leftOut, !isInFinishedTree(diagnostic.slot, in: store) {
                root = root ?? rootSlot(in: store)
                diagnostic.slot = root
            }
            if let slot = diagnostic.slot, isInFinishedTree(slot, in: store) {
                let node = LayoutNode(store: store, slot: slot)
                // 2. The path.
                diagnostic.path = node.path
                // 3. The index.
                diagnostic.node = node.index
                // 4. The view you wrote.
                diagnostic.viewType = writtenView(above: node, in: store)
            }
            // 5. Once.
            located.tell(diagnostic)
        }
        return located.told
    }

    /// Whether `slot` names a node of the finished tree (one that has a position in `ViewLayout.nodes`).
    private static func isInFinishedTree(_ slot: Int32?, in store: NodeStore) -> Bool {
        guard let slot, slot >= 0, Int(slot) < store.count else { return false }
        return store.positions.isEmpty || store.positions[Int(slot)] >= 0
    }

    /// The root's slot: the node at position 0.
    private static func rootSlot(in store: NodeStore) -> Int32? {
        guard !store.positions.isEmpty else { return store.count > 0 ? 0 : nil }
        return store.positions.firstIndex(of: 0).map(Int32.init)
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
