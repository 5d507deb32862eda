import Foundation

/// What a node runs, as a value held inline in the store's `algorithms` column.
///
/// Invariants: a built-in algorithm that has a case of its own is always stored in that case
/// (`LayoutAlgorithm.nodeAlgorithm` makes the value), never boxed in `.other`; `.other` holds
/// every other algorithm — users' `Layout`s and the rarer built-ins — boxed once when its node
/// is made.
///
/// The cases are the algorithms most nodes run (frames, stacks, padding, overlays, colours and
/// shapes, spacers). Held as an existential, each of them larger than three words was boxed on
/// the heap for every node, and every question reached it through a protocol witness; as a
/// case, building a node allocates nothing for its algorithm and the pass calls the algorithm
/// directly (`sizeThatFits`, `placeSubviews`, `explicitAlignment`, `spacing` below switch once).
///
/// `.other` holds its algorithm in a class box (`BoxedAlgorithm`) rather than as an existential:
/// with an existential case the whole enum was address-only, and reading a node's algorithm for
/// a question copied it through its value witnesses twice (about 170 instructions a sizing, a
/// tenth of a grid's layout); with the box it is an ordinary value that is switched on in place.
enum NodeAlgorithm {
    case frame(FrameLayout)
    case flexibleFrame(FlexFrameLayout)
    case stack(StackLayout)
    case zStack(ZStackLayoutAlgorithm)
    case padding(PaddingLayout)
    case overlay(OverlayLayout)
    case shape(ShapeLayout)
    case spacer(SpacerLayout)
    /// Any other algorithm, boxed once.
    case other(BoxedAlgorithm)

    /// The algorithm as a value of the protocol (boxed again for the built-in cases: for
    /// questions about its type, `is ScrollViewLayout`, not for the pass).
    var base: any LayoutAlgorithm {
        switch self {
        case .frame(let layout): return layout
        case .flexibleFrame(let layout): return layout
        case .stack(let layout): return layout
        case .zStack(let layout): return layout
        case .padding(let layout): return layout
        case .overlay(let layout): return layout
        case .shape(let layout): return layout
        case .spacer(let layout): return layout
        case .other(let box): return box.base
        }
    }

    /// The name explanations use for the node.
    var name: String {
        switch self {
        case .frame(let layout): return layout.name
        case .flexibleFrame(let layout): return layout.name
        case .stack(let layout): return layout.name
        case .zStack(let layout): return layout.name
        case .padding(let layout): return layout.name
        case .overlay(let layout): return layout.name
        case .shape(let layout): return layout.name
        case .spacer(let layout): return layout.name
        case .other(let box): return box.base.name
        }
    }

    /// `LayoutAlgorithm.sizeThatFits(proposal:subviews:)` of the algorithm.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        subviews.pass.algorithmRuns.sizing += 1
        switch self {
        case .frame(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .flexibleFrame(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .stack(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .zStack(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .padding(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .overlay(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .shape(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .spacer(let layout): return layout.sizeThatFits(proposal: proposal, subviews: subviews)
        case .other(let box): return box.base.sizeThatFits(proposal: proposal, subviews: subviews)
        }
    }

    /// `LayoutAlgorithm.placeSubviews(in:proposal:subviews:)` of the algorithm.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.pass.algorithmRuns.placing += 1
        switch self {
        case .frame(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .flexibleFrame(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .stack(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .zStack(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .padding(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .overlay(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .shape(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .spacer(let layout): layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        case .other(let box): box.base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        }
    }

    /// `LayoutAlgorithm.explicitAlignment(of:in:proposal:subviews:)` of the algorithm.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        switch self {
        case .frame(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .flexibleFrame(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .stack(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .zStack(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .padding(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .overlay(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .shape(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .spacer(let layout): return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .other(let box): return box.base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        }
    }

    /// `LayoutAlgorithm.spacing(subviews:)` of the algorithm: only users' layouts (`.other`)
    /// work out spacing of their own.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing? {
        switch self {
        case .frame, .flexibleFrame, .stack, .zStack, .padding, .overlay, .shape, .spacer: return nil
        case .other(let box): return box.base.spacing(subviews: subviews)
        }
    }
}

extension LayoutAlgorithm {
    /// Any algorithm without a case of its own is boxed in `.other`.
    var nodeAlgorithm: NodeAlgorithm { .other(BoxedAlgorithm(self)) }
}

/// An algorithm without a case of its own in `NodeAlgorithm`, boxed once when its node is made.
final class BoxedAlgorithm {
    /// The algorithm (a user's `Layout`, or one of the rarer built-ins).
    let base: any LayoutAlgorithm

    init(_ base: any LayoutAlgorithm) {
        self.base = base
    }
}

// The built-in algorithms with a case of their own.
extension FrameLayout { var nodeAlgorithm: NodeAlgorithm { .frame(self) } }
extension FlexFrameLayout { var nodeAlgorithm: NodeAlgorithm { .flexibleFrame(self) } }
extension StackLayout { var nodeAlgorithm: NodeAlgorithm { .stack(self) } }
extension ZStackLayoutAlgorithm { var nodeAlgorithm: NodeAlgorithm { .zStack(self) } }
extension PaddingLayout { var nodeAlgorithm: NodeAlgorithm { .padding(self) } }
extension OverlayLayout { var nodeAlgorithm: NodeAlgorithm { .overlay(self) } }
extension ShapeLayout { var nodeAlgorithm: NodeAlgorithm { .shape(self) } }
extension SpacerLayout { var nodeAlgorithm: NodeAlgorithm { .spacer(self) } }
