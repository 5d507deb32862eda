import Foundation

nonisolated extension View {
    /// Names this view, so that `ViewLayout.frame(of:)` can find it, and gives it an identity of
    /// its own, as SwiftUI's explicit identity: built with another `id`, it is another view, which
    /// starts from fresh state and appears anew (`ViewIdentity.child(id:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ExplicitIdentityModifier(id: id))
    }
}

/// Builds its content at the identity its `id` names, and names the content's nodes with it.
nonisolated struct ExplicitIdentityModifier<ID: Hashable>: ViewModifier {
    typealias Body = Never
    let id: ID

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs.child(id: modifier.id), &outputs)
        guard start < outputs.nodes.count else { return }
        let name = AnyHashable(modifier.id)
        for node in outputs.nodes[start...] {
            node.id = name
        }
    }
}
