import Foundation

/// Every node of a finished layout, parents before children, as a collection of
/// `LayoutNodeInfo`. Stored column by column (a few arrays for the whole tree rather than a
/// few per node), and each `LayoutNodeInfo` is put together when it is read.
public struct LayoutNodes: RandomAccessCollection {
    /// The laid-out tree itself, read in place (kept alive by this collection).
    private let store: NodeStore
    /// The slot of each node, parents first.
    private let slots: [Int32]
    /// How deep each node is, by position.
    private let depths: [Int32]
    /// The first node of each id, for `frame(of:)`.
    private let firstNodeOfID: [AnyHashable: Int]

    /// The nodes of the tree at `root` in `store`, parents before children. Records each node's
    /// position in the store (`LayoutNode.index`).
    init(store: NodeStore, root: LayoutNode) {
        self.store = store
        let (slots, depths, positions) = store.preorder(from: root.slot)
        // The few nodes with an id, each id at its first node in the list.
        var firstNodeOfID: [AnyHashable: Int] = [:]
        for (slot, id) in store.ids {
            let position = Int(positions[Int(slot)])
            guard position >= 0 else { continue }
            if let known = firstNodeOfID[id], known < position { continue }
            firstNodeOfID[id] = position
        }
        store.positions = positions
        self.slots = slots
        self.depths = depths
        self.firstNodeOfID = firstNodeOfID
    }

    /// The root's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last node: the number of nodes in the layout.
    public var endIndex: Int { slots.count }

    /// The node at `index` (parents before children), with its frame, proposals and answers.
    public subscript(index: Int) -> LayoutNodeInfo {
        let slot = Int(slots[index])
        let record = store.records[slot]
        let links = store.links[slot]
        let node = LayoutNode(store: store, slot: Int32(slot))
        let answers = store.answers(of: Int32(slot))
        let parent = links.parent < 0 ? nil : Int(store.positions[Int(links.parent)])
        return LayoutNodeInfo(
            index: index, kind: store.algorithms.name(of: record.algorithm), id: node.id, parent: index == 0 ? nil : parent,
            children: store.children(of: Int32(slot)).map { Int(store.positions[Int($0)]) }, depth: Int(depths[index]),
            frame: record.frame, placedProposal: record.placedProposal, answers: answers, isRigid: links.isRigid, isAxisIndependent: links.isAxisIndependent,
            layoutPriority: record.layoutPriority, queryCount: Int(record.queryCount), content: store.content(of: Int32(slot)), drawing: node.drawing,
            layoutDirection: record.layoutDirection, drawsSecondaryBehind: record.drawsSecondaryBehind,
            modifiers: node.recordedModifiers, tag: node.tag, colorScheme: record.colorScheme,
            writtenViews: (store.writtenViews[Int32(slot)] ?? []).reversed().map { String(reflecting: $0) })
    }

    /// The frame of node `index`, without putting the whole node together.
    func frame(at index: Int) -> CGRect? { store.records[Int(slots[index])].frame }

    /// The store slot of the node at `index`.
    func slot(at index: Int) -> Int32 { slots[index] }

    /// The node at `index` as the tree under layout held it (for reads of the store).
    func storedNode(at index: Int) -> LayoutNode { LayoutNode(store: store, slot: slots[index]) }

    /// The first node marked with `id`.
    func firstIndex(of id: AnyHashable) -> Int? {
        firstNodeOfID[id]
    }
}
