import Foundation

/// Owns a view and loads it on first access, as UIKit's `UIViewController`.
///
/// Invariants: `loadView()` then `viewDidLoad()` run once, on the first read of `view`; the
/// default view fills `UIScreen.main.bounds` (375 × 667).
open class UIViewController {
    private var loadedView: UIView?

    /// A controller whose view is not loaded yet.
    public init() {}
    /// The same as `init()`: there are no nibs here.
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }
    /// How the controller is shown when presented (nothing is presented at rest).
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The appearance the controller's views take whatever the system's (kept, as a view's is).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Creates the view; the default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view loads.
    open func viewDidLoad() {}

    /// Insets added to the view's safe area.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }
}

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}
