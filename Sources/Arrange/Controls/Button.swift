import Foundation

/// A control that runs an action when tapped. It is drawn as its button style makes it (the
/// environment's, set with `buttonStyle(_:)`; `.automatic` by default: the label in the tint
/// colour), and takes the size of that view.
public nonisolated struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// A button showing `label`, running `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing `label`, running `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Button` node around the view the environment's button style makes of the label.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: view.role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)), action: view.action)
        makeStyledButton(configuration, named: "Button", inputs: inputs, outputs: &outputs)
    }
}

/// The nodes of a button (or a control drawn like one: `Link`, `Menu`) with `configuration`,
/// made by the environment's button style. The style's body is made with the style reset to
/// `.automatic`, so that `Button(configuration)` inside a custom style does not style itself
/// again.
func makeStyledButton(
    _ configuration: PrimitiveButtonStyleConfiguration, named name: String, inputs: _ViewInputs, outputs: inout _ViewOutputs
) {
    let style = inputs.environment[ButtonStyleKey.self] ?? AnyButtonStyle(DefaultButtonStyle())
    makeControlNodes(named: name, inputs: inputs.with { $0[ButtonStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
        style.makeNodes(configuration, inner, &outputs)
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button with a role, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == Arrange.Label<Text, Image> {
    /// A button showing `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Arrange.Label(title, systemImage: systemImage) }
    }

    /// A button showing `titleKey` beside the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Arrange.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role showing `title` beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Arrange.Label(title, systemImage: systemImage) }
    }

    /// A button with a role showing `titleKey` beside the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Arrange.Label(titleKey, systemImage: systemImage) }
    }

    /// A button showing `title` beside the image named `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Arrange.Label(title, image: image) }
    }

    /// A button showing `titleKey` beside the image named `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Arrange.Label(titleKey, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button with the label and role of `configuration`, styled by the environment's style
    /// (for use inside a `PrimitiveButtonStyle`).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
