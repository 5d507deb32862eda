import Foundation

/// The Auto Layout engine of one view hierarchy: turns layout constraints into solver
/// constraints over four variables per item (minX, minY, width, height in the root's
/// coordinates) and keeps the solver in step with the hierarchy incrementally.
///
/// Invariants: `installed` holds exactly the constraints in the solver, each with the solver
/// constraint made from it; a constraint the solver refused (`brokenByEngine`) is retried
/// (silently) only when it is re-activated, its constant changes or a required constraint
/// left the solver — as UIKit honours a broken constraint again once its conflict is gone;
/// nothing is ever rebuilt from scratch; `structure` is set only while the installed
/// constraints are exactly the wanted ones (no `StructuralChange` since the last full pass, and
/// nothing broken by it).
///
/// `update()`, once per layout pass:
/// 0. if no `StructuralChange` was reported since the last full pass (which left nothing
///    broken), the wanted constraints are the installed ones: only their constants are read
///    again — the root's size, translating views' frames, intrinsic sizes, system guides'
///    insets, baselines — each change moving a constant in place (`updateConstantsInPlace`),
///    and the pass goes on at 4; an intrinsic size that gains or loses an axis is structural
///    and makes it a full pass;
/// 1. collect the wanted constraints — the root's frame, each translating view's frame
///    (autoresizing), each other view's intrinsic size as hugging `≤` and compression
///    resistance `≥` at their priorities, the system guides' edges, and every active user
///    constraint — setting the constants of generated ones (each change re-solves with the
///    dual simplex);
/// 2. remove the installed constraints that are no longer wanted;
/// 3. add the new ones, reporting and breaking those that are unsatisfiable (and retry the
///    broken ones if a required constraint was removed);
/// 4. copy the solution into the variables.
///
/// The stored properties the engine's pass reads for every view and constraint are
/// `@exclusivity(unchecked)`: UIKit's objects are used from the main thread only, and the
/// dynamic exclusivity checks were a quarter of an incremental layout's instructions.
final class LayoutEngine {
    struct Box {
        let x, y, width, height: Variable
        var all: [Variable] { [x, y, width, height] }
    }

    struct Installed {
        let constraint: NSLayoutConstraint
        let solverConstraint: Constraint
        let order: Int
    }

    typealias Fitting = (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)

    /// What constraints hold to say which engine installed or wanted them: compared by
    /// identity, never reused while a constraint holds it.
    final class Identity {}

    weak var root: UIView?
    let identity = Identity()
    let solver = Solver()
    let log: AutoLayoutLog
    /// Set for the throwaway engine of `systemLayoutSizeFitting`, which reports to the
    /// hierarchy's log but never marks constraints as installed in it or broken.
    let fitting: Fitting?
    @exclusivity(unchecked) private var boxes: [ObjectIdentifier: Box] = [:]
    @exclusivity(unchecked) private var installed: [ObjectIdentifier: Installed] = [:]
    @exclusivity(unchecked) private var installCount = 0
    /// Passes run so far; with the engine's identity it stamps the constraints a pass wants.
    @exclusivity(unchecked) private var passCount = 0
    @exclusivity(unchecked) private var rootConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var directionChanged = false
    /// A required constraint left the solver since broken constraints were last retried.
    @exclusivity(unchecked) private var requiredConstraintRemoved = false
    /// What the last full pass found; `nil` once a `StructuralChange` has been reported since,
    /// or when that pass left a wanted constraint broken.
    @exclusivity(unchecked) private var structure: LayoutStructure?
    /// Passes that collected the wanted constraints (steps 1–3), and passes that found the
    /// structure unchanged and only moved constants (step 0): for tests and benchmarks.
    private(set) var fullPassCount = 0
    private(set) var constantPassCount = 0
    /// Conflicts larger than this are reported whole rather than minimised.
    static let conflictMinimisationLimit = 300

    init(root: UIView, fitting: Fitting? = nil, log: AutoLayoutLog = AutoLayoutLog()) {
        self.root = root
        self.fitting = fitting
        self.log = log
    }

