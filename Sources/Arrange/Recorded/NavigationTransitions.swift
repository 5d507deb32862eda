import Foundation

/// How a pushed or presented view comes in (iOS 18): the default slide, or a zoom out of a
/// source view. A still picture shows the destination at rest, so it changes nothing.
public struct NavigationTransition: Sendable, CustomStringConvertible {
    /// The transition's name.
    public let description: String

    /// The platform's transition: a push slides, a sheet rises.
    public static let automatic = NavigationTransition(description: "automatic")

    /// A zoom out of the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(description: "zoom(sourceID: \(RecordedArgument.text(sourceID)))")
    }
}

/// The look of a view while it is the source of a zoom transition: its shape and background.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
    /// Clips the source to `shape` during the transition.
    public func clipShape<S: Shape>(_ shape: S) -> EmptyMatchedTransitionSourceConfiguration { self }
    /// Gives the source a background during the transition.
    public func background(_ color: Color) -> EmptyMatchedTransitionSourceConfiguration { self }
    /// Gives the source a shadow during the transition.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> EmptyMatchedTransitionSourceConfiguration { self }
}

nonisolated extension View {
    /// The transition that brings this destination in. Recorded.
    public func navigationTransition(_ style: NavigationTransition) -> some View {
        recording("navigationTransition", ".\(style)")
    }

    /// Marks this view as the source of zoom transitions naming `id` in `namespace`. Recorded.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        recording("matchedTransitionSource", "id: \(RecordedArgument.text(id))")
    }

    /// Marks this view as the source of zoom transitions, styled by `configuration`. Recorded.
    public func matchedTransitionSource<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
    ) -> some View {
        recording("matchedTransitionSource", "id: \(RecordedArgument.text(id))")
    }
}
