import Foundation

/// Shows the first of its children whose ideal size fits the proposal along `axes`, or the
/// last one when none fits. The others are not shown.
public nonisolated struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views built by `content`, checking the fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one node that shows the first child whose ideal size fits the proposal along `axes`
    /// (else the last); the others stay unplaced.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = makeContainer(ViewThatFitsLayout(axes: view.axes), content: view.content, childAxis: nil, inputs: inputs)
        for child in node.children {
            child.mayStayUnplaced = true
        }
        outputs.nodes.append(node)
    }
}
