/// The direction in which leading-to-trailing runs. Under `.rightToLeft` every container
/// mirrors the positions of its children, so `.leading` is the right-hand side.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