    /// Whether this engine owns the constraints' `engine` and `brokenByEngine` state.
    private var isMain: Bool { fitting == nil }

    /// Forgets every installed constraint (the root became a subview elsewhere).
    func tearDown() {
        for entry in installed.values where entry.constraint.installedIn === identity {
            entry.constraint.engine = nil
            entry.constraint.installedIn = nil
        }
        installed.removeAll()
        structure = nil
    }

    /// Forgets what the last full pass found: the next pass collects the wanted constraints.
    /// Every kind of change has this one effect; `change` names it for readers and debuggers.
    func structureDidChange(_ change: StructuralChange) {
        structure = nil
    }

    // MARK: The pass

    func update() {
        guard let root else { return }
        // 0. An unchanged structure: constants only. (A constant that breaks its constraint
        //    takes it out of the solver, which is structural: this pass then retries the
        //    broken constraints as a full one would.)
        if isMain, structure != nil, updateConstantsInPlace(root), structure != nil {
            constantPassCount += 1
            #if DEBUG
            checkWantedConstraintsAreInstalled(root)
            #endif
        } else {
            updateStructure(root)
            fullPassCount += 1
        }
        // 4. The solution; values that overflowed anyway are reported (frames use 0 there).
        solver.updateVariables()
        let overflowed = boxes.values.filter { !($0.x.value.isFinite && $0.y.value.isFinite && $0.width.value.isFinite && $0.height.value.isFinite) }
            .map { $0.x.name.replacingOccurrences(of: ".minX", with: "") }
        if !overflowed.isEmpty { log.record(.nonFiniteSolution(items: overflowed.sorted())) }
    }

    /// Steps 1–3: collects the wanted constraints, removes what is no longer wanted and adds
    /// what is new; keeps what it found for the passes that find the structure unchanged.
    private func updateStructure(_ root: UIView) {
        // 1. The wanted constraints.
        var found = LayoutStructure()
        let wanted = wantedConstraints(root, recordingIn: &found)
        // 2. Remove what is no longer wanted (and, after a direction change, every constraint
        //    with leading or trailing, to be re-added flipped).
        //    When every installed constraint is still wanted, none is looked at.
        passCount += 1
        var wantedAndInstalled = 0
        for constraint in wanted where !isWantedThisPass(constraint) {
            constraint.lastWanted = (identity, passCount)
            if isInstalled(constraint) { wantedAndInstalled += 1 }
        }
        if directionChanged || wantedAndInstalled < installed.count {
            var unwanted: [Installed] = []
            for entry in installed.values {
                let isWanted = isWantedThisPass(entry.constraint)
                let flips = directionChanged && (entry.constraint.firstAttribute.isDirectional || entry.constraint.secondAttribute.isDirectional)
                if !isWanted || flips { unwanted.append(entry) }
            }
            for entry in unwanted.sorted(by: { $0.order < $1.order }) { uninstall(entry) }
        }
        directionChanged = false
        // 3. Add what is new; baselines follow their label's text.
        let retriesBroken = requiredConstraintRemoved
        requiredConstraintRemoved = false
        for constraint in wanted {
            if isInstalled(constraint) {
                if constraint.involvesBaseline, let entry = installed[ObjectIdentifier(constraint)] { refreshConstant(entry) }
            } else if !constraint.brokenByEngine || !isMain {
                install(constraint)
            } else if retriesBroken {
                install(constraint, reportsConflict: false)
            }
            if constraint.involvesBaseline { found.baselineConstraints.append(constraint) }
        }
        // What was found serves the next passes only if every wanted constraint is installed
        // (the installed ones are all wanted after step 2): a broken one is retried by full passes.
        structure = isMain && installed.count == wanted.count ? found : nil
    }

