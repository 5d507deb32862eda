import Arrange
import Foundation

/// A scene of the app, as UIKit's `UIScene`. None is connected at rest
/// (`UIApplication.shared.connectedScenes` is empty); apps' files compile against it.
open class UIScene: UIResponder {
    /// The options a scene was connected with.
    public final class ConnectionOptions {
        /// No URL contexts.
        public var urlContexts: Set<AnyHashable> { [] }
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The delegate.
    public var delegate: (any UISceneDelegate)?
    /// Whether the scene is on screen and taking events: none is attached at rest.
    open var activationState: ActivationState { .unattached }

    /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// A scene for `session`.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
    }
}

/// A scene with windows, as UIKit's `UIWindowScene`.
open class UIWindowScene: UIScene {
    /// The scene's windows (none at rest).
    open var windows: [UIWindow] { [] }
    /// The key window (none at rest).
    open var keyWindow: UIWindow? { windows.first }
    /// The screen it is shown on.
    public var screen: UIScreen { .main }
    /// How the device is held: portrait.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's traits: the current ones (light appearance at rest).
    public var traitCollection: UITraitCollection { .current }
}

/// How the interface is turned, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    /// Whether it is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A scene's session, as UIKit's `UISceneSession`.
public final class UISceneSession {
    /// The role of a session.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A window scene on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    /// The session's role.
    public let role: Role
    /// A session with `role`.
    public init(role: Role = .windowApplication) { self.role = role }
}

/// A scene's configuration, as UIKit's `UISceneConfiguration`.
public final class UISceneConfiguration {
    /// Its name.
    public let name: String?
    /// Its role.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    public var delegateClass: AnyClass?
    /// A configuration named `name` for `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`; its methods have defaults and are never called.
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
}

/// A window, as UIKit's `UIWindow`: a view at the root of a hierarchy, with a root view
/// controller. At rest none is shown; one made by code lays out like any root view.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The scene it belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether it is the key window (never at rest).
    open var isKeyWindow: Bool { false }

    /// A window in `windowScene`, the size of the screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    /// A window with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Shows the window (nothing is shown at rest).
    open func makeKeyAndVisible() {}
}

extension UISceneSession: Hashable {
    /// Whether `lhs` and `rhs` are the same session (UIKit's sessions are `NSObject`s, equal by identity).
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// The session's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
