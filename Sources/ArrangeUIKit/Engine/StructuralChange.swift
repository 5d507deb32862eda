/// A change to what a hierarchy's Auto Layout engine must *want*: which constraints exist,
/// between which items, with which relations, multipliers and priorities. Everything else a
/// layout reads is a constant (a constraint's `constant`, an intrinsic size, a frame, insets),
/// which the engine moves in place in the solver.
///
/// Every mutation of one of these kinds reports itself through
/// `UIView.structureDidChange(_:)`, which tells the root's engine that its wanted constraints
/// must be collected again; until one does, a layout pass only re-reads constants
/// (`LayoutStructure`). Debug builds check after every such pass that collecting would have
/// found exactly the installed constraints, so a mutation that forgets to report fails every
/// test that makes it.
enum StructuralChange: CaseIterable {
    /// A constraint was activated or deactivated (stored on or taken off a view).
    case constraintActivation
    /// A subview was added, moved among its siblings or removed.
    case subviews
    /// A layout guide was added to or removed from a view.
    case layoutGuides
    /// `translatesAutoresizingMaskIntoConstraints` changed.
    case autoresizingTranslation
    /// A content hugging or compression resistance priority, or the weight within it a stack
    /// view gives, changed.
    case contentSizePriority
    /// A view's content-size constraints were made anew (its intrinsic size gained or lost an
    /// axis), by the engine or by a fitting one (`systemLayoutSizeFitting`), which shares them.
    case contentSizeConstraints
    /// The layout direction changed: leading and trailing constraints are entered flipped.
    case layoutDirection
    /// A constraint entered or left the solver outside a full pass (a new priority re-adds it;
    /// a constant that cannot hold, or is not finite, takes it out).
    case installation
}
