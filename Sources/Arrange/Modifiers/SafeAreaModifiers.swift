import Foundation

/// Kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits: 1 for the container region, 2 for the keyboard.
    public let rawValue: Int
    /// The set with the raw bit pattern `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The area under system bars (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area under the keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated struct IgnoresSafeAreaModifier: UnaryLayoutModifier {
    typealias Body = Never
    let edges: Edge.Set

    func algorithm(environment: EnvironmentValues) -> IgnoresSafeAreaLayout {
        IgnoresSafeAreaLayout(edges: edges)
    }
}

nonisolated extension View {
    /// Lets this view extend into the unsafe area on `edges` where it reaches the safe area's
    /// edge: it keeps its place in the layout, but its content is proposed and given the
    /// larger frame.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }
}
