import Foundation

/// How a `NavigationView` shows its columns (iOS 13 to 15's API, kept by code of that time).
/// On iPhone a navigation view is always one stack, whatever its style: the style is recorded
/// (`frames --json` lists it) and changes nothing.
public protocol NavigationViewStyle: Sendable {}

/// The platform's choice: on iPhone in portrait, a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default navigation view style.
    public init() {}
}

/// One view at a time, pushed and popped: what an iPhone always shows.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack navigation view style.
    public init() {}
}

/// A sidebar and a detail column where there is room (iPad, large iPhones in landscape); on
/// iPhone in portrait a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column navigation view style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Sidebar and detail columns.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of the navigation views inside. On iPhone every style is a stack:
    /// recorded, no effect.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        recording("navigationViewStyle", String(describing: S.self))
    }

    /// Whether a `NavigationLink` shows its destination in the detail column of a split
    /// navigation view (`true`, the default) or pushes it in its own column. An iPhone has one
    /// column: recorded, no effect.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        recording("isDetailLink", String(isDetailLink))
    }
}
