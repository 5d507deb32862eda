import Foundation

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
