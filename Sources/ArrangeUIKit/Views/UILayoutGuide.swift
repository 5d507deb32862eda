import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
///
/// Invariants: a guide belongs to at most one view (`owningView`); `layoutFrame` is in the
/// owning view's coordinates, as of the last layout pass. The system guides
/// (`layoutMarginsGuide`, `safeAreaLayoutGuide`) are held to their view's edges by required
/// constraints the engine generates.
open class UILayoutGuide: LayoutItem, CustomStringConvertible {
    enum SystemKind { case none, margins, safeArea }

    /// The view whose coordinates `layoutFrame` is in; `nil` until the guide is added.
    public internal(set) weak var owningView: UIView?
    /// A name for messages.
    public var identifier = ""
    var systemKind = SystemKind.none
    var systemConstraints: [NSLayoutConstraint] = []
    private(set) lazy var anchors = AnchorSet(self)

    /// A guide not yet added to a view.
    public init() {}

    /// The guide's rectangle in the owning view's coordinates, from the last layout pass.
    public var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.layoutEngineIfCreated,
              let rect = engine.rect(of: self), let own = engine.rect(of: owningView) else { return .zero }
        return rect.offsetBy(dx: -own.minX, dy: -own.minY)
    }

    /// The guide's leading edge: left, or right in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The guide's trailing edge: right, or left in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }

    var hostView: UIView? { owningView }
    var layoutItemDescription: String {
        let name = identifier.isEmpty ? "UILayoutGuide" : "\(identifier)"
        return owningView.map { "\(name)(\($0.layoutItemDescription))" } ?? name
    }
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) { (1, 0) }

    /// The guide and its layout frame, for messages.
    public var description: String { "<\(layoutItemDescription); layoutFrame = \(layoutFrame)>" }

    /// The insets this system guide keeps from its owning view's bounds.
    var systemInsets: UIEdgeInsets {
        guard let owningView else { return .zero }
        switch systemKind {
        case .none: return .zero
        case .margins: return owningView.layoutMargins
        case .safeArea: return owningView.safeAreaInsets
        }
    }
}
