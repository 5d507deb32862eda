import Foundation

/// `position`: non-finite coordinates become 0 with a diagnostic; runs `PositionLayout`.
nonisolated struct PositionModifier: UnaryLayoutModifier {
    typealias Body = Never
    let position: CGPoint
    let diagnostics: [LayoutDiagnostic.Kind]

    init(_ position: CGPoint) {
        var problems: [LayoutDiagnostic.Kind] = []
        self.position = CGPoint(
            x: finiteLength(position.x, modifier: "position", into: &problems),
            y: finiteLength(position.y, modifier: "position", into: &problems))
        self.diagnostics = problems
    }

    func algorithm(environment: EnvironmentValues) -> PositionLayout {
        PositionLayout(position: position)
    }
}

nonisolated extension View {
    /// Takes all the space proposed and centres this view at `position` within it.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position))
    }

    /// Takes all the space proposed and centres this view at (`x`, `y`) within it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
