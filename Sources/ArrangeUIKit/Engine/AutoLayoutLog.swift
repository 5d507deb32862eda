import Foundation

/// Everything Auto Layout reports, in one enum. Each case says what is wrong, where, and how
/// to fix it, in UIKit's words where UIKit has them.
public enum AutoLayoutDiagnostic: CustomStringConvertible {
    /// A required constraint could not hold with the others: `conflicting` is a smallest set
    /// that cannot hold together (it includes `broken`); `broken` was left out of the layout.
    case unsatisfiableConstraints(conflicting: [NSLayoutConstraint], broken: NSLayoutConstraint)
    /// The constraints leave these attributes of the view undetermined.
    case ambiguousLayout(view: String, attributes: [NSLayoutConstraint.Attribute])
    /// A constraint's items share no ancestor; it was not activated (UIKit raises).
    case noCommonAncestor(constraint: String, message: String)
    /// An active constraint's priority was moved across `required`; the change was refused.
    case unsupportedPriorityChange(constraint: String, message: String)
    /// `layoutSubviews` kept invalidating layout; the pass stopped after this many rounds.
    case layoutDidNotConverge(passes: Int)
    /// The solver reported an internal error (a bug); layout continued without the constraint.
    case solverFailure(constraint: String, message: String)
    /// A constraint's constant or multiplier (or a frame it derives from) is NaN or infinite;
    /// the constraint was left out of the layout until the value is finite again.
    case nonFiniteValue(constraint: String)
    /// A constraint's constant or multiplier is finite but too large for the solver to hold
    /// (beyond `limit` in magnitude, where sums overflow to ∞ and NaN); it was left out.
    case valueOutOfRange(constraint: String, limit: Double)
    /// The solution came out NaN or infinite for these items (e.g. multipliers chained to
    /// overflow); their frames use 0 there.
    case nonFiniteSolution(items: [String])
    /// `addSubview` was asked to add a view to itself or to one of its descendants; refused.
    case subviewCycle(view: String, superview: String, isSelf: Bool)

    /// The text UIKit would print.
    public var message: String {
        switch self {
        case .unsatisfiableConstraints(let conflicting, let broken):
            var lines = [
                "Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want. ",
                "\tTry this: ",
                "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            ]
            if conflicting.contains(where: { $0.origin == .autoresizing }) {
                lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
            }
            lines.append("(")
            lines.append(conflicting.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
            lines.append(")")
            lines.append("")
            lines.append("Will attempt to recover by breaking constraint ")
            lines.append(broken.description)
            lines.append("")
            lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
            return lines.joined(separator: "\n")
        case .ambiguousLayout(let view, let attributes):
            return "Ambiguous layout: \(view) has no unique value for \(attributes.map(\.description).joined(separator: ", ")). Add constraints that fix its position and size along those attributes, or give it an intrinsic content size."
        case .noCommonAncestor(_, let message), .unsupportedPriorityChange(_, let message):
            return message
        case .layoutDidNotConverge(let passes):
            return "Layout did not settle after \(passes) passes: a layoutSubviews() keeps changing constraints or calling setNeedsLayout(). Change constraints only when their values differ."
        case .solverFailure(let constraint, let message):
            return "The constraint solver failed on \(constraint): \(message). Layout continued without it."
        case .nonFiniteValue(let constraint):
            return "The constraint \(constraint) has a constant or multiplier that is NaN or infinite; it is left out of the layout. Use finite values (check divisions and sizes it is computed from)."
        case .valueOutOfRange(let constraint, let limit):
            return "The constraint \(constraint) has a constant or multiplier larger than \(limit) in magnitude, more than the solver can hold without overflowing; it is left out of the layout. Use lengths and multipliers of a realistic size."
        case .nonFiniteSolution(let items):
            return "The constraints make \(items.joined(separator: ", ")) NaN or infinite (values overflowed while solving); those values are 0. Check for huge multipliers or constants."
        case .subviewCycle(let view, let superview, let isSelf):
            return isSelf
                ? "Can't add self as subview: \(view) was not added to itself."
                : "Can't add \(view) as a subview of \(superview): \(view) is an ancestor of \(superview), and the hierarchy would become a cycle. The view was not added; remove \(superview) from \(view)'s subtree first."
        }
    }

    /// The diagnostic's message.
    public var description: String { message }
}

/// The diagnostics of one view hierarchy, oldest first. Owned by the root view's engine
/// (`UIView.layoutLog`); nothing is global.
public final class AutoLayoutLog {
    /// Every diagnostic, oldest first.
    public private(set) var entries: [AutoLayoutDiagnostic] = []
    /// Called with each new entry (for printing while debugging).
    public var onRecord: ((AutoLayoutDiagnostic) -> Void)?

    /// An empty log.
    public init() {}

    /// The messages, oldest first.
    public var messages: [String] { entries.map(\.message) }

    func record(_ entry: AutoLayoutDiagnostic) {
        entries.append(entry)
        onRecord?(entry)
    }

    /// Forgets every entry.
    public func removeAll() { entries.removeAll() }
}
