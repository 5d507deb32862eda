import Foundation

/// One of the views a control's content builds (a picker's option, a control group's button):
/// the content's nodes built where this view is — with its environment — keeping the one at
/// `index`. Controls that arrange their content's views one by one count them with
/// `ContentElement.count(of:inputs:)` and place each with this view.
nonisolated struct ContentElement: View {
    let content: AnyView
    let index: Int

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let nodes = AnyView.makeNodeList(view.content, inputs: inputs)
        if nodes.indices.contains(view.index) {
            outputs.nodes.append(nodes[view.index])
        }
    }

    /// The nodes `content` builds with `inputs`, one per view a container would lay out.
    static func nodes<Content: View>(of content: Content, inputs: _ViewInputs) -> [LayoutNode] {
        Content.makeNodeList(content, inputs: inputs)
    }
}
