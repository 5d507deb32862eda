import Foundation

// LocalAuthentication's names as a snippet's `import LocalAuthentication` finds them: a device
// with no biometrics enrolled, where nobody is asked to authenticate (a still picture runs no
// action; an action that does run is told authentication is not available).

/// What a user is asked to prove, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics or the device passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The kind of biometrics a device has, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    /// None.
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// Why authentication failed, as LocalAuthentication's `LAError`.
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reasons authentication fails.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case appCancel = -9
        case invalidContext = -10
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case notInteractive = -1004
    }

    /// The reason.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// LocalAuthentication's message for the reason.
    public var localizedDescription: String { description }

    /// LocalAuthentication's message for the reason.
    public var description: String {
        switch code {
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .userCancel: "Canceled by user."
        case .systemCancel, .appCancel: "Canceled."
        case .notInteractive: "Interaction not allowed."
        default: "Authentication failed."
        }
    }

    /// `code`'s error, for `catch LAError.userCancel` patterns.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    /// The user cancelled.
    public static let userCancel = Code.userCancel
}

/// A context for asking the user to authenticate, as LocalAuthentication's `LAContext`.
///
/// Named choice `LAContext.enrolledBiometry`: Arrange's device has no biometrics enrolled, as a
/// fresh simulator: `canEvaluatePolicy` is `false` with `LAError.biometryNotEnrolled`, and
/// `evaluatePolicy` replies `false` with that error, at once.
open class LAContext: @unchecked Sendable {
    /// The biometrics Arrange's device has enrolled: none.
    public static let enrolledBiometry = LABiometryType.none

    /// The kind of biometrics the device has: `.none`.
    open var biometryType: LABiometryType { Self.enrolledBiometry }
    /// The title of the fallback button.
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// Whether the system may ask the user (`false`: fail instead).
    open var interactionNotAllowed = false
    /// How long a device unlock counts as authentication.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0

    /// A context.
    public init() {}

    /// Whether `policy` can be evaluated: never on Arrange's device (`error` set to why).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotEnrolled.rawValue,
                                 userInfo: [NSLocalizedDescriptionKey: LAError(.biometryNotEnrolled).description])
        return false
    }

    /// Asks the user to authenticate for `policy`: replies `false` with `biometryNotEnrolled`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.biometryNotEnrolled))
    }

    /// Asks the user to authenticate for `policy`: throws `biometryNotEnrolled`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.biometryNotEnrolled)
    }

    /// Ends the context.
    open func invalidate() {}
}
