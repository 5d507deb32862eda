/// The direction in which leading-to-trailing runs. Under `.rightToLeft` every container
/// mirrors the positions of its children, so `.leading` is the right-hand side.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is the left-hand side; children keep the positions their containers give.
    case leftToRight
    /// Leading is the right-hand side; containers mirror their children's positions.
    case rightToLeft
}
