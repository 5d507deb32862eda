import Foundation

extension LayoutSubviews {
    /// Makes `nodes` the container's children, in that order, and returns the subviews for
    /// them: the way a container that builds its children as it needs them (a lazy stack, a `GeometryReader`, a preference reader) adds
    /// those it built, so that every question about them still goes through a subview.
    /// Subviews handed out before refer to the old children and must not be used again.
    func replacingChildren(with nodes: [LayoutNode]) -> LayoutSubviews {
        parent.setChildren(nodes)
        return withPass { LayoutSubviews(parent: parent, pass: $0) }
    }
}
