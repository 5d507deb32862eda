import Arrange
import Foundation

// AuthenticationServices' SwiftUI names as a snippet's `import AuthenticationServices` finds
// them. The button is drawn as iOS draws it; nobody signs in at rest, so the request and
// completion closures never run (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// The button that starts Sign in with Apple, as AuthenticationServices' `SignInWithAppleButton`.
///
/// Drawn as iOS draws `ASAuthorizationAppleIDButton`: a rounded rectangle (corner radius 6)
/// of the style's colour, with the Apple logo and the label's title centred, in the medium
/// system font at `titleSizeRatio` of the button's height. It takes the space offered, as
/// iOS's button has no size of its own (apps give it a frame), at least Apple's minimum of
/// 140 × 30 points; offered nothing it is `idealSize`.
public nonisolated struct SignInWithAppleButton: View {
    /// The title, as `SignInWithAppleButton.Label`.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The colours, as `SignInWithAppleButton.Style`.
    public struct Style: Hashable, Sendable {
        let name: String
        /// White text on black (the default).
        public static let black = Style(name: "black")
        /// Black text on white.
        public static let white = Style(name: "white")
        /// Black text on white with a black outline.
        public static let whiteOutline = Style(name: "whiteOutline")

        var background: Color { self == .black ? .black : .white }
        var foreground: Color { self == .black ? .white : .black }
    }

    /// Apple's minimum size for the button (Human Interface Guidelines, "Sign in with Apple").
    public static let minimumSize = CGSize(width: 140, height: 30)
    /// The size offered nothing: Apple's minimum width and the 44-point height of a standard control.
    public static let idealSize = CGSize(width: 140, height: 44)
    /// The title's font size as a share of the button's height (a 44-point button has a 19-point title).
    public static let titleSizeRatio: CGFloat = 0.43
    /// The corner radius iOS gives the button.
    public static let cornerRadius: CGFloat = 6

    let label: Label
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button titled `label`; `onRequest` would configure the request and `onCompletion`
    /// receive the result (neither runs at rest).
    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
    }

    /// The rounded rectangle with the logo and title, filling the space offered.
    public var body: some View {
        GeometryReader { proxy in
            let fontSize = max(proxy.size.height, Self.minimumSize.height) * Self.titleSizeRatio
            ZStack {
                RoundedRectangle(cornerRadius: Self.cornerRadius).fill(style.background)
                if style == .whiteOutline {
                    RoundedRectangle(cornerRadius: Self.cornerRadius).strokeBorder(Color.black, lineWidth: 1)
                }
                HStack(spacing: fontSize * 0.25) {
                    Image(systemName: "apple.logo")
                    Text(label.title).lineLimit(1)
                }
                .font(.system(size: fontSize, weight: .medium))
                .foregroundStyle(style.foreground)
            }
        }
        .frame(
            minWidth: Self.minimumSize.width, idealWidth: Self.idealSize.width, maxWidth: .infinity,
            minHeight: Self.minimumSize.height, idealHeight: Self.idealSize.height, maxHeight: .infinity)
    }
}

/// The environment's button style.
struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The style of Sign in with Apple buttons below.
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }

    /// Performs authorization requests from a view, as SwiftUI's `authorizationController`.
    public var authorizationController: AuthorizationController { AuthorizationController() }
}

nonisolated extension View {
    /// Sets the colours of Sign in with Apple buttons below.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}

/// Performs authorization requests, as SwiftUI's `AuthorizationController`: at rest nobody
/// answers, so a request ends as the user cancelling it.
public struct AuthorizationController: Sendable {
    /// Performs `requests`; throws `ASAuthorizationError(.canceled)`.
    public func performRequests(
        _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions = []
    ) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
    /// Performs `request`; throws `ASAuthorizationError(.canceled)`.
    public func performRequest(
        _ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions = []
    ) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}
