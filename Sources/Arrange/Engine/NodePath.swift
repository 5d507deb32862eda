import Foundation

/// How a node is named by its place in the tree — `VStack › HStack[1] › frame` — written once
/// for both trees that name nodes: the tree under layout (`LayoutNode.path`, which diagnostics
/// quote) and the finished layout (`ViewLayout.path(of:)`, which a picture's warnings quote);
/// the `arrange` tool's names (`WrittenNames`) join and shorten theirs by the same rule.
///
/// Steps, from the node up to the root:
/// 1. Each level is named by its node's kind (`NodePathTree.name(of:)`: `NodeAlgorithm.name`,
///    `LayoutNodeInfo.kind`).
/// 2. A node whose parent has several children gets its position among them in brackets,
///    counted from 0, when the parent has at most `numberedSiblings` children: diagnostics,
///    spelled while the tree is laid out, number at most `mostNumberedSiblings` (finding the
///    position is a walk over the siblings); the finished layout numbers every one, since its
///    paths are asked for a few views (a picture's warnings, an explanation) and 100,000
///    siblings must not all read the same.
/// 3. A path of more levels than a message quotes is shortened (`Elision`): its first and last
///    few levels, with a marker between. Only the levels kept are named.
/// 4. The levels are joined root first with `separator`.
package enum NodePath {
    /// Between the levels of a path.
    package static let separator = " › "
    /// The most siblings among which a node's position is spelled out.
    static let mostNumberedSiblings = 1_000
    /// How many levels a diagnostic's path names (a path in a very deep tree stays short).
    static let diagnosticLevels = 12

    /// How a path that names more than `most` levels is shortened for a message: it keeps its
    /// first `head` levels and its last `tail`, and a marker stands where the others were,
    /// `…` or, when `countsLeftOut`, `… 990 more …`.
    ///
    /// Invariant: `head + tail <= most`, so that a shortened path leaves out at least one level.
    /// Each kind of message has its value, named below; they differ only in these numbers.
    package struct Elision: Sendable {
        /// The levels kept at the root end.
        package let head: Int
        /// The levels kept at the node end.
        package let tail: Int
        /// The most levels a path names whole.
        package let most: Int
        /// Whether the marker says how many levels it stands for.
        package let countsLeftOut: Bool

        /// Every level.
        package static let none = Elision(head: 0, tail: .max, most: .max, countsLeftOut: false)
        /// A diagnostic's path: the nearest `diagnosticLevels` levels, `… › padding › …`.
        /// Spelled while the tree is laid out, it is not walked further up than that.
        static let diagnostic = nearest(NodePath.diagnosticLevels)
        /// A picture's warnings (`RenderSession`): a path of more than 12 levels keeps its first
        /// 4 and last 8, with how many were left out, so that a view 20,000 levels deep does not
        /// make a 300 KB message.
        package static let picture = Elision(head: 4, tail: 8, most: 12, countsLeftOut: true)
        /// The tool's written names (`WrittenNames`), read beside a line of code: at most 6
        /// parts, the marker among them, `Card › … › background › text "Favorite"`.
        package static let written = Elision(head: 2, tail: 3, most: 6, countsLeftOut: false)

        /// The nearest `levels` levels, and `…` for any above them.
        static func nearest(_ levels: Int) -> Elision {
            Elision(head: 0, tail: levels, most: levels, countsLeftOut: false)
        }

        /// Whether shortening needs every level up to the root (to name the first ones, or count
        /// those left out); otherwise a walk up may stop one level past `most`.
        var readsToTheRoot: Bool { head > 0 || countsLeftOut }

        /// `levels`, root first, shortened, naming with `name` only the levels kept.
        func shorten<Level>(_ levels: [Level], naming name: (Level) -> String) -> [String] {
            guard levels.count > most else { return levels.map(name) }
            let marker = countsLeftOut ? "… \(levels.count - head - tail) more …" : "…"
            return levels.prefix(head).map(name) + [marker] + levels.suffix(tail).map(name)
        }

        /// A path given as its parts, root first, shortened.
        package func shorten(_ parts: [String]) -> [String] {
            shorten(parts) { $0 }
        }
    }

    /// The path of `node` in a tree read through `tree`, shortened by `elision`, numbering
    /// positions among at most `numberedSiblings` siblings.
    static func spell<Tree: NodePathTree>(
        _ node: Tree.Node, in tree: Tree, shortenedBy elision: Elision = .none, numberedSiblings: Int = mostNumberedSiblings
    ) -> String {
        // The levels from the node up: past `most`, one more says there are more, unless the
        // root end is named or counted.
        var levels: [Tree.Node] = []
        var current: Tree.Node? = node
        while let level = current, levels.count <= elision.most || elision.readsToTheRoot {
            levels.append(level)
            current = tree.parent(of: level)
        }
        // 4. Root first; 3. shortened, naming only the levels kept.
        return elision.shorten(Array(levels.reversed())) { level in
            // 1. The kind.
            var part = tree.name(of: level)
            // 2. The position among several siblings.
            if let parent = tree.parent(of: level) {
                let siblings = tree.childCount(of: parent)
                if siblings > 1, siblings <= numberedSiblings, let position = tree.position(of: level, in: parent) {
                    part += "[\(position)]"
                }
            }
            return part
        }.joined(separator: separator)
    }
}

extension ViewLayout {
    /// The path from the root to `node`, shortened for a message by `elision` (a picture's
    /// warnings: `NodePath.Elision.picture`).
    package func path(of node: LayoutNodeInfo, shortenedBy elision: NodePath.Elision) -> String {
        NodePath.spell(node, in: DescribedTree(nodes: nodes), shortenedBy: elision, numberedSiblings: .max)
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
