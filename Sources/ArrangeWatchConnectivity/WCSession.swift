// Apple's framework brings Foundation, as this module does.
@_exported import Foundation

// WatchConnectivity's names as `import WatchConnectivity` finds them. Arrange's iPhone has no
// Apple Watch paired: a session activates, but there is no watch to send to, so sending fails
// with `WCError.deviceNotPaired` and nothing ever arrives; views show what they start with.

/// The states of a session's activation.
public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0, inactive = 1, activated = 2
}

/// Why a session could not do what it was asked.
public struct WCError: Error, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported = 7003, sessionNotActivated = 7004, deviceNotPaired = 7005
        case watchAppNotInstalled = 7006, notReachable = 7007
    }

    /// The kind of failure.
    public let code: Code

    /// A failure of kind `code`.
    public init(_ code: Code) {
        self.code = code
    }

    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var notReachable: Code { .notReachable }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
}

/// What a session tells its delegate. The iPhone's three requirements must be written; the
/// others have WatchConnectivity's optional meaning, doing nothing unless written.
public protocol WCSessionDelegate: AnyObject {
    /// Activation finished, in `activationState`, or failed with `error`.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session is about to stop talking to the current watch.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session stopped talking to the previous watch.
    func sessionDidDeactivate(_ session: WCSession)
    /// The watch sent an application context.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// The watch sent a message.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// The watch sent a message that wants a reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// The watch sent user info.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// Whether the watch can be reached changed.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// The pairing or the watch app's installation changed.
    func sessionWatchStateDidChange(_ session: WCSession)
}

extension WCSessionDelegate {
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
}

/// The iPhone's connection to its paired Apple Watch: supported, but no watch is paired, so
/// `activate()` reaches `.activated` with `isPaired` false and every send fails with
/// `WCError.deviceNotPaired`. The delegate is told nothing: no change happens at rest.
open class WCSession: NSObject, @unchecked Sendable {
    /// The app's session.
    nonisolated(unsafe) public static let `default` = WCSession()

    /// Whether the device can talk to a watch: an iPhone can.
    open class func isSupported() -> Bool { true }

    /// Who is told of the session's events.
    open weak var delegate: (any WCSessionDelegate)?
    /// Where activation stands: `.notActivated` until `activate()`.
    open private(set) var activationState: WCSessionActivationState = .notActivated
    /// Whether a watch is paired: no.
    open var isPaired: Bool { false }
    /// Whether the watch app is installed: no watch, so no.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the watch can be reached now: no.
    open var isReachable: Bool { false }
    /// Whether the complication is enabled: no.
    open var isComplicationEnabled: Bool { false }
    /// The last application context sent: none gets through.
    open private(set) var applicationContext: [String: Any] = [:]
    /// The last application context received: none.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// The watch's folder for the app: none.
    open var watchDirectoryURL: URL? { nil }

    /// A session; apps use `WCSession.default`.
    public override init() { super.init() }

    /// Activates the session: it is `.activated` at once.
    open func activate() {
        activationState = .activated
    }

    /// Sends the latest state to the watch: fails, no watch is paired.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw WCError(activationState == .activated ? .deviceNotPaired : .sessionNotActivated)
    }

    /// Sends a message to the watch: `errorHandler` is told no watch is paired.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.deviceNotPaired))
    }

    /// Sends data to the watch: `errorHandler` is told no watch is paired.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.deviceNotPaired))
    }

    /// Queues user info for the watch: it is never delivered.
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    /// Queues user info for the watch's complication: it is never delivered.
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }
}

/// User info on its way to the watch; at rest it stays on its way.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// What is being sent.
    public let userInfo: [String: Any]
    /// Whether it is still being sent: it is.
    open var isTransferring: Bool { true }

    init(userInfo: [String: Any]) {
        self.userInfo = userInfo
    }

    /// Stops sending it.
    open func cancel() {}
}
