import Arrange
import Foundation

/// A rectangle in a hierarchy, laid out by Auto Layout, as UIKit's `UIView`.
///
/// Invariants: `frame` is in the superview's coordinates and `bounds.origin` is zero; the root
/// (the view without a superview) owns the layout engine and the log of the whole hierarchy;
/// a root's frame is given, never solved. A view that translates its autoresizing mask (the
/// default) keeps the frame it was given; one that does not is placed by the solver.
///
/// The layout pass (`layoutIfNeeded` on any view runs it for the whole hierarchy):
/// 1. the engine brings its constraints up to date (user constraints, autoresizing, content
///    size, guides) with incremental adds and removes, and solves;
/// 2. top down, `layoutSubviews()` runs on each view that needs layout (set by
///    `setNeedsLayout()`, a new size, or a subview the engine moved); the default
///    implementation copies the engine's frames to the subviews;
/// 3. if anything asked for layout again meanwhile, repeat (at most `maximumLayoutPasses`).
///
/// The stored properties the engine's pass reads for every view and constraint are
/// `@exclusivity(unchecked)`: UIKit's objects are used from the main thread only, and the
/// dynamic exclusivity checks were a quarter of an incremental layout's instructions.
open class UIView: LayoutItem, CustomStringConvertible {
    /// "No intrinsic size along this axis."
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (a named choice: UIKit's value is not documented).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// Passes a layout may take before it gives up and logs `layoutDidNotConverge`.
    static let maximumLayoutPasses = 8

    /// What a `UIViewRepresentable` making a view of this class shows at rest in place of the
    /// named placeholder, when the class knows (`RepresentablePlaceholder`): `nil`, the
    /// placeholder. Not UIKit API: a stand-in whose empty state is a plain colour (WebKit's
    /// `WKWebView`, white before its page loads) overrides it.
    open class var _arrangeRestingColor: Color? { nil }

    @exclusivity(unchecked) private var frameStorage: CGRect
    /// The view this one is a subview of; its frame is in that view's coordinates.
    public private(set) weak var superview: UIView?
    /// The child views, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// Active constraints stored on this view (it is their items' closest common ancestor).
    @exclusivity(unchecked) public private(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to this view.
    @exclusivity(unchecked) public private(set) var layoutGuides: [UILayoutGuide] = []

    /// Hidden views keep their place in Auto Layout, as in UIKit (a stack view collapses its
    /// hidden arranged subviews).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsUpdateConstraints()
            setNeedsLayout()
        }
    }
    /// The fill colour; layout ignores it.
    public var backgroundColor: UIColor?
    /// The appearance the view and its subviews take whatever the system's (kept; a still
    /// picture's appearance is the tool's `--color-scheme` or the view's `preferredColorScheme`).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// A name used in constraint descriptions and diagnostics.
    public var accessibilityIdentifier: String?
    /// Tag, as in UIKit.
    public var tag = 0
    /// Whether touches reach this view and its subviews (`hitTest(_:with:)` skips it when not).
    public var isUserInteractionEnabled = true

