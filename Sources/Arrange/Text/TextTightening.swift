import Foundation

/// Whether text may draw its letters closer together before it truncates
/// (`allowsTightening(_:)`). Accepted: Arrange truncates text that does not fit as if
/// tightening were off (listed in docs/DIFFERENCES.md); text that fits is the same either way.
enum AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether text inside may tighten its letters to fit before truncating.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets text inside this view draw its letters closer together to fit before truncating.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
