import Foundation

/// Whether a new node's children report one size whatever they are proposed, as its algorithm
/// needs to know to say whether the node does (`LayoutAlgorithm.isRigid(children:)`).
///
/// A node is *rigid* when every proposal gets the same, finite answer from it: a
/// `frame(width:height:)` with both lengths, a fixed-size image, and a stack, padding or
/// frame around rigid children. The pass runs a rigid node's sizing once and answers its later
/// proposals with that first answer (`LayoutPass.measure`): in a stack of fixed leaves, the
/// probes at 0 and ∞ and the share each ran the leaf's sizing before; a row of them was sized
/// three times by the column around it, each time asking every leaf again.
///
/// A child counts as rigid here only if no view below it has an explicit alignment guide: a
/// guide's closure is the user's code, and a stack's size across follows the guides it aligns
/// by.
struct ChildrenRigidity {
    /// Whether every child is rigid (true when there are none).
    var all = true
    /// Whether the first child is rigid (true when there is none): the primary view of an
    /// `overlay` or `background`, whose size is the node's.
    var first = true
}
