import Arrange
import Foundation

// CoreLocationUI's SwiftUI names as a snippet's `import CoreLocationUI` finds them. The button
// is drawn as iOS draws it; nobody taps it at rest, so its action never runs and no location
// is granted (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// The button that grants one-time access to the user's location, as CoreLocationUI's
/// `LocationButton`.
///
/// Drawn as iOS draws it: a filled button in the tint (the accent colour, blue, unless `tint(_:)`
/// sets one) holding the location arrow and the title's text in white, as a `Label`, so that
/// `labelStyle(_:)` chooses icon, title or both, `symbolVariant(.fill)` fills the arrow,
/// `foregroundStyle(_:)`/`foregroundColor(_:)` colour both and `cornerRadius(_:)` rounds it
/// further. Its size is the label's, padded as a regular `.borderedProminent` button (12 points
/// at the sides, 7 above and below, body text, corner radius 8): no public source gives iOS's
/// own numbers for it (ios-metrics.md §5 lists the prominent button's as open), so they are
/// Arrange's choice, the same as the prominent button it looks like (docs/DIFFERENCES.md).
public nonisolated struct LocationButton: View {
    /// The text of the button's title, as `LocationButton.Title`.
    public struct Title: Hashable, Sendable {
        /// The words shown.
        let text: String
        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    /// The location arrow's symbol; `symbolVariant(.fill)` makes it `location.fill`.
    public static let symbolName = "location"

    let title: Title?
    let action: () -> Void

    /// A button showing `title` beside the location arrow (the arrow alone when `nil`); tapping
    /// it would run `action` with one-time location access granted (never at rest).
    public init(_ title: Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    /// The arrow and title as a label, on the tint, in white.
    public var body: some View {
        Button(action: action) {
            if let title {
                Label(title.text, systemImage: Self.symbolName)
            } else {
                Image(systemName: Self.symbolName)
            }
        }
        .buttonStyle(.borderedProminent)
    }
}
