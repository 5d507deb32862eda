import Foundation

/// A relation between two layout attributes:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// Invariants: items are held weakly (the view hierarchy owns views); an active constraint is
/// stored on the closest common ancestor of its items (`UIView.constraints`), as UIKit does;
/// `multiplier`, the items, the attributes and the relation never change; `constant` and
/// `priority` may change while active: a new constant re-solves incrementally, a new priority
/// re-adds the constraint (changing to or from `required` while active is refused with a
/// diagnostic, where UIKit raises).
///
/// The stored properties the engine's pass reads for every view and constraint are
/// `@exclusivity(unchecked)`: UIKit's objects are used from the main thread only, and the
/// dynamic exclusivity checks were a quarter of an incremental layout's instructions.
open class NSLayoutConstraint: CustomStringConvertible {
    /// Where a constraint came from; UIKit names these with separate classes.
    enum Origin: Equatable {
        /// Made by the user (anchors or `init(item:…)`).
        case user
        /// `NSAutoresizingMaskLayoutConstraint`: a view that translates its frame.
        case autoresizing
        /// `NSContentSizeLayoutConstraint`: hugging (`≤`) or compression resistance (`≥`).
        case contentSize
        /// A system layout guide's edges (layout margins, safe area).
        case guide
        /// The target size of `systemLayoutSizeFitting`.
        case fitting
    }

    weak var item1: (any LayoutItem)?
    weak var item2: (any LayoutItem)?
    let origin: Origin

    /// The first item.
    public var firstItem: AnyObject? { item1 }
    /// The second item, `nil` for a constant size.
    public var secondItem: AnyObject? { item2 }
    /// The attribute of the first item the constraint positions or sizes.
    public let firstAttribute: Attribute
    /// The attribute of the second item, `.notAnAttribute` for a constant size.
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second times `multiplier` plus `constant`.
    public let relation: Relation
    /// The factor the second attribute is scaled by.
    public let multiplier: CGFloat

    /// The added constant; a change re-solves the layout incrementally.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            brokenByEngine = false
            engine?.constantDidChange(self)
            hostView?.setNeedsLayout()
        }
    }

    /// The priority; below `required` it trades off against the other constraints.
    @exclusivity(unchecked) public var priority: UILayoutPriority {
        didSet {
            guard priority != oldValue, !revertingPriority else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                let message = "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue)."
                hostView?.layoutLog.record(.unsupportedPriorityChange(constraint: description, message: message))
                revertingPriority = true
                priority = oldValue
                revertingPriority = false
                return
            }
            engine?.priorityDidChange(self)
            hostView?.setNeedsLayout()
        }
    }

    /// A name for messages.
    public var identifier: String?
    /// The weight within the priority level (1 for every constraint users make; stack views
    /// use it to break ties between equal priorities).
    @exclusivity(unchecked) var weightWithinPriority: Double = 1
    @exclusivity(unchecked) private var revertingPriority = false

    /// The view that stores this constraint while active.
    weak var hostView: UIView?
    /// The engine the constraint is installed in.
    weak var engine: LayoutEngine?
    /// Whether the engine refused this constraint (unsatisfiable) and laid out without it.
    @exclusivity(unchecked) var brokenByEngine = false
    /// The identity of the main engine this constraint is installed in, `nil` when none: set
    /// and cleared with `engine`, but compared without loading a weak reference.
    @exclusivity(unchecked) var installedIn: LayoutEngine.Identity?
    /// The engine pass that last wanted this constraint (the engine and its pass number), so
    /// that a pass finds the installed constraints it no longer wants without hashing them all.
    @exclusivity(unchecked) var lastWanted: (engine: LayoutEngine.Identity, pass: Int)?

    /// A constraint `item.attribute <relation> multiplier × toItem.attribute + constant`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as? any LayoutItem, attr1, relation, view2 as? any LayoutItem, attr2, multiplier: multiplier, constant: c)
    }

    init(_ item1: (any LayoutItem)?, _ attribute1: Attribute, _ relation: Relation, _ item2: (any LayoutItem)?, _ attribute2: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required, origin: Origin = .user) {
        self.item1 = item1
        self.item2 = item2
        firstAttribute = attribute1
        secondAttribute = item2 == nil ? .notAnAttribute : attribute2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    /// Whether the constraint takes part in layout. Activating stores it on the closest common
    /// ancestor of its items; with none, activation is refused with a diagnostic (UIKit raises).
    public var isActive: Bool {
        get { hostView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates every constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard hostView == nil else { return }
        guard let first = item1?.hostView else { return }
        var ancestor: UIView? = first
        if let second = item2?.hostView { ancestor = first.closestCommonAncestor(with: second) }
        guard let ancestor else {
            let message = "Unable to activate constraint with anchors \(description) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
            first.layoutLog.record(.noCommonAncestor(constraint: description, message: message))
            return
        }
        ancestor.store(self)
    }

    private func deactivate() {
        hostView?.unstore(self)
    }

    // MARK: Description

    var className: String {
        switch origin {
        case .user, .guide, .fitting: "NSLayoutConstraint"
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        }
    }

    /// UIKit's form, without addresses: `<NSLayoutConstraint UILabel'Avocado Toast'.width == 100   (active)>`.
    public var description: String {
        var text = "<\(className)"
        if let identifier { text += " '\(identifier)'" }
        text += " \(item1?.layoutItemDescription ?? "nil").\(firstAttribute) \(relation) "
        if let item2 {
            var right = "\(item2.layoutItemDescription).\(secondAttribute)"
            if multiplier != 1 { right = "\(Self.format(multiplier))*\(right)" }
            text += right
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += "   (priority \(priority))" }
        if origin == .user { text += isActive ? "   (active)" : "   (inactive)" }
        return text + ">"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
