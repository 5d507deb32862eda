import Foundation

/// Light or dark appearance: every semantic and system colour resolves against it when its
/// view is built (`Color.primary` is black in light mode, white in dark).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds, the default.
    case light
    /// Light text on dark backgrounds.
    case dark
}

nonisolated extension View {
    /// Draws this view in `colorScheme`; `nil` keeps the surrounding one. SwiftUI passes the
    /// preference up to the window; here it applies to this view and everything inside it,
    /// which for a preview's root view is the whole screen (see docs/DIFFERENCES.md).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { scheme in
            if let colorScheme { scheme = colorScheme }
        }
    }
}
