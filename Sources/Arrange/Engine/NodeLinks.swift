/// Where a node sits in its tree, and what its answers follow from, in a column of its own
/// (`NodeStore.links`), 16 bytes a node.
///
/// The walks over many nodes at once read only these: a container made with 100,000 children
/// links each to itself and gathers their traits, the finished layout lists the nodes parents
/// first, and the door checks a child's traits before its answers. Read from the node's whole
/// record, each of those walks brought 176 bytes a node in from memory for a few.
struct NodeLinks {
    /// Where the node's children start in `NodeStore.childSlots`, and how many there are.
    var childStart: Int32
    var childCount: Int32
    /// The parent's slot, -1 for none.
    var parent: Int32 = -1
    /// Whether the node reports the same finite size for every proposal, and whether its width
    /// follows only the proposed width and its height only the proposed height (`TraitRule`).
    var traits: NodeTraits
    /// Whether the node or a descendant may state an explicit guide (its record's
    /// `guidesInSubtree` is not empty): a parent being made reads that set only when it is.
    var subtreeStatesGuides: Bool

    /// Whether the node reports the same finite size for every proposal (`TraitRule`).
    var isRigid: Bool { traits.contains(.rigid) }
    /// Whether the node's width follows only the proposed width, and its height only the
    /// proposed height (`TraitRule`).
    var isAxisIndependent: Bool { traits.contains(.axisIndependent) }
}
