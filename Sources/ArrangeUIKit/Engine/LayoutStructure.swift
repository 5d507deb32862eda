import Foundation

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

/// What a full pass of the engine found, kept for the passes that find the structure unchanged:
/// the items whose generated constraints follow a value that is read again every pass (a
/// translating view's frame, a view's intrinsic size, a system guide's insets), and the
/// installed constraints on baselines, whose constants follow a label's text.
///
/// Invariants: it describes the hierarchy as of the last full pass, and is used only while no
/// `StructuralChange` has been reported since; at that pass every wanted constraint was installed
/// (none broken), so the installed constraints are exactly the wanted ones.
struct LayoutStructure {
    /// Views that keep their frame with autoresizing constraints.
    var translatingViews: [UIView] = []
    /// Views whose intrinsic size is entered as hugging and compression resistance.
    var contentSizedViews: [UIView] = []
    /// System guides (layout margins, safe area) held to their owning view's edges.
    var systemGuides: [UILayoutGuide] = []
    /// Installed constraints that involve a baseline.
    var baselineConstraints: [NSLayoutConstraint] = []

    /// Whether `view`'s content-size constraints, made for the intrinsic size it had, are those
    /// `size` calls for up to their constants: the same axes have a metric.
    static func contentSizeConstraintsFit(_ constraints: [NSLayoutConstraint], _ size: CGSize) -> Bool {
        let hasWidth = size.width >= 0, hasHeight = size.height >= 0
        switch constraints.count {
        case 0: return !hasWidth && !hasHeight
        case 2: return hasWidth != hasHeight && (constraints[0].firstAttribute == .width) == hasWidth
        case 4: return hasWidth && hasHeight
        default: return false
        }
    }
}
