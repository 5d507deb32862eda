import Arrange
import Foundation

/// The window a sign-in sheet is shown over.
public typealias ASPresentationAnchor = AnyObject

/// A request for authorization, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: @unchecked Sendable, CustomStringConvertible {
    init() {}
    /// The request's kind.
    open var description: String { String(describing: type(of: self)) }
}

/// What Sign in with Apple asks for, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The user data asked for.
    open var requestedScopes: [ASAuthorization.Scope]? = nil
    /// A nonce.
    open var nonce: String?
    /// A state string.
    open var state: String?
}

/// A request for a saved password.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}
/// A request to sign in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {}
/// A request to create a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// Makes Sign in with Apple requests, as `ASAuthorizationAppleIDProvider`.
open class ASAuthorizationAppleIDProvider: @unchecked Sendable {
    /// The state of a user's credential.
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    /// A provider.
    public init() {}
    /// A new request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    /// The state of `userID`'s credential: not found, as nobody has signed in.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
    /// The state of `userID`'s credential: not found.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// Makes saved-password requests, as `ASAuthorizationPasswordProvider`.
open class ASAuthorizationPasswordProvider: @unchecked Sendable {
    /// A provider.
    public init() {}
    /// A new request.
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest() }
}

/// Makes passkey requests, as `ASAuthorizationPlatformPublicKeyCredentialProvider`.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: @unchecked Sendable {
    /// The relying party's domain.
    public let relyingPartyIdentifier: String
    /// A provider for `relyingPartyIdentifier`.
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }
    /// A sign-in request answering `challenge`.
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest()
    }
    /// A registration request for `name`.
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest()
    }
}

/// A successful authorization, as `ASAuthorization`.
open class ASAuthorization: @unchecked Sendable {
    /// User data an app may ask for.
    public struct Scope: Hashable, Sendable, RawRepresentable {
        /// The scope's name.
        public let rawValue: String
        /// The scope named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email.
        public static let email = Scope(rawValue: "email")
    }
    /// The credential.
    public let credential: any ASAuthorizationCredential
    init(credential: any ASAuthorizationCredential) { self.credential = credential }
}

/// A credential, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject, Sendable {}

/// A Sign in with Apple credential.
public final class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable, CustomStringConvertible {
    /// The user's identifier.
    public let user: String = ""
    /// The user's name.
    public let fullName: PersonNameComponents? = nil
    /// The user's email.
    public let email: String? = nil
    /// The identity token.
    public let identityToken: Data? = nil
    /// The authorization code.
    public let authorizationCode: Data? = nil
    /// The credential's user.
    public var description: String { "ASAuthorizationAppleIDCredential(user: \(user))" }
}

/// A saved password, as `ASPasswordCredential`.
public final class ASPasswordCredential: ASAuthorizationCredential, @unchecked Sendable, CustomStringConvertible {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String
    /// `password` for `user`.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
    /// The credential's user.
    public var description: String { "ASPasswordCredential(user: \(user))" }
}

/// A passkey sign-in.
public final class ASAuthorizationPlatformPublicKeyCredentialAssertion: ASAuthorizationCredential, @unchecked Sendable, CustomStringConvertible {
    /// The user's identifier.
    public let userID = Data()
    /// The credential's identifier.
    public let credentialID = Data()
    /// The credential's kind.
    public var description: String { "ASAuthorizationPlatformPublicKeyCredentialAssertion" }
}

/// A passkey registration.
public final class ASAuthorizationPlatformPublicKeyCredentialRegistration: ASAuthorizationCredential, @unchecked Sendable, CustomStringConvertible {
    /// The credential's identifier.
    public let credentialID = Data()
    /// The credential's kind.
    public var description: String { "ASAuthorizationPlatformPublicKeyCredentialRegistration" }
}

/// What an authorization produced, as SwiftUI's `ASAuthorizationResult`.
public enum ASAuthorizationResult: Sendable, CustomStringConvertible {
    /// Sign in with Apple.
    case appleID(ASAuthorizationAppleIDCredential)
    /// A saved password.
    case password(ASPasswordCredential)
    /// A passkey sign-in.
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    /// A passkey registration.
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    /// The result's kind.
    public var description: String {
        switch self {
        case .appleID: "appleID"
        case .password: "password"
        case .passkeyAssertion: "passkeyAssertion"
        case .passkeyRegistration: "passkeyRegistration"
        }
    }
}

/// An authorization failure, as `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Sendable, Hashable, LocalizedError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005
    }
    /// What went wrong.
    public let code: Code
    /// A failure of `code`.
    public init(_ code: Code) { self.code = code }
    /// AuthenticationServices' message for the code.
    public var errorDescription: String? { "The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error \(code.rawValue).)" }
}

/// Runs authorization requests, as `ASAuthorizationController`: at rest none is performed.
open class ASAuthorizationController: @unchecked Sendable {
    /// Options of a request.
    public struct RequestOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Only credentials already on the device.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Who is told of the result.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Who gives the window.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    /// A controller of `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    /// Performs the requests (nobody answers at rest).
    open func performRequests() {}
    /// Performs the requests with `options`.
    open func performRequests(options: RequestOptions) {}
    /// Cancels.
    open func cancel() {}
}

/// Told of an authorization's result, as `ASAuthorizationControllerDelegate`.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The authorization succeeded.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window a sign-in sheet is shown over.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// The window for `controller`.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
