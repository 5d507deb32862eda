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

    /// The form's scroll view and its lazily built rows; with a `formStyle` of your own, the
    /// body that style builds from the form's content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let formStyle = inputs.environment.formStyle
        if let formStyle, formStyle.listStyle == nil {
            // A style of your own: its body, built without the style (a `Form` inside it is a plain form).
            let configuration = FormStyleConfiguration(content: .init(view: AnyView(view.content)))
            guard let body = formStyle.makeBody(configuration, inputs) else { return }
            AnyView._makeNodes(body, inputs: inputs.with { $0.formStyle = nil }, outputs: &outputs)
            return
        }
        let style = formStyle?.listStyle ?? inputs.environment.listStyle ?? ListStyleDefaults.formOnPhone
        let form = ListContainer(content: view.content, context: ListRowContext(container: .form, style: style))
        ListContainer<Content>._makeNodes(form, inputs: inputs, outputs: &outputs)
    }
}
