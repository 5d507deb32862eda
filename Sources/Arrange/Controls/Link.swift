import Foundation

/// A control that opens a URL when tapped, drawn like a button: by the environment's button
/// style (the label in the tint colour by default).
public nonisolated struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Link` node around the view the environment's button style makes of the label.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)), action: {})
        makeStyledButton(configuration, named: "Link", inputs: inputs, outputs: &outputs)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
