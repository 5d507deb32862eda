import Foundation

/// UIKit's haptic feedback generators: compiled, and silent (a still picture has no taps).

/// Plays haptics of success, warning or error, as UIKit's `UINotificationFeedbackGenerator`.
public final class UINotificationFeedbackGenerator: Sendable {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// A generator.
    public init() {}
    /// Gets ready (nothing to do).
    public func prepare() {}
    /// Plays nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Plays haptics of an impact, as UIKit's `UIImpactFeedbackGenerator`.
public final class UIImpactFeedbackGenerator: Sendable {
    /// How strong the impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {}
    /// Gets ready (nothing to do).
    public func prepare() {}
    /// Plays nothing.
    public func impactOccurred() {}
    /// Plays nothing.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Plays the haptic of a changed selection, as UIKit's `UISelectionFeedbackGenerator`.
public final class UISelectionFeedbackGenerator: Sendable {
    /// A generator.
    public init() {}
    /// Gets ready (nothing to do).
    public func prepare() {}
    /// Plays nothing.
    public func selectionChanged() {}
}
