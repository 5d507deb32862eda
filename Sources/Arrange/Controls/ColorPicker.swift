import Foundation

/// A control for choosing a colour: the label leading and, trailing, the colour well — a
/// circle of the selected colour inside a ring (`ColorPickerMetrics`) — with a flexible space
/// between (the well alone when labels are hidden).
public nonisolated struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label

    /// A colour picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `ColorPicker` node around the label and the well.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let context = ControlContext(inputs.environment)
        let well = ZStack {
            Circle().strokeBorder(ColorPickerMetrics.ringColor, lineWidth: ColorPickerMetrics.ringWidth)
            Circle().fill(view.color).padding(ColorPickerMetrics.ringWidth + ColorPickerMetrics.gap)
        }
        .frame(width: ColorPickerMetrics.diameter, height: ColorPickerMetrics.diameter)
        // A UIKit control fades as one layer (its view's alpha), not part by part.
        .compositingGroup()
        .opacity(context.isEnabled ? 1 : SwitchMetrics.disabledOpacity)
        if context.labelsHidden {
            makeControlNodes(named: "ColorPicker", body: well, inputs: inputs, outputs: &outputs)
        } else {
            makeControlNodes(named: "ColorPicker", body: HStack { view.label; Spacer(); well }, inputs: inputs, outputs: &outputs)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker of `selection` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A colour picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

/// The colour well (Arrange's choice: ios-metrics.md §5 has no source). iOS draws the ring as a
/// rainbow; it is drawn here in one colour until gradients are drawn.
enum ColorPickerMetrics {
    /// The well's diameter.
    static let diameter: CGFloat = 28
    /// The ring's width and the gap between the ring and the colour.
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The ring's colour.
    static let ringColor = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
}
