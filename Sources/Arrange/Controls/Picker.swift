import Foundation

/// A control for choosing one of several options, each a view of the content marked with
/// `tag(_:)` (or identified by its `ForEach`); drawn by the environment's picker style. By default
/// (`.menu`, iOS 15's `IOSPickerIsMenuByDefault`, OSUI) the selected option in the tint with
/// up-and-down chevrons after it, like a borderless button; in a `Form` or `List` row the label
/// leading and the selection trailing in `secondaryLabel` grey.
///
/// A selection that matches no option's tag is drawn with no option selected, with SwiftUI's
/// warning.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue
    let label: Label
    let content: Content

    /// A picker of `selection` among the options `content` builds, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// A picker of `selection` labelled by `label` (iOS 13's spelling, deprecated in SwiftUI).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Picker` node around the view the environment's picker style makes, warning when
    /// the selection matches no option.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            let tags = PickerOptions.tags(of: view.content, inputs: inputs)
            let selected = tags.firstIndex { $0 == AnyHashable(view.selection) }
            if selected == nil {
                inputs.builder.warn(.pickerSelectionHasNoTag(selection: "\(view.selection)"), in: "Picker")
            }
            let picker = ResolvedPicker(label: AnyView(view.label), options: PickerOptions(content: AnyView(view.content), count: tags.count), selected: selected)
            let style = inputs.environment[PickerStyleKey.self] ?? .automatic
            let body = PickerBody(picker: picker, style: style, context: ControlContext(inputs.environment))
            makeControlNodes(named: "Picker", body: body, inputs: inputs, outputs: &outputs)
        }
    }
}

extension Picker where Label == Text {
    /// A picker of `selection` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension Picker where Label == Arrange.Label<Text, Image> {
    /// A picker of `selection` titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Arrange.Label(title, systemImage: systemImage) }
    }

    /// A picker of `selection` titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Arrange.Label(titleKey, systemImage: systemImage) }
    }
}

/// A picker's options: the views of its content, one per node the content makes.
struct PickerOptions {
    let content: AnyView
    let count: Int

    /// The tag of each option, in order: the tag on the option's node or, for an option wrapped
    /// in modifiers, the first tag inside it; `nil` for an option without one.
    static func tags<Content: View>(of content: Content, inputs: _ViewInputs) -> [AnyHashable?] {
        ContentElement.nodes(of: content, inputs: inputs).map { option in
            option.subtree.lazy.compactMap(\.tag).first
        }
    }

    /// The option at `index`, built where it is placed.
    func option(_ index: Int) -> ContentElement {
        ContentElement(content: content, index: index)
    }
}

/// A picker with its options counted and its selection found.
struct ResolvedPicker {
    let label: AnyView
    let options: PickerOptions
    /// The index of the selected option, `nil` when no option's tag matches.
    let selected: Int?
}
