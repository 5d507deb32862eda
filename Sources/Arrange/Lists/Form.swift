import Foundation

/// A container of controls grouped in sections, for settings and data entry: on iPhone a
/// scrolling list of inset-grouped cards (`ListStyleDefaults.formOnPhone`) whose rows see
/// `\.listRowContext` with the `.form` container, so controls draw themselves as form rows.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    /// A form of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The form's scroll view and its lazily built rows.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let style = inputs.environment.listStyle ?? ListStyleDefaults.formOnPhone
        let form = ListContainer(content: view.content, context: ListRowContext(container: .form, style: style))
        ListContainer<Content>._makeNodes(form, inputs: inputs, outputs: &outputs)
    }
}
