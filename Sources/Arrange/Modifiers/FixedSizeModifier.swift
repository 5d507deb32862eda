import Foundation

/// `fixedSize`: runs `FixedSizeLayout` on the chosen axes.
nonisolated struct FixedSizeModifier: UnaryLayoutModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    func algorithm(environment: EnvironmentValues) -> FixedSizeLayout {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
}

nonisolated extension View {
    /// Proposes `nil` in both dimensions, whatever this view is proposed: it takes its ideal
    /// size, even if that exceeds the space its parent offers.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Proposes `nil` in the chosen dimensions only.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
