import Arrange
import Foundation

/// The running app, as UIKit's `UIApplication`. A snippet has no running app: `shared` is one
/// with no windows, no scenes and no delegate, which opens nothing; badge and icon setters are
/// accepted and have no effect. docs/DIFFERENCES.md lists it under "Stand-ins".
public final class UIApplication: Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// Keys of the launch options (`application(_:didFinishLaunchingWithOptions:)`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was opened with a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app was opened from a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in front.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// `.active`: a still picture shows the app in front.
    public var applicationState: State { .active }
    /// How the app's delegate is made: the app's `@UIApplicationMain` class, which the `arrange`
    /// tool sets when the app's files have one; `nil` for none.
    nonisolated(unsafe) public static var makeDelegate: (() -> any UIApplicationDelegate)?
    nonisolated(unsafe) private static var madeDelegate: (any UIApplicationDelegate)?

    /// The app's delegate, made on first read (as Xcode's previews run the app with one; its
    /// `application(_:didFinishLaunchingWithOptions:)` is not called); `nil` when the app has none.
    public var delegate: (any UIApplicationDelegate)? {
        if let made = Self.madeDelegate { return made }
        Self.madeDelegate = Self.makeDelegate?()
        return Self.madeDelegate
    }
    /// No windows.
    public var windows: [UIWindow] { [] }
    /// `nil`: no window.
    public var keyWindow: UIWindow? { nil }
    /// No scenes.
    public var connectedScenes: Set<UIScene> { [] }
    /// The primary icon (`nil`).
    public var alternateIconName: String? { nil }
    /// `false`: no other icon.
    public var supportsAlternateIcons: Bool { false }
    /// 0; setting it has no effect.
    public var applicationIconBadgeNumber: Int {
        get { 0 }
        set {}
    }
    /// `false`; setting it has no effect.
    public var isIdleTimerDisabled: Bool {
        get { false }
        set {}
    }

    /// Opens nothing; `completion` is told `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// `false`: nothing can be opened.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Sends `action` up the responder chain (how apps dismiss the keyboard with
    /// `resignFirstResponder`): nothing responds at rest, so it returns `false`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Changes nothing; `completion` is told there was no error.
    public func setAlternateIconName(_ name: String?, completionHandler completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }
    /// Registers nothing.
    public func registerForRemoteNotifications() {}
}

/// An object in UIKit's responder chain, as `UIResponder` (the usual superclass of an app delegate).
open class UIResponder: NSObject {
    /// Whether it takes the keyboard; at rest nothing does.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// Whether it became first responder; at rest nothing does.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
}

/// An app's delegate, as UIKit's `UIApplicationDelegate`; every method has a default, as
/// UIKit's are optional. Never called: nothing is launched.
public protocol UIApplicationDelegate: AnyObject {
    /// Launch is finishing.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is starting.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a new scene.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

/// Gives a SwiftUI app a UIKit app delegate, as SwiftUI's `UIApplicationDelegateAdaptor`. It
/// is a property of an `App`, which Arrange compiles and never makes (apps are not run), so the
/// delegate is never made either; reading it stops with a message saying so.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate: never made (see the type's comment).
    public var wrappedValue: DelegateType {
        fatalError("\(DelegateType.self) is an app delegate: arrange lays out views and does not run apps, so it is never made.")
    }

    /// An adaptor for a `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}
