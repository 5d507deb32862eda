import Foundation

/// Where a view is in a scroll view's visible region, for `scrollTransition`: entering at the
/// top or leading edge, fully visible (`identity`), or leaving at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Coming in at the top or leading edge.
    case topLeading
    /// Fully in the visible region: the view as it is.
    case identity
    /// Going out at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases (animated, or following the scroll).
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// Changes phase with the default animation.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// Stays at `identity`.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// Changes phase with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }

    /// The same configuration, its threshold (when a phase starts) not kept.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be visible for a phase (not kept).
    public struct Threshold: Sendable {
        /// Fully visible.
        public static let visible = Threshold()
        /// Not visible at all.
        public static let hidden = Threshold()
        /// Centred in the region.
        public static let centered = Threshold()
        /// `amount` of it visible, 0…1.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

nonisolated extension View {
    /// Effects for the view as it enters and leaves a scroll view's visible region. A still
    /// picture shows the view at rest, in the `identity` phase, where the effects change
    /// nothing: recorded, not drawn (as `visualEffect`).
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        recording("scrollTransition", configuration.name)
    }

    /// Effects for the view entering (`topLeading`) and leaving (`bottomTrailing`) a scroll
    /// view's visible region, each configured apart; at rest, as `scrollTransition(_:axis:transition:)`.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        recording("scrollTransition", "\(topLeading.name), \(bottomTrailing.name)")
    }
}
