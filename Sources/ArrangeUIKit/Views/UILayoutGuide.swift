import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
///
/// Invariants: a guide belongs to at most one view (`owningView`); `layoutFrame` is in the
/// owning view's coordinates, as of the last layout pass. The system guides
/// (`layoutMarginsGuide`, `safeAreaLayoutGuide`) are held to their view's edges by required
/// constraints the engine generates.
open class UILayoutGuide: LayoutItem, CustomStringConvertible {
    enum SystemKind { case none, margins, safeArea }

    public internal(set) weak var owningView: UIView?
    /// A name for messages.
    public var identifier = ""
    var systemKind = SystemKind.none
    var systemConstraints: [NSLayoutConstraint] = []
    private(set) lazy var anchors = AnchorSet(self)

    public init() {}

    /// The guide's rectangle in the owning view's coordinates, from the last layout pass.
    public var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.layoutEngineIfCreated,
              let rect = engine.rect(of: self), let own = engine.rect(of: owningView) else { return .zero }
        return rect.offsetBy(dx: -own.minX, dy: -own.minY)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    public var widthAnchor: NSLayoutDimension { anchors.width }
    public var heightAnchor: NSLayoutDimension { anchors.height }

    var hostView: UIView? { owningView }
    var layoutItemDescription: String {
        let name = identifier.isEmpty ? "UILayoutGuide" : "\(identifier)"
        return owningView.map { "\(name)(\($0.layoutItemDescription))" } ?? name
    }
    func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) { (1, 0) }

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
