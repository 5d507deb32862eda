import Foundation

/// How a node is named by its place in the tree — `VStack › HStack[1] › frame` — written once
/// for both trees that name nodes: the tree under layout (`LayoutNode.path`, which diagnostics
/// quote) and the finished layout (`ViewLayout.path(of:)`).
///
/// Steps, from the node up to the root:
/// 1. Each level is named by its node's kind (`NodeAlgorithm.name`, `LayoutNodeInfo.kind`).
/// 2. A node whose parent has several children gets its position among them in brackets,
///    counted from 0, when the parent has at most `numberedSiblings` children: diagnostics,
///    spelled while the tree is laid out, number at most `mostNumberedSiblings` (finding the
///    position is a walk over the siblings); the finished layout numbers every one, since its
///    paths are asked for a few views (a picture's warnings, an explanation) and 100,000
///    siblings must not all read the same.
/// 3. Past `levels` levels, the rest of the way up is `…`.
/// 4. The levels are joined root first with ` › `.
enum NodePath {
    /// Between the levels of a path.
    static let separator = " › "
    /// The most siblings among which a node's position is spelled out.
    static let mostNumberedSiblings = 1_000
    /// How many levels a diagnostic's path names (a path in a very deep tree stays short).
    static let diagnosticLevels = 12

    /// The path of `node` in a tree read through `tree`, naming at most `levels` levels and
    /// numbering positions among at most `numberedSiblings` siblings.
    static func spell<Tree: NodePathTree>(
        _ node: Tree.Node, in tree: Tree, levels: Int = .max, numberedSiblings: Int = mostNumberedSiblings
    ) -> String {
        var parts: [String] = []
        var current: Tree.Node? = node
        while let level = current {
            // 3. Past `levels`, the rest is elided.
            if parts.count == levels {
                parts.append("…")
                break
            }
            // 1. The kind.
            var part = tree.name(of: level)
            // 2. The position among several siblings.
            let parent = tree.parent(of: level)
            if let parent {
                let siblings = tree.childCount(of: parent)
                if siblings > 1, siblings <= numberedSiblings, let position = tree.position(of: level, in: parent) {
                    part += "[\(position)]"
                }
            }
            parts.append(part)
            current = parent
        }
        // 4. Root first.
        return parts.reversed().joined(separator: separator)
    }
}

/// A tree whose nodes `NodePath` can name: what it needs to know of each level.
protocol NodePathTree {
    associatedtype Node
    /// The node's kind, as explanations name it.
    func name(of node: Node) -> String
    /// The node's parent, `nil` for the root.
    func parent(of node: Node) -> Node?
    /// How many children `parent` has.
    func childCount(of parent: Node) -> Int
    /// Where `node` comes among `parent`'s children, from 0.
    func position(of node: Node, in parent: Node) -> Int?
}

/// The tree under layout, read from its store.
struct StoredTree: NodePathTree {
    let store: NodeStore

    func name(of node: LayoutNode) -> String { node.displayName }
    func parent(of node: LayoutNode) -> LayoutNode? { node.parent }
    func childCount(of parent: LayoutNode) -> Int { parent.childCount }
    func position(of node: LayoutNode, in parent: LayoutNode) -> Int? {
        store.children(of: parent.slot).firstIndex(of: node.slot)
    }
}

/// The finished layout's tree, read from its list of nodes.
struct DescribedTree: NodePathTree {
    let nodes: LayoutNodes

    func name(of node: LayoutNodeInfo) -> String { node.kind }
    func parent(of node: LayoutNodeInfo) -> LayoutNodeInfo? { node.parent.map { nodes[$0] } }
    func childCount(of parent: LayoutNodeInfo) -> Int { parent.children.count }
    func position(of node: LayoutNodeInfo, in parent: LayoutNodeInfo) -> Int? { parent.children.firstIndex(of: node.index) }
}
