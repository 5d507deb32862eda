import Foundation

/// A control that switches between on and off, drawn by the environment's toggle style: on an
/// iPhone a switch (`ToggleStyle.automatic` is `.switch`, DOC-LIST), its label leading and the
/// 51 × 31 switch trailing, filling the proposed width.
public nonisolated struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Toggle` node around the view the environment's toggle style makes.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(view.label)), isOn: view.isOn)
        let style = inputs.environment[ToggleStyleKey.self] ?? AnyToggleStyle(DefaultToggleStyle())
        makeControlNodes(named: "Toggle", inputs: inputs.with { $0[ToggleStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
            style.makeNodes(configuration, inner, &outputs)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle of `isOn` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Toggle where Label == Arrange.Label<Text, Image> {
    /// A toggle of `isOn` titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Arrange.Label(title, systemImage: systemImage) }
    }

    /// A toggle of `isOn` titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Arrange.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle of `configuration`'s state and label, styled by the environment's style (for use
    /// inside a `ToggleStyle`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