    /// Step 1: the wanted constraints, generated ones first (sizes known before they are
    /// chained keeps the tableau sparse), then the active ones, each in hierarchy order; the
    /// generated ones get their current constants. The items whose constants are read again
    /// by later passes are recorded in `found`.
    private func wantedConstraints(_ root: UIView, recordingIn found: inout LayoutStructure) -> [NSLayoutConstraint] {
        var wanted: [NSLayoutConstraint] = []
        wanted.reserveCapacity(installed.count + 8)
        wanted += rootFrameConstraints(root)
        var active: [NSLayoutConstraint] = []
        active.reserveCapacity(installed.count)
        for view in root.subtree {
            if view !== root {
                if view.translatesAutoresizingMaskIntoConstraints {
                    wanted += autoresizingConstraints(view)
                    found.translatingViews.append(view)
                } else {
                    wanted += contentSizeConstraints(view)
                    wanted += nonNegativeSizeConstraints(view)
                    found.contentSizedViews.append(view)
                }
            } else if fitting != nil {
                wanted += contentSizeConstraints(view)
            }
            for guide in view.layoutGuides where guide.systemKind != .none {
                wanted += systemGuideConstraints(guide)
                found.systemGuides.append(guide)
            }
            active += view.constraints
        }
        wanted += active
        return wanted
    }

    /// Step 0: gives the installed generated constraints the constants their items now call
    /// for, and re-reads baselines, exactly as steps 1 and 3 would with nothing to add or
    /// remove. `false` when an intrinsic size gained or lost an axis (the pass must be a full
    /// one); a constant that breaks its constraint reports `.installation` itself.
    private func updateConstantsInPlace(_ root: UIView) -> Bool {
        guard let structure else { return false }
        _ = rootFrameConstraints(root)
        for view in structure.translatingViews { _ = autoresizingConstraints(view) }
        for view in structure.contentSizedViews {
            let size = view.intrinsicContentSize
            let constraints = view.contentSizeConstraints
            guard LayoutStructure.contentSizeConstraintsFit(constraints, size) else { return false }
            for constraint in constraints { constraint.constant = constraint.firstAttribute == .width ? size.width : size.height }
        }
        for guide in structure.systemGuides { _ = systemGuideConstraints(guide) }
        for constraint in structure.baselineConstraints {
            if let entry = installed[ObjectIdentifier(constraint)] { refreshConstant(entry) }
        }
        return true
    }

    #if DEBUG
    /// After a constants-only pass, collecting the wanted constraints must find exactly the
    /// installed ones; if not, a mutation changed the structure without reporting it
    /// (`UIView.structureDidChange(_:)`).
    private func checkWantedConstraintsAreInstalled(_ root: UIView) {
        var ignored = LayoutStructure()
        let wanted = wantedConstraints(root, recordingIn: &ignored)
        let missing = wanted.filter { !isInstalled($0) }
        if missing.isEmpty && wanted.count == installed.count { return }
        assertionFailure("""
            A structural change was not reported to the layout engine: \(missing.count) wanted constraints are not \
            installed (first: \(missing.first?.description ?? "none")), \(wanted.count) wanted, \(installed.count) installed.
            """)
    }
    #endif

    func directionDidChange() {
        directionChanged = true
        structureDidChange(.layoutDirection)
    }

