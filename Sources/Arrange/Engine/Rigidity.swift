import Foundation

/// When a node is *rigid*: when every proposal gets the same, finite answer from it, as from a
/// `frame(width:height:)` with both lengths, a fixed-size image, and a stack, padding or frame
/// around rigid children. Each algorithm states its rule (`LayoutAlgorithm.rigidity`); the
/// store applies it once, when the node is made, to the children it has then.
///
/// The pass runs a rigid node's sizing for its first proposal and answers the later ones with
/// that answer (`LayoutPass.measure`): in a stack of fixed leaves, the probes at 0 and ∞ and
/// the share each ran the leaf's sizing before; a row of them was sized three times by the
/// column around it, each time asking every leaf again.
///
/// A child counts as rigid here only if no view below it has an explicit alignment guide: a
/// guide's closure is the user's code, and a stack's size across follows the guides it aligns
/// by.
enum Rigidity {
    /// The size follows the proposal, or may.
    case never
    /// The size is the same whatever the proposal and the children.
    case always
    /// The size is the same when every child's is (true when there are none).
    case whenChildrenAre
    /// The size is the first child's, the same when that child's is (an `overlay`'s or a
    /// `background`'s primary view); true when there is none.
    case whenFirstChildIs
}
