import Foundation

/// `GeometryReader`.
///
/// 1. Reports its proposal, 10 × 10 standing in for unspecified dimensions, whatever its
///    content.
/// 2. When placed, builds its content with a proxy of its final size and frame.
/// 3. Proposes its size to each piece of content and places it at its top-leading corner.
struct GeometryReaderLayout: LayoutAlgorithm {
    let inputs: _ViewInputs
    let build: (GeometryProxy, _ViewInputs) -> [LayoutNode]
    var name: String { "GeometryReader" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1.
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        // 2.
        let node = subviews.parent
        let proxy = GeometryProxy(
            size: bounds.size, safeAreaInsets: Self.insets(of: bounds, outside: subviews.safeArea),
            globalFrame: bounds, namedSpaces: Self.namedSpaces(above: node))
        // Built while the tree is laid out, after the containers above tied theirs: a
        // diagnostic from content that makes no node is tied to the reader.
        let content = inputs.tyingWarnings(to: node) { build(proxy, inputs) }
        // 3.
        for child in subviews.replacingChildren(with: content) {
            child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }

    /// The frames of the named coordinate spaces around `node`, nearest first winning.
    static func namedSpaces(above node: LayoutNode) -> [AnyHashable: CGRect] {
        var spaces: [AnyHashable: CGRect] = [:]
        var ancestor: LayoutNode? = node
        while let current = ancestor {
            if let name = current.coordinateSpaceName, spaces[name] == nil, let frame = current.frame {
                spaces[name] = frame
            }
            ancestor = current.parent
        }
        return spaces
    }

    /// How far outside `safeArea` each edge of `frame` lies.
    static func insets(of frame: CGRect, outside safeArea: CGRect?) -> EdgeInsets {
        guard let safeArea else { return EdgeInsets() }
        return EdgeInsets(
            top: max(0, min(safeArea.minY, frame.maxY) - frame.minY),
            leading: max(0, min(safeArea.minX, frame.maxX) - frame.minX),
            bottom: max(0, frame.maxY - max(safeArea.maxY, frame.minY)),
            trailing: max(0, frame.maxX - max(safeArea.maxX, frame.minX)))
    }
}
