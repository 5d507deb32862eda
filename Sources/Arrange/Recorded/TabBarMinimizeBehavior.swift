import Foundation

/// When a tab bar shrinks as its content scrolls (iOS 26): nobody scrolls at rest, so the bar
/// shows at its full size whatever the behaviour.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Shrinks as the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Shrinks as the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// When the enclosing tab view's bar shrinks as content scrolls (iOS 26). Recorded: the bar
    /// is at full size at rest.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        recording("tabBarMinimizeBehavior", ".\(behavior.name)")
    }
}
