// Apple's UserNotifications brings Foundation (`NSObject` in a delegate's declaration).
@_exported import Foundation

// UserNotifications' names as a snippet's `import UserNotifications` finds them. A still
// picture at rest posts no notification and nobody has answered the permission prompt: the
// centre keeps requests it is given, authorization is `.notDetermined` and a request for it
// is answered `false` (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// What a notification may do, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play a sound.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show an alert.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Provisional delivery.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// The app's notification settings, as `UNNotificationSettings`.
public final class UNNotificationSettings: @unchecked Sendable {
    /// Not asked yet.
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
}

/// A notification's sound, as `UNNotificationSound`.
public final class UNNotificationSound: @unchecked Sendable {
    /// The default sound.
    public static let `default` = UNNotificationSound()
    /// The sound named `name`.
    public init(named name: String) {}
    init() {}
}

/// What a notification says, as `UNNotificationContent`.
open class UNNotificationContent: @unchecked Sendable {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The badge number.
    open internal(set) var badge: NSNumber?
    /// The sound.
    open internal(set) var sound: UNNotificationSound?
    /// Extra data.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category.
    open internal(set) var categoryIdentifier = ""
    public init() {}
}

/// Content being written, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    open override var title: String { get { super.title } set { super.title = newValue } }
    /// The subtitle.
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The body.
    open override var body: String { get { super.body } set { super.body = newValue } }
    /// The badge number.
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound.
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// Extra data.
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category.
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
}

/// When a notification is delivered, as `UNNotificationTrigger`.
open class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After an interval, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval in seconds.
    public let timeInterval: TimeInterval
    /// A trigger after `timeInterval` seconds.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// At matching dates, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date components matched.
    public let dateComponents: DateComponents
    /// A trigger at dates matching `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to deliver, as `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// What it says.
    public let content: UNNotificationContent
    /// When it is delivered.
    public let trigger: UNNotificationTrigger?
    /// A request `identifier` of `content` delivered at `trigger`.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// How a notification is shown while the app is open, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show it in the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification, as `UNNotification` (none is delivered at rest).
public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request it was delivered for.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's answer to a notification, as `UNNotificationResponse` (none at rest).
public final class UNNotificationResponse: @unchecked Sendable {
    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// Receives notifications while the app is open; nothing is delivered at rest, so it is never
/// called. Every requirement has UserNotifications' optional meaning unless written.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// How to show `notification` while the app is open.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The user answered a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}

/// The app's notification centre, as `UNUserNotificationCenter`: it keeps what it is given and
/// delivers nothing at rest.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var requests: [UNNotificationRequest] = []
    /// Who is told of notifications.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// The app's centre.
    public static func current() -> UNUserNotificationCenter { shared }

    /// Asks to notify: `false`, nobody answers at rest.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    /// Asks to notify: `completionHandler` gets `false`.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    /// Schedules `request` (kept; nothing is delivered at rest).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        lock.lock()
        requests.append(request)
        lock.unlock()
        completionHandler?(nil)
    }
    /// Schedules `request`.
    public func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }
    /// The scheduled requests.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { requests } }
    /// The scheduled requests, to `completionHandler`.
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { requests })
    }
    /// The delivered notifications: none at rest.
    public func deliveredNotifications() async -> [UNNotification] { [] }
    /// The delivered notifications, to `completionHandler`: none at rest.
    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler([])
    }
    /// Removes the delivered notifications `identifiers` (none is delivered).
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes the requests `identifiers`.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.lock()
        requests.removeAll { identifiers.contains($0.identifier) }
        lock.unlock()
    }
    /// Removes every request.
    public func removeAllPendingNotificationRequests() {
        lock.lock()
        requests.removeAll()
        lock.unlock()
    }
    /// Removes delivered notifications (none).
    public func removeAllDeliveredNotifications() {}
    /// The settings.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    /// The settings, to `completionHandler`.
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    /// Sets the badge count.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
