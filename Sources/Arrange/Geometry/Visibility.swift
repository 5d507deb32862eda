import Foundation

/// Whether a view shows, hides or leaves it to the context.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