    /// Whether the frame is kept with required constraints (`true`) or solved (`false`).
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            structureDidChange(.autoresizingTranslation)
            superview?.setNeedsLayout()
        }
    }

    /// How the view flips for right-to-left.
    @exclusivity(unchecked) public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { rootView.layoutEngineIfCreated?.directionDidChange(); setNeedsLayout() }
    }

    @exclusivity(unchecked) var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var needsUpdateConstraints = true
    @exclusivity(unchecked) var hierarchyNeedsLayout = true
    @exclusivity(unchecked) private var engineStorage: LayoutEngine?
    weak var viewController: UIViewController?
    private(set) lazy var anchors = AnchorSet(self)
    /// Generated constraints, kept so that their constants change rather than being re-added.
    @exclusivity(unchecked) var autoresizingConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var contentSizeConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var nonNegativeSizeConstraints: [NSLayoutConstraint] = []
    /// The weight within their priority of the content-size constraints along one axis (set by
    /// a stack view to break ties between equal priorities; `nil`: weight 1).
    @exclusivity(unchecked) var contentSizeWeight: (axis: NSLayoutConstraint.Axis, weight: Double)? {
        didSet {
            guard contentSizeWeight?.axis != oldValue?.axis || contentSizeWeight?.weight != oldValue?.weight else { return }
            structureDidChange(.contentSizePriority)
        }
    }
    private var directionalMarginsStorage = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// A view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        frameStorage = frame
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates. Setting it keeps a translating view there.
    public var frame: CGRect {
        get { frameStorage }
        set {
            let oldSize = frameStorage.size
            frameStorage = newValue
            if oldSize != newValue.size { setNeedsLayout() }
            superview?.setNeedsLayout()
            if superview == nil { rootView.hierarchyNeedsLayout = true }
        }
    }

    /// The view's own rectangle: origin zero, the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frameStorage.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2) }
    }

    /// Applied by the default `layoutSubviews()` of the superview.
    func setFrameFromEngine(_ rect: CGRect) {
        if rect.size != frameStorage.size { needsLayout = true }
        frameStorage = rect
    }

    // MARK: Hierarchy

    /// Adds `view` on top, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews. A view cannot become its own subview or
    /// the subview of one of its descendants (the hierarchy would be a cycle): that request is
    /// refused with a diagnostic (UIKit raises).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard !isDescendant(of: view) else {
            layoutLog.record(.subviewCycle(view: view.layoutItemDescription, superview: layoutItemDescription, isSelf: view === self))
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            structureDidChange(.subviews)
            return
        }
        view.removeFromSuperview()
        view.engineStorage?.tearDown()
        view.engineStorage = nil
        view.superview = self
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        structureDidChange(.subviews)
        view.markSubtreeNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
    }

    /// Called after a subview is added.
    open func didAddSubview(_ subview: UIView) {}

    /// Draws the view's hierarchy into the current image context: nothing is drawn (Arrange
    /// draws no UIKit view), so it answers `false`, as UIKit does when it could not draw.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view under `point` (in this view's coordinates) that takes touches, as UIKit
    /// finds it: none when this view is hidden, takes no touches or does not contain the point;
    /// else the frontmost subview that answers (later subviews are in front), else this view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(
                x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Removes the view from its superview, deactivating the constraints between its subtree and
    /// views outside it (as UIKit does).
    public func removeFromSuperview() {
        guard let superview else { return }
        var ancestor: UIView? = superview
        while let host = ancestor {
            for constraint in host.constraints where constraint.involvesSubtree(of: self) {
                constraint.isActive = false
            }
            ancestor = host.superview
        }
        superview.willRemoveSubview(self)
        superview.structureDidChange(.subviews)
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        self.superview = nil
        willMoveToRoot()
    }

    private func willMoveToRoot() {
        markSubtreeNeedsLayout()
        hierarchyNeedsLayout = true
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current { ancestors.insert(ObjectIdentifier(view)); current = view.superview }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The view and its descendants, parents before children.
    var subtree: [UIView] {
        var result: [UIView] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    private func markSubtreeNeedsLayout() {
        for view in subtree { view.needsLayout = true }
    }

    // MARK: Constraints

    /// Activates `constraint` (it must relate this view's subtree).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    func store(_ constraint: NSLayoutConstraint) {
        constraint.hostView = self
        constraint.brokenByEngine = false
        constraints.append(constraint)
        structureDidChange(.constraintActivation)
        setNeedsLayout()
    }

    func unstore(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.hostView = nil
        constraint.brokenByEngine = false
        structureDidChange(.constraintActivation)
        setNeedsLayout()
    }

    // MARK: Anchors

    /// The view's leading edge: left, or right in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The view's trailing edge: right, or left in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The baseline of the view's first line of text (its bottom edge without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    /// The baseline of the view's last line of text (its bottom edge without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }

    // MARK: Intrinsic size and priorities

    /// The size the content wants; `noIntrinsicMetric` along an axis without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout the intrinsic size changed.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        superview?.setNeedsUpdateConstraints()
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        structureDidChange(.contentSizePriority)
        setNeedsLayout()
        superview?.setNeedsUpdateConstraints()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        structureDidChange(.contentSizePriority)
        setNeedsLayout()
        superview?.setNeedsUpdateConstraints()
    }

    // MARK: Margins, guides, direction

    /// The margins in leading/trailing terms (8 on every side by default).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalMarginsStorage }
        set { directionalMarginsStorage = newValue; setNeedsLayout(); layoutMarginsDidChange() }
    }

    /// The margins in left/right terms, for the current layout direction.
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalMarginsStorage
            return isRightToLeft
                ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = isRightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// Called when the margins change.
    open func layoutMarginsDidChange() {}

    /// The insets the safe area keeps from the edges: the view controller's
    /// `additionalSafeAreaInsets` for its view, zero elsewhere (there is no device here).
    public var safeAreaInsets: UIEdgeInsets { viewController?.additionalSafeAreaInsets ?? .zero }

    /// The view's bounds inset by its layout margins.
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = makeSystemGuide(.margins, "UIViewLayoutMarginsGuide")
    /// The view's bounds inset by its safe-area insets.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = makeSystemGuide(.safeArea, "UIViewSafeAreaLayoutGuide")

    private func makeSystemGuide(_ kind: UILayoutGuide.SystemKind, _ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.systemKind = kind
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Adds `guide`; its owning view becomes this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        structureDidChange(.layoutGuides)
        setNeedsLayout()
    }

    /// Removes `guide` from this view, which stops owning it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        structureDidChange(.layoutGuides)
        setNeedsLayout()
    }

    /// The direction after `semanticContentAttribute` (inherited when unspecified).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        }
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    // MARK: Layout

    /// Tells the hierarchy's engine that what it must want changed: the one place every
    /// structural mutation reports to (`StructuralChange`), so that the next pass collects the
    /// wanted constraints again instead of only moving constants.
    func structureDidChange(_ change: StructuralChange) {
        layoutEngineIfCreated?.structureDidChange(change)
    }

    /// Asks for a layout pass before the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        rootView.hierarchyNeedsLayout = true
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        rootView.hierarchyNeedsLayout = true
    }

    /// Runs `updateConstraints()` on this subtree's views that asked for it, children first
    /// (as UIKit does).
    public func updateConstraintsIfNeeded() {
        for view in subtree.reversed() where view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// Brings the view's own constraints up to date; called before layout when requested with
    /// `setNeedsUpdateConstraints()`. The default does nothing.
    open func updateConstraints() {}

    /// Runs the layout pass of the whole hierarchy if anything in it needs one.
    public func layoutIfNeeded() {
        rootView.performLayoutPasses()
    }

    /// Places the subviews. The default copies the engine's frames; override to adjust after
    /// calling `super.layoutSubviews()`.
    open func layoutSubviews() {
        guard let engine = rootView.layoutEngineIfCreated, let own = engine.rect(of: self) else { return }
        for subview in subviews {
            guard let rect = engine.rect(of: subview) else { continue }
            subview.setFrameFromEngine(rect.offsetBy(dx: -own.minX, dy: -own.minY))
        }
    }

    private func performLayoutPasses() {
        guard hierarchyNeedsLayout else { return }
        let engine = layoutEngine
        for _ in 0..<Self.maximumLayoutPasses {
            hierarchyNeedsLayout = false
            updateConstraintsIfNeeded()
            engine.update()
            markMovedSubviews(engine)
            layoutTopDown(self)
            if !hierarchyNeedsLayout { return }
        }
        layoutLog.record(.layoutDidNotConverge(passes: Self.maximumLayoutPasses))
        hierarchyNeedsLayout = false
    }

    /// A view the engine moved or resized needs its superview's `layoutSubviews()`, which
    /// applies the new frame.
    private func markMovedSubviews(_ engine: LayoutEngine) {
        for superview in subtree where !superview.needsLayout && !superview.subviews.isEmpty {
            guard let own = engine.rect(of: superview) else { continue }
            for view in superview.subviews {
                guard let rect = engine.rect(of: view) else { continue }
                if rect.offsetBy(dx: -own.minX, dy: -own.minY) != view.frame {
                    superview.needsLayout = true
                    break
                }
            }
        }
    }

    private func layoutTopDown(_ view: UIView) {
        if view.needsLayout {
            view.needsLayout = false
            view.layoutSubviews()
        }
        for subview in view.subviews { layoutTopDown(subview) }
    }

    /// The root's engine, created on first use.
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.engineStorage = engine
        return engine
    }

    var layoutEngineIfCreated: LayoutEngine? { rootView.engineStorage }

    /// Every diagnostic of this hierarchy's layout, oldest first.
    public var layoutLog: AutoLayoutLog { layoutEngine.log }

    /// The smallest size (`layoutFittingCompressedSize`) or largest size
    /// (`layoutFittingExpandedSize`) the view's own constraints allow, pulled towards
    /// `targetSize` at `fittingSizeLevel` on both axes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints inside this view give it when its width and height are pulled
    /// towards `targetSize` with the given priorities (constraints to views outside are ignored).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: (targetSize, horizontalFittingPriority, verticalFittingPriority), log: layoutLog)
        engine.update()
        return engine.rect(of: self)?.size ?? .zero
    }

    /// Whether the constraints leave the view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return layoutEngine.isAmbiguous(self)
    }

    /// The views in this subtree whose layout is ambiguous; each is also logged.
    public func viewsWithAmbiguousLayout() -> [UIView] {
        layoutIfNeeded()
        let engine = layoutEngine
        let ambiguous = subtree.filter { engine.isAmbiguous($0) }
        for view in ambiguous {
            engine.log.record(.ambiguousLayout(view: view.layoutPath, attributes: engine.ambiguousAttributes(of: view)))
        }
        return ambiguous
    }

    // MARK: Description

    var layoutItemDescription: String {
        var text = String(describing: type(of: self))
        if let accessibilityIdentifier { text += ":'\(accessibilityIdentifier)'" }
        return text
    }

    /// The path of view kinds from the root, for diagnostics.
    var layoutPath: String {
        var names: [String] = []
        var current: UIView? = self
        while let view = current { names.append(view.layoutItemDescription); current = view.superview }
        return names.reversed().joined(separator: " > ")
    }

    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) { (1, 0) }

    var hostView: UIView? { self }

    /// The view and its frame, for messages.
    open var description: String { "<\(layoutItemDescription); frame = \(frameStorage)>" }
}

extension UIView: Equatable {
    /// Views are equal when they are the same view, as UIKit's `NSObject` equality says.
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
}
