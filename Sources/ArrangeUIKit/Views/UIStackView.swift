import Foundation

/// Lays out its arranged subviews in a row or column with constraints it generates, as UIKit's
/// `UIStackView`.
///
/// Invariants: arranged subviews are subviews (adding one adds it, and turns off its
/// autoresizing translation); the stack has no intrinsic size — its size is the content's when
/// nothing else constrains it and the given size when something does; the generated
/// constraints are rebuilt in `updateConstraints()` whenever a property, the arranged set or a
/// hidden flag changed (or, under `.fillProportionally`, an intrinsic size), and only then
/// (`GenerationInputs`); when only `spacing` or a custom spacing changed, the `UISV-spacing`
/// constraints keep their place and take their new constants (`spacingChangeMovesConstantsOnly`),
/// so the engine moves them in place in the solver. Layout margins are no input: the margins
/// guide's edges follow them, and the engine re-reads those constants every pass.
///
/// The constraints, with UIKit's identifiers (the *container* is the stack, or its layout
/// margins guide when `isLayoutMarginsRelativeArrangement`):
/// 1. `UISV-canvas-connection`: the first visible view's leading (top) edge and the last one's
///    trailing (bottom) edge equal the container's.
/// 2. `UISV-spacing`: consecutive visible views are `spacing` (or their custom spacing) apart —
///    exactly for `.fill`, `.fillEqually`, `.fillProportionally`, at least for `.equalSpacing`
///    and `.equalCentering`.
/// 3. Distribution: `.fillEqually` makes the sizes equal; `.fillProportionally` makes each size
///    the container's length × intrinsic size ÷ (Σ intrinsic sizes + Σ spacing), priority 999,
///    the last view taking the slack (`fillProportionallyFollowsUIKit`); `.equalSpacing` puts
///    equal-width guides between the views' edges (required), `.equalCentering` between their
///    centres (`equalCenteringPriority`, 150: below hugging and compression resistance), both
///    `UISV-distributing`, and both pull the container's length to zero (priority 49) so that an
///    unconstrained stack takes its content's length; `.fill` lets hugging and compression
///    resistance decide, and among equal priorities the first view stretches or shrinks first
///    (`fillTieBreakWeight`, a named choice matching seed 003's screenshot, where the first view
///    stretches).
/// 4. Alignment across the axis (`UISV-alignment`, `UISV-spanning-boundary`): `.fill` pins both
///    edges; the others pin one edge, the centre or the baseline of every view, keep every
///    visible view inside (hidden ones do not set the cross size), pull each view's cross size
///    to zero (`UISV-ambiguity-suppression`, priority 25, so a view without an intrinsic cross
///    size is not ambiguous), and the container hugs the tallest visible view
///    (`UISV-canvas-fit`, priority 49).
/// 5. `UISV-hiding`: a hidden view collapses to zero along the axis, with no spacing.
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; hugging and compression resistance pick who stretches or shrinks.
        case fill
        /// The views fill the length with equal sizes.
        case fillEqually
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between their edges are equal.
        case equalSpacing
        /// The views keep their sizes; the distances between their centres are equal.
        case equalCentering
    }

    /// How the arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Each view spans the stack's full width (height, in a row).
        case fill
        /// Each view is pinned to the leading edge (the top, in a row).
        case leading
        /// In a row, the views' first baselines line up.
        case firstBaseline
        /// Each view is centred across the axis.
        case center
        /// Each view is pinned to the trailing edge (the bottom, in a row).
        case trailing
        /// In a row, the views' last baselines line up.
        case lastBaseline
        /// Pins each view of a row to the top edge (the same as `leading`).
        public static let top = Alignment.leading
        /// Pins each view of a row to the bottom edge (the same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The identifier of the constraints that keep consecutive visible views apart.
    static let spacingIdentifier = "UISV-spacing"
    /// Custom spacing meaning "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing meaning "the system spacing" (8 points here, a named choice).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude
    static let systemSpacing: CGFloat = 8
    /// The priority of the container hugging its content across the axis (and along it, for
    /// `.equalSpacing` and `.equalCentering`).
    static let canvasFitPriority = UILayoutPriority(49)
    /// The priority of every view's cross size pulled to zero when the alignment is not `.fill`.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The priority of `.equalCentering`'s equal centre-to-centre distances: UIKit's guides are
    /// equal at about 150, so hugging and compression resistance win ("attempts to" centre).
    static let equalCenteringPriority = UILayoutPriority(150)
    /// `.fillProportionally` as UIKit's generated constraints behave, not as its documentation
    /// reads (a named choice, docs/DIFFERENCES.md): sizes are shares of the container's whole
    /// length, spacing included, and the last view takes the slack — 58.594/117.188/179.219 for
    /// 50/100/150 views 375 wide with spacing 10, where the documentation's rule gives
    /// 59.17/118.33/177.5.
    static let fillProportionallyFollowsUIKit = true
    /// The weight within priority 999 of the last view's proportional size, below the others'
    /// 1, so that the slack lands on the last view, as UIKit's does.
    static let fillProportionallySlackWeight = 1 - 1e-3
    /// The weight step by which later views resist stretching and shrinking more under `.fill`.
    static let fillTieBreakWeight = 1e-3

    /// The views the stack lays out, in order along the axis.
    public private(set) var arrangedSubviews: [UIView] = []
    /// Whether the views form a row (`.horizontal`, the default) or a column.
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    /// How the views share the length along the axis (`.fill` by default).
    public var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    /// How the views are placed across the axis (`.fill` by default).
    public var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    /// The gap between consecutive views, in points (the least gap for `.equalSpacing` and `.equalCentering`).
    public var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    /// The `UISV-spacing` constraints among `generated`: each is `spacing(after:)` its second
    /// item.
    private var spacingConstraints: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    /// What `generated` was made from (`nil` before the first time).
    private var generatedFrom: GenerationInputs?
    /// How many times the constraints were generated (for tests).
    private(set) var generationCount = 0
    /// How many times only the spacing constraints' constants were moved (for tests).
    private(set) var spacingUpdateCount = 0

    /// An empty stack in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty stack with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Arranges `view` last (adding it as a subview if needed).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` (clamped), moving it if it is already arranged.
    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        if view.superview !== self { addSubview(view) }
        // The stack itself or one of its ancestors cannot be its subview (`addSubview` refused
        // it, with a diagnostic), so it is not arranged either: holding it would be a cycle.
        guard view.superview === self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        view.contentSizeWeight = nil
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// A removed arranged subview stops being arranged, and the stack's constraints to it go.
    open override func willRemoveSubview(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            // The stack's own constraints to the view go with it.
            NSLayoutConstraint.deactivate(generated)
            generated = []
            spacingConstraints = []
            generatedFrom = nil
            removeArrangedSubview(subview)
        }
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to `spacing`).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsUpdateConstraints()
    }

    /// The gap set after `arrangedSubview`, or `spacingUseDefault` when none is.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The spacing after `view`: its custom spacing, else `spacing`; system spacing resolved.
    private func spacing(after view: UIView) -> CGFloat {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseDefault { value = spacing }
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    // MARK: Constraints

    /// Regenerates the stack's constraints and changes only what differs: a constraint that
    /// is the same but for its constant keeps its place in the solver and has its constant moved
    /// (an incremental re-solve), others are removed or added. One label's new text or a new
    /// spacing therefore costs a few pivots, not a rebuild of the whole stack.
    open override func updateConstraints() {
        // The same inputs make the same constraints: an arranged view's new intrinsic size
        // (outside `.fillProportionally`) asks for this, and changes nothing here.
        arrangedSubviews.removeAll { $0.superview !== self }
        let inputs = GenerationInputs(self)
        guard inputs != generatedFrom else {
            super.updateConstraints()
            return
        }
        if let old = generatedFrom, inputs.spacingChangeMovesConstantsOnly(from: old) {
            generatedFrom = inputs
            moveSpacingConstants()
            super.updateConstraints()
            return
        }
        generatedFrom = inputs
        generationCount += 1
        let oldSpacers = spacers
        spacers = []
        let wanted = makeConstraints()
        var existing: [GeneratedConstraintKey: [NSLayoutConstraint]] = [:]
        for constraint in generated {
            existing[GeneratedConstraintKey(constraint), default: []].append(constraint)
        }
        var kept: [NSLayoutConstraint] = []
        var added: [NSLayoutConstraint] = []
        for constraint in wanted {
            let key = GeneratedConstraintKey(constraint)
            if var matches = existing[key], let old = matches.popLast() {
                existing[key] = matches
                if old.constant != constraint.constant { old.constant = constraint.constant }
                kept.append(old)
            } else {
                added.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(existing.values.flatMap { $0 })
        let usedSpacers = Set(spacers.map(ObjectIdentifier.init))
        for guide in oldSpacers where !usedSpacers.contains(ObjectIdentifier(guide)) { removeLayoutGuide(guide) }
        NSLayoutConstraint.activate(added)
        generated = kept + added
        spacingConstraints = generated.filter { $0.identifier == Self.spacingIdentifier }
        super.updateConstraints()
    }

    /// Gives each `UISV-spacing` constraint the spacing after the view it follows; each changed
    /// constant moves in place in the solver. Only the constants differ from what
    /// `makeConstraints()` would make (`spacingChangeMovesConstantsOnly`).
    private func moveSpacingConstants() {
        spacingUpdateCount += 1
        assert(spacingConstraints.count == max(arrangedSubviews.count(where: { !$0.isHidden }) - 1, 0),
               "one spacing constraint between each two consecutive visible views")
        for constraint in spacingConstraints {
            guard let view = constraint.item2 as? UIView else { continue }
            constraint.constant = spacing(after: view)
        }
    }

    private func make(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: (any LayoutItem)?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item, attribute, relation, other, other == nil ? .notAnAttribute : otherAttribute,
                                            multiplier: multiplier, constant: constant, priority: priority)
        constraint.identifier = identifier
        return constraint
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let container: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let visible = arrangedSubviews.filter { !$0.isHidden }
        applyFillTieBreak(visible, axis: axis)
        var result: [NSLayoutConstraint] = []

        // 5. Hidden views collapse along the axis at the leading edge.
        for view in arrangedSubviews where view.isHidden {
            result.append(make(view, size, .equal, nil, .notAnAttribute, "UISV-hiding"))
            result.append(make(view, start, .equal, container, start, "UISV-hiding"))
        }
        guard let first = visible.first, let last = visible.last else {
            // With no visible view the container collapses; the stack keeps its layout margins.
            result.append(make(container, size, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
            result.append(make(container, crossSize, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
            return result
        }

        // 1. The first and last visible views touch the container's edges.
        result.append(make(first, start, .equal, container, start, "UISV-canvas-connection"))
        result.append(make(container, end, .equal, last, end, "UISV-canvas-connection"))

        // 2. + 3. Spacing and distribution along the axis.
        let exactSpacing = [.fill, .fillEqually, .fillProportionally].contains(distribution)
        var firstSpacer: UILayoutGuide?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: a)
            result.append(make(b, start, exactSpacing ? .equal : .greaterThanOrEqual, a, end, constant: gap, Self.spacingIdentifier))
            guard !exactSpacing else { continue }
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            addLayoutGuide(spacer)
            spacers.append(spacer)
            let edge: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (end, start) : (center, center)
            result.append(make(spacer, start, .equal, a, edge.start, "UISV-distributing-edge"))
            result.append(make(spacer, end, .equal, b, edge.end, "UISV-distributing-edge"))
            result.append(make(spacer, crossStart, .equal, container, crossStart, "UISV-distributing-edge"))
            result.append(make(spacer, crossSize, .equal, nil, .notAnAttribute, "UISV-distributing-edge"))
            if let firstSpacer {
                let priority: UILayoutPriority = distribution == .equalCentering ? Self.equalCenteringPriority : .required
                result.append(make(spacer, size, .equal, firstSpacer, size, priority: priority, "UISV-distributing"))
            } else {
                firstSpacer = spacer
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { result.append(make(view, size, .equal, first, size, "UISV-fill-equally")) }
        case .fillProportionally:
            let intrinsic = visible.map { max(horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height, 0) }
            let total = intrinsic.reduce(0, +)
            let spacingTotal = zip(visible, visible.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
            // Overlapping spacing as long as the content leaves no length to share: no shares.
            if total > 0 && total + spacingTotal > 0 {
                for (index, (view, share)) in zip(visible, intrinsic).enumerated() {
                    let constraint: NSLayoutConstraint
                    if Self.fillProportionallyFollowsUIKit {
                        constraint = make(view, size, .equal, container, size, multiplier: share / (total + spacingTotal),
                                          priority: UILayoutPriority(999), "UISV-fill-proportionally")
                        if index == visible.count - 1 { constraint.weightWithinPriority = Self.fillProportionallySlackWeight }
                    } else {
                        let multiplier = share / total
                        constraint = make(view, size, .equal, container, size, multiplier: multiplier, constant: -multiplier * spacingTotal,
                                          priority: UILayoutPriority(999), "UISV-fill-proportionally")
                    }
                    result.append(constraint)
                }
            }
        case .equalSpacing, .equalCentering:
            result.append(make(container, size, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
        }

        // 4. Alignment across the axis; only visible views bound the container.
        // Baselines mean nothing across a vertical stack: UIKit treats them as .fill.
        let fillsAcross = alignment == .fill || (!horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
        for view in arrangedSubviews {
            let bounds = !view.isHidden
            switch alignment {
            case _ where fillsAcross:
                result.append(make(view, crossStart, .equal, container, crossStart, "UISV-alignment"))
                result.append(make(view, crossEnd, .equal, container, crossEnd, "UISV-alignment"))
            case .leading:
                result.append(make(view, crossStart, .equal, container, crossStart, "UISV-alignment"))
                if bounds { result.append(make(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary")) }
            case .trailing:
                result.append(make(view, crossEnd, .equal, container, crossEnd, "UISV-alignment"))
                if bounds { result.append(make(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary")) }
            case .center:
                result.append(make(view, crossCenter, .equal, container, crossCenter, "UISV-alignment"))
                if bounds {
                    result.append(make(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary"))
                    result.append(make(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary"))
                }
            default:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { result.append(make(view, baseline, .equal, first, baseline, "UISV-alignment")) }
                if bounds {
                    result.append(make(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary"))
                    result.append(make(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary"))
                }
            }
            if !fillsAcross {
                result.append(make(view, crossSize, .equal, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression"))
            }
        }
        if !fillsAcross {
            result.append(make(container, crossSize, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit"))
        }
        return result
    }

    /// Under `.fill`, among views of equal hugging (compression resistance) priority, the later
    /// ones resist stretching (shrinking) a little more, so the first view gives way first: the
    /// engine weighs their content-size constraints by `1 + fillTieBreakWeight × index / count`
    /// within their priority level. Each view's weight is set once, so an unchanged weight is
    /// no structural change.
    private func applyFillTieBreak(_ views: [UIView], axis: NSLayoutConstraint.Axis) {
        var weights: [ObjectIdentifier: Double] = [:]
        if distribution == .fill {
            for (index, view) in views.enumerated() where index > 0 {
                weights[ObjectIdentifier(view)] = 1 + Self.fillTieBreakWeight * Double(index) / Double(views.count)
            }
        }
        for view in arrangedSubviews { view.contentSizeWeight = weights[ObjectIdentifier(view)].map { (axis, $0) } }
    }

    /// Stack views draw nothing and have no intrinsic size of their own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// What makes two generated constraints the same constraint up to their constant: the same
/// items, attributes, relation, multiplier, priority (and weight within it) and identifier.
private struct GeneratedConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let second: ObjectIdentifier?
    let firstAttribute: Int
    let secondAttribute: Int
    let relation: Int
    let multiplier: CGFloat
    let priority: Float
    let weight: Double
    let identifier: String?

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.item1.map { ObjectIdentifier($0 as AnyObject) }
        second = constraint.item2.map { ObjectIdentifier($0 as AnyObject) }
        firstAttribute = constraint.firstAttribute.rawValue
        secondAttribute = constraint.secondAttribute.rawValue
        relation = constraint.relation.rawValue
        multiplier = constraint.multiplier
        priority = constraint.priority.rawValue
        weight = constraint.weightWithinPriority
        identifier = constraint.identifier
    }
}

/// Everything a stack view's generated constraints are made from: the same inputs make the same
/// constraints, so `updateConstraints()` has nothing to do when they are unchanged.
private struct GenerationInputs: Equatable {
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let spacing: CGFloat
    let isLayoutMarginsRelativeArrangement: Bool
    /// The arranged views in order, with whether each is hidden and the spacing after it.
    let arranged: [ObjectIdentifier]
    let hidden: [Bool]
    let spacings: [CGFloat]
    /// The intrinsic lengths along the axis, which only `.fillProportionally` reads.
    let proportionalLengths: [CGFloat]

    /// Whether the constraints made from `self` are those made from `old` but for the
    /// constants of the `UISV-spacing` constraints: only `spacing` and custom spacings differ,
    /// and the distribution is not `.fillProportionally`, whose shares are made from the total
    /// spacing (it enters their multipliers, and decides whether there are shares at all).
    /// `spacingUseDefault` and `spacingUseSystem` resolve to a number of points here (`spacing`,
    /// `systemSpacing`), so a custom spacing set to or from them is a constant too.
    func spacingChangeMovesConstantsOnly(from old: GenerationInputs) -> Bool {
        distribution != .fillProportionally
            && axis == old.axis && distribution == old.distribution && alignment == old.alignment
            && isLayoutMarginsRelativeArrangement == old.isLayoutMarginsRelativeArrangement
            && arranged == old.arranged && hidden == old.hidden && proportionalLengths == old.proportionalLengths
    }

    init(_ stack: UIStackView) {
        axis = stack.axis
        distribution = stack.distribution
        alignment = stack.alignment
        spacing = stack.spacing
        isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        let views = stack.arrangedSubviews
        arranged = views.map(ObjectIdentifier.init)
        hidden = views.map(\.isHidden)
        spacings = views.map { stack.customSpacing(after: $0) }
        proportionalLengths = stack.distribution != .fillProportionally ? [] : views.map {
            stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
        }
    }
}