    /// Whether `constraint` is in the solver: the main engine marks its constraints (`engine`
    /// is set exactly while installed), a fitting engine looks it up.
    private func isInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        isMain ? constraint.installedIn === identity : installed[ObjectIdentifier(constraint)] != nil
    }

    private func isWantedThisPass(_ constraint: NSLayoutConstraint) -> Bool {
        guard let stamp = constraint.lastWanted else { return false }
        return stamp.engine === identity && stamp.pass == passCount
    }

    /// The constraints in the solver, in the order they were added.
    var installedConstraints: [NSLayoutConstraint] {
        installed.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The installed required constraints the current solution violates by more than
    /// `tolerance` (none, unless the solver is wrong): the contract tests check.
    func violatedRequiredConstraints(tolerance: Double = 1e-6) -> [NSLayoutConstraint] {
        installed.values.sorted { $0.order < $1.order }.filter { entry in
            let c = entry.solverConstraint
            guard c.strength.isRequired else { return false }
            let e = c.expression
            let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * $1.variable.value }
            switch c.relation {
            case .equal: return abs(value) > tolerance
            case .lessThanOrEqual: return value > tolerance
            case .greaterThanOrEqual: return value < -tolerance
            }
        }.map(\.constraint)
    }

    /// The item's rectangle in the root's coordinates, `nil` if the engine has never seen it.
    func rect(of item: any LayoutItem) -> CGRect? {
        guard let box = boxes[ObjectIdentifier(item)] else { return nil }
        // Pivoting leaves rounding noise (49.999999999); values that close to a 1/1024 step
        // are snapped to it. Frames are not rounded to pixels (a named choice: there is no
        // screen scale here).
        func clean(_ value: Double) -> CGFloat {
            guard value.isFinite else { return 0 }
            let snapped = (value * 1024).rounded() / 1024
            return CGFloat(abs(snapped - value) < 1e-7 ? snapped + 0 : value)
        }
        return CGRect(x: clean(box.x.value), y: clean(box.y.value), width: clean(box.width.value), height: clean(box.height.value))
    }

    func isAmbiguous(_ item: any LayoutItem) -> Bool {
        !ambiguousAttributes(of: item).isEmpty
    }

    func ambiguousAttributes(of item: any LayoutItem) -> [NSLayoutConstraint.Attribute] {
        let box = box(for: item)
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        return zip(box.all, attributes).filter { solver.isAmbiguous($0.0) }.map(\.1)
    }

    // MARK: Changes to installed constraints

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        refreshConstant(entry)
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        uninstall(entry)
        install(constraint)
    }

    private func refreshConstant(_ entry: Installed) {
        guard let constant = expressionConstant(for: entry.constraint) else {
            // A constant that became NaN or infinite: the constraint leaves the layout (the
            // diagnostic was recorded); it comes back when activated again with a finite value.
            uninstall(entry)
            return
        }
        guard constant != entry.solverConstraint.expression.constant else { return }
        do {
            try solver.updateConstant(of: entry.solverConstraint, to: constant)
        } catch .unsatisfiableConstraint {
            uninstall(entry)
            if isMain { entry.constraint.brokenByEngine = true }
            if let (expression, _) = expression(for: entry.constraint) {
                let probe = Constraint(expression, entry.solverConstraint.relation, Expression(0), strength: .required)
                report(entry.constraint, probe)
            }
        } catch {
            log.record(.solverFailure(constraint: entry.constraint.description, message: error.description))
        }
    }

    /// Adds `constraint` to the solver; if it is unsatisfiable it is broken (left out) and, when
    /// `reportsConflict`, logged with a smallest conflicting set.
    private func install(_ constraint: NSLayoutConstraint, reportsConflict: Bool = true) {
        guard let (expression, relation) = expression(for: constraint) else { return }
        let solverConstraint = Constraint(expression, relation, Expression(0), strength: Strength(Double(constraint.priority.rawValue), weight: constraint.weightWithinPriority))
        do {
            try solver.addConstraint(solverConstraint)
            structureDidChange(.installation)
            installCount += 1
            installed[ObjectIdentifier(constraint)] = Installed(constraint: constraint, solverConstraint: solverConstraint, order: installCount)
            if isMain {
                constraint.engine = self
                constraint.installedIn = identity
                constraint.brokenByEngine = false
            }
        } catch .unsatisfiableConstraint {
            if isMain { constraint.brokenByEngine = true }
            if reportsConflict { report(constraint, solverConstraint) }
        } catch {
            if isMain { constraint.brokenByEngine = true }
            log.record(.solverFailure(constraint: constraint.description, message: error.description))
        }
    }

    private func uninstall(_ entry: Installed) {
        structureDidChange(.installation)
        installed[ObjectIdentifier(entry.constraint)] = nil
        if entry.solverConstraint.strength.isRequired { requiredConstraintRemoved = true }
        if entry.constraint.installedIn === identity {
            entry.constraint.engine = nil
            entry.constraint.installedIn = nil
        }
        do {
            try solver.removeConstraint(entry.solverConstraint)
        } catch {
            log.record(.solverFailure(constraint: entry.constraint.description, message: error.description))
        }
    }

    // MARK: Unsatisfiable constraints

    /// Logs UIKit's "Unable to simultaneously satisfy constraints" with a smallest conflicting
    /// set: the installed required constraints connected to `refused` through shared variables,
    /// then a deletion filter (drop each one whose absence keeps the conflict).
    private func report(_ broken: NSLayoutConstraint, _ refused: Constraint) {
        let required = installed.values.filter { $0.solverConstraint.strength.isRequired }.sorted { $0.order < $1.order }
        var reached = Set(refused.expression.terms.map(\.variable))
        var component: [Installed] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { entry in
                let variables = entry.solverConstraint.expression.terms.map(\.variable)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                component.append(entry)
                grew = true
                return true
            }
        }
        component.sort { $0.order < $1.order }
        if component.count <= Self.conflictMinimisationLimit {
            var index = 0
            while index < component.count {
                var trial = component
                trial.remove(at: index)
                if Self.conflicts(trial.map(\.solverConstraint), with: refused) { component = trial } else { index += 1 }
            }
        }
        log.record(.unsatisfiableConstraints(conflicting: component.map(\.constraint) + [broken], broken: broken))
    }

    private static func conflicts(_ constraints: [Constraint], with refused: Constraint) -> Bool {
        let trial = Solver()
        for constraint in constraints { try? trial.addConstraint(constraint) }
        do {
            try trial.addConstraint(refused)
            return false
        } catch {
            return true
        }
    }

    // MARK: Expressions

    private func box(for item: any LayoutItem) -> Box {
        if let box = boxes[ObjectIdentifier(item)] { return box }
        let name = item.layoutItemDescription
        let box = Box(x: Variable("\(name).minX"), y: Variable("\(name).minY"), width: Variable("\(name).width"), height: Variable("\(name).height"))
        boxes[ObjectIdentifier(item)] = box
        return box
    }

    /// Whether `constraint`'s constant and multiplier can be entered in the solver: finite and
    /// within its range (a value that is not is reported).
    private func valuesCanEnter(_ constraint: NSLayoutConstraint) -> Bool {
        // NaN never fails a comparison, so it would spread through the whole tableau unnoticed.
        guard constraint.constant.isFinite && constraint.multiplier.isFinite else {
            log.record(.nonFiniteValue(constraint: constraint.description))
            return false
        }
        guard abs(Double(constraint.constant)) <= Solver.largestMagnitude && abs(Double(constraint.multiplier)) <= Solver.largestMagnitude else {
            log.record(.valueOutOfRange(constraint: constraint.description, limit: Solver.largestMagnitude))
            return false
        }
        return true
    }

    /// Whether a user constraint names a second attribute whose item is gone (`second`, its
    /// second item as loaded): it leaves the layout.
    private static func lostItsSecondItem(_ constraint: NSLayoutConstraint, _ second: (any LayoutItem)?) -> Bool {
        second == nil && constraint.origin == .user && constraint.secondAttribute != .notAnAttribute
    }

    /// `first − multiplier × second − constant`, and the relation; `nil` once an item is gone.
    /// With leading or trailing in a right-to-left view, every horizontal position is measured
    /// from the right (negated), so a positive constant still points from leading to trailing.
    private func expression(for constraint: NSLayoutConstraint) -> (Expression, Relation)? {
        guard let first = constraint.item1, valuesCanEnter(constraint) else { return nil }
        let flips = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && (first.hostView?.isRightToLeft ?? false)
        var expression = attributeExpression(first, constraint.firstAttribute, flips: flips)
        let second = constraint.item2
        if let second {
            expression = expression - attributeExpression(second, constraint.secondAttribute, flips: flips) * Double(constraint.multiplier)
        } else if Self.lostItsSecondItem(constraint, second) {
            return nil
        }
        expression = expression - Double(constraint.constant)
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return (expression, relation)
    }

    /// The constant of `expression(for: constraint)`, without making the expression: an
    /// attribute's expression has no constant but a baseline's offset, so it is `−constant`
    /// when no baseline is involved. A constant edit reads only this.
    private func expressionConstant(for constraint: NSLayoutConstraint) -> Double? {
        if constraint.involvesBaseline { return expression(for: constraint)?.0.constant }
        guard constraint.item1 != nil, valuesCanEnter(constraint), !Self.lostItsSecondItem(constraint, constraint.item2) else { return nil }
        return -Double(constraint.constant)
    }

    /// The attribute as a sum of the item's variables; its constant is zero except for a baseline
    /// (`expressionConstant(for:)` relies on this).
    private func attributeExpression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, flips: Bool) -> Expression {
        let box = box(for: item)
        let sign: Double = flips ? -1 : 1
        switch attribute {
        case .left: return Expression(box.x, sign)
        case .right: return (box.x + box.width) * sign
        case .centerX: return (box.x + 0.5 * box.width) * sign
        case .leading: return flips ? (box.x + box.width) * -1 : Expression(box.x)
        case .trailing: return flips ? Expression(box.x, -1) : box.x + box.width
        case .width: return Expression(box.width)
        case .height: return Expression(box.height)
        case .top: return Expression(box.y)
        case .bottom: return box.y + box.height
        case .centerY: return box.y + 0.5 * box.height
        case .firstBaseline, .lastBaseline:
            let baseline = item.baseline(first: attribute == .firstBaseline)
            var expression = Expression(box.y)
            expression.add(box.height, Double(baseline.heightFactor))
            expression.constant = Double(baseline.offset)
            return expression
        case .notAnAttribute: return Expression(0)
        }
    }

    // MARK: Generated constraints

    /// The root's frame: its origin is the origin of the engine's coordinates; its size is given
    /// (or, when fitting, pulled towards the target size at the fitting priorities).
    private func rootFrameConstraints(_ root: UIView) -> [NSLayoutConstraint] {
        if rootConstraints.isEmpty {
            let origin: NSLayoutConstraint.Origin = fitting == nil ? .autoresizing : .fitting
            rootConstraints = [
                NSLayoutConstraint(root, .left, .equal, nil, .notAnAttribute, origin: origin),
                NSLayoutConstraint(root, .top, .equal, nil, .notAnAttribute, origin: origin),
                NSLayoutConstraint(root, .width, .equal, nil, .notAnAttribute, priority: fitting?.horizontal ?? .required, origin: origin),
                NSLayoutConstraint(root, .height, .equal, nil, .notAnAttribute, priority: fitting?.vertical ?? .required, origin: origin),
            ]
        }
        let size = fitting?.size ?? root.bounds.size
        rootConstraints[2].constant = size.width
        rootConstraints[3].constant = size.height
        return rootConstraints
    }

    /// A translating view stays at its frame, relative to its superview.
    private func autoresizingConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        guard let superview = view.superview else { return [] }
        if view.autoresizingConstraints.count != 4 || view.autoresizingConstraints[0].item2 !== superview {
            view.autoresizingConstraints = [
                NSLayoutConstraint(view, .left, .equal, superview, .left, origin: .autoresizing),
                NSLayoutConstraint(view, .top, .equal, superview, .top, origin: .autoresizing),
                NSLayoutConstraint(view, .width, .equal, nil, .notAnAttribute, origin: .autoresizing),
                NSLayoutConstraint(view, .height, .equal, nil, .notAnAttribute, origin: .autoresizing),
            ]
        }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(view.autoresizingConstraints, values) { constraint.constant = value }
        return view.autoresizingConstraints
    }

    /// The intrinsic size, as UIKit enters it: per axis with a metric, `size ≤ intrinsic` at the
    /// hugging priority and `size ≥ intrinsic` at the compression-resistance priority.
    private func contentSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        let existing = view.contentSizeConstraints
        if let unchanged = Self.reusingContentSizeConstraints(existing, view, size) { return unchanged }
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(4)
        // One constraint, reusing the existing one that differs at most in its constant.
        func want(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ priority: UILayoutPriority, weight: Double, value: CGFloat) {
            let match = existing.first {
                $0.firstAttribute == attribute && $0.relation == relation && $0.priority == priority && $0.weightWithinPriority == weight
            }
            let constraint = match ?? NSLayoutConstraint(view, attribute, relation, nil, .notAnAttribute, priority: priority, origin: .contentSize)
            constraint.weightWithinPriority = weight
            constraint.constant = value
            result.append(constraint)
        }
        for axis in NSLayoutConstraint.Axis.both {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0 else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let weight = view.contentSizeWeight.flatMap { $0.axis == axis ? $0.weight : nil } ?? 1
            want(attribute, .lessThanOrEqual, view.contentHuggingPriority(for: axis), weight: weight, value: value)
            want(attribute, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis), weight: weight, value: value)
        }
        // New ones are structural for every engine that holds the view, a fitting engine's
        // too (they share the view's constraints).
        if result.count != existing.count || zip(result, existing).contains(where: { $0 !== $1 }) {
            view.structureDidChange(.contentSizeConstraints)
        }
        view.contentSizeConstraints = result
        return result
    }

    /// `existing`, with its constants set to `size`, when it is exactly the four constraints
    /// `contentSizeConstraints` would make (both axes have a metric and the same priorities and
    /// weights): the common case of every pass after the first, without building a new list.
    private static func reusingContentSizeConstraints(_ existing: [NSLayoutConstraint], _ view: UIView, _ size: CGSize) -> [NSLayoutConstraint]? {
        guard existing.count == 4, size.width >= 0, size.height >= 0 else { return nil }
        for (index, constraint) in existing.enumerated() {
            let axis: NSLayoutConstraint.Axis = index < 2 ? .horizontal : .vertical
            let hugs = index % 2 == 0
            let weight = view.contentSizeWeight.flatMap { $0.axis == axis ? $0.weight : nil } ?? 1
            let priority = hugs ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            guard constraint.firstAttribute == (axis == .horizontal ? .width : .height),
                  constraint.relation == (hugs ? .lessThanOrEqual : .greaterThanOrEqual),
                  constraint.priority == priority, constraint.weightWithinPriority == weight
            else { return nil }
        }
        for (index, constraint) in existing.enumerated() { constraint.constant = index < 2 ? size.width : size.height }
        return existing
    }

    /// A solved view's width and height are at least zero, required (a named choice: UIKit
    /// leaves sizes unbounded below, so ties among compression resistances could otherwise
    /// push one view to a negative width while its neighbours keep theirs).
    static let sizesAreNonNegative = true

    private func nonNegativeSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        guard Self.sizesAreNonNegative else { return [] }
        if view.nonNegativeSizeConstraints.isEmpty {
            view.nonNegativeSizeConstraints = [
                NSLayoutConstraint(view, .width, .greaterThanOrEqual, nil, .notAnAttribute, origin: .contentSize),
                NSLayoutConstraint(view, .height, .greaterThanOrEqual, nil, .notAnAttribute, origin: .contentSize),
            ]
        }
        return view.nonNegativeSizeConstraints
    }

    /// A system guide's edges: its owning view's edges inset by the margins or safe area.
    private func systemGuideConstraints(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let view = guide.owningView else { return [] }
        if guide.systemConstraints.count != 4 {
            guide.systemConstraints = [
                NSLayoutConstraint(guide, .left, .equal, view, .left, origin: .guide),
                NSLayoutConstraint(guide, .top, .equal, view, .top, origin: .guide),
                NSLayoutConstraint(guide, .right, .equal, view, .right, origin: .guide),
                NSLayoutConstraint(guide, .bottom, .equal, view, .bottom, origin: .guide),
            ]
        }
        let insets = guide.systemInsets
        let values = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (constraint, value) in zip(guide.systemConstraints, values) { constraint.constant = value }
        return guide.systemConstraints
    }
}

extension NSLayoutConstraint.Axis {
    /// Horizontal, then vertical.
    static let both: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
}

extension NSLayoutConstraint {
    var involvesBaseline: Bool {
        firstAttribute == .firstBaseline || firstAttribute == .lastBaseline
            || secondAttribute == .firstBaseline || secondAttribute == .lastBaseline
    }
}

extension LayoutEngine {
    /// The solver constraints made from the installed constraints, in the order they were added.
    var installedSolverConstraints: [Constraint] {
        installed.values.sorted { $0.order < $1.order }.map(\.solverConstraint)
    }
}
