import Foundation

/// The node a standard control (`Button`, `Toggle`, `Slider` …) puts around the views it is
/// built from, so that frames, paths and explanations name the control.
///
/// 1. Proposes its own proposal, unchanged, to the view the control is made of.
/// 2. Reports that view's size.
/// 3. Places it at its own origin.
struct ControlLayout: UnaryArrangingLayout {
    /// The control's name: `Button`, `Toggle`.
    let name: String

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        // 1.
        let size = child.sizeThatFits(proposal, because: .same)
        // 2.
        return size
    }

    /// Step 2.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        subviews.first.map { ChildSizeReason(child: $0.name) }
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        ChildPlacement(origin: .zero, proposal: proposal)
    }
}

/// Builds a control's nodes with `make`, each wrapped in a `ControlLayout` node named `name`
/// that carries the wrapped node's spacing and traits: to its container the control is one
/// child, however many views it is made of.
func makeControlNodes(
    named name: String, inputs: _ViewInputs, outputs: inout _ViewOutputs,
    _ make: (_ViewInputs, inout _ViewOutputs) -> Void
) {
    inputs.descending { inner in
        let start = outputs.nodes.count
        make(inner, &outputs)
        for index in start..<outputs.nodes.count {
            let child = outputs.nodes[index]
            let wrapper = LayoutNode(ControlLayout(name: name), wrapping: child, environment: inputs.environment, spacing: child.spacing)
            wrapper.inheritTraits(from: child)
            outputs.nodes[index] = wrapper
        }
    }
}

/// Builds the nodes of `body`, the views a control is made of, wrapped as `makeControlNodes` does.
func makeControlNodes<Body: View>(named name: String, body: Body, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
    makeControlNodes(named: name, inputs: inputs, outputs: &outputs) { inner, outputs in
        Body._makeNodes(body, inputs: inner, outputs: &outputs)
    }
}
