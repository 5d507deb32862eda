import Arrange
import Foundation

// StoreKit's App Store overlay: a banner recommending an app or App Clip, which iOS slides up
// over the bottom of the screen when asked. It is a presentation, so at rest, like a sheet,
// it is recorded on the node and not drawn.

/// The App Store's overlay recommending an app (StoreKit's `SKOverlay`).
public final class SKOverlay: @unchecked Sendable {
    /// Where the overlay sits on the screen.
    public enum Position: Int, Sendable {
        /// At the bottom edge.
        case bottom
        /// Raised above the bottom edge (over a tab bar).
        case bottomRaised
    }

    /// What an overlay shows: an app or an App Clip's parent app.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// An overlay for the app with `appIdentifier`, the App Store's number of the app.
    public final class AppConfiguration: Configuration {
        /// The App Store's identifier of the app.
        public var appIdentifier: String
        /// Where the overlay sits.
        public var position: Position
        /// Whether the user may close the overlay.
        public var userDismissible = true
        /// The campaign token the App Store reports.
        public var campaignToken: String?
        /// The provider token the App Store reports.
        public var providerToken: String?

        /// An overlay for the app with `appIdentifier` at `position`.
        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            self.position = position
        }
    }

    /// An overlay for the parent app of the running App Clip.
    public final class AppClipConfiguration: Configuration {
        /// Where the overlay sits.
        public var position: Position

        /// An overlay for the App Clip's parent app at `position`.
        public init(position: Position) {
            self.position = position
        }
    }

    /// What the overlay shows.
    public let configuration: Configuration

    /// An overlay showing `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }
}

nonisolated extension View {
    /// Presents the App Store's overlay while `isPresented`: a presentation, recorded on the node
    /// (`arrange frames --json` lists it) and not drawn.
    public func appStoreOverlay(
        isPresented: Binding<Bool>, configuration: @escaping () -> SKOverlay.Configuration
    ) -> some View {
        recording("appStoreOverlay", "isPresented: \(isPresented.wrappedValue)")
    }
}
