import Foundation

/// How a node has one of the two traits that let the pass answer a proposal without running
/// the node's sizing, from its own algorithm and its children. Each algorithm states one rule
/// per trait (`LayoutAlgorithm.rigidity`, `LayoutAlgorithm.axisIndependence`); the store applies
/// them once, when the node is made, to the children it has then.
///
/// - **Rigid**: every proposal gets the same, finite answer, as from a `frame(width:height:)`
///   with both lengths, a fixed-size image, and a stack, padding or frame around rigid
///   children. The pass runs a rigid node's sizing for its first proposal and answers the later
///   ones with that answer: in a stack of fixed leaves, the probes at 0 and ∞ and the share each
///   ran the leaf's sizing before; a row of them was sized three times by the column around
///   it, each time asking every leaf again. Fixed lengths that add up past the greatest finite
///   length make ∞, which the pass replaces with each proposed length: a node whose sizing
///   answers ∞ loses its traits then, and so do its ancestors (`LayoutPass.sanitizeAnswer`).
/// - **Axis-independent**: the width answered follows only the proposed width, the height only
///   the proposed height, as for a `Color`, a `Spacer`, a frame or padding and a stack,
///   `ZStack` or overlay of such views (but not a text, which wraps, nor an image kept to its
///   aspect ratio). The pass answers a proposal it has not seen from two earlier answers, one
///   to the same width and one to the same height: nested stacks ask each view about their
///   probes' and shares' widths and heights in every combination, so a balanced tree of
///   flexible views ran each sizing about nine times.
///
/// A child counts here only if no view below it has an explicit alignment guide: a guide's
/// closure is the user's code, and a stack's size across follows the guides it aligns by.
/// While a layout is explained, every sizing runs (`LayoutOptions.answersFromTraits`).
enum TraitRule {
    /// The node never has the trait (its size follows the proposal in a way the rule cannot see).
    case never
    /// The node has the trait whatever its children.
    case always
    /// The node has the trait when every child has it (true when there are none).
    case whenChildrenAre
    /// The node has the trait when its first child has it (an `overlay`'s or a `background`'s
    /// primary view, whose size is the node's); true when there is none.
    case whenFirstChildIs

    /// Whether the node has the trait, given whether every child has it and whether the first does.
    @inline(__always)
    func holds(everyChild: Bool, firstChild: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .whenChildrenAre: everyChild
        case .whenFirstChildIs: firstChild
        }
    }
}

/// The traits a node has (`TraitRule`), kept in its record: one byte, so that the store works
/// out a new node's from its children's with one intersection per child.
struct NodeTraits: OptionSet {
    let rawValue: UInt8

    /// Every proposal gets the same, finite answer.
    static let rigid = NodeTraits(rawValue: 1 << 0)
    /// The width answered follows only the proposed width, the height only the proposed height.
    static let axisIndependent = NodeTraits(rawValue: 1 << 1)
    /// Both traits.
    static let all: NodeTraits = [.rigid, .axisIndependent]

    /// The traits of a node whose algorithm states `rigidity` and `axisIndependence`, whose
    /// children all have `everyChild` and whose first child has `firstChild`. A rigid node is
    /// axis-independent too: its lengths follow no proposed length at all.
    @inline(__always)
    init(rigidity: TraitRule, axisIndependence: TraitRule, everyChild: NodeTraits, firstChild: NodeTraits) {
        let isRigid = rigidity.holds(everyChild: everyChild.contains(.rigid), firstChild: firstChild.contains(.rigid))
        let isAxisIndependent =
            isRigid
            || axisIndependence.holds(everyChild: everyChild.contains(.axisIndependent), firstChild: firstChild.contains(.axisIndependent))
        self.rawValue = (isRigid ? NodeTraits.rigid.rawValue : 0) | (isAxisIndependent ? NodeTraits.axisIndependent.rawValue : 0)
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}
