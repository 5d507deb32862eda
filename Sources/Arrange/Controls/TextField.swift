import Foundation

/// A control for entering text, drawn by the environment's text field style: by default
/// (`.automatic`, which is `.plain` outside a list) the text, or its placeholder in
/// `placeholderText` grey when empty, in the body font across the proposed width, one line tall.
/// The placeholder is the prompt if one is given, else the title.
///
/// With `axis: .vertical` the text wraps onto more lines as it grows, within the environment's
/// `lineLimit` (`lineLimit(3...5)` reserves three lines and stops at five); along the
/// horizontal axis it stays on one line and is clipped at the field's trailing edge.
public nonisolated struct TextField<Label: View>: View {
    let text: String
    let placeholder: Text?
    let axis: Axis
    let isSecure: Bool
    let label: Label

    init(text: String, placeholder: Text?, axis: Axis, isSecure: Bool, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
        self.isSecure = isSecure
        self.label = label
    }

    /// A field editing `text`, labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    /// A field editing `text` along `axis`, labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt, axis: axis, isSecure: false, label: label())
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `TextField` (or `SecureField`) node around the view the environment's text field
    /// style makes of the shown text.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let shown = view.isSecure ? String(repeating: TextFieldMetrics.secureBullet, count: view.text.count) : view.text
        let content = TextFieldContent(text: shown, placeholder: view.placeholder, axis: view.axis, environment: environment)
        let configuration = TextFieldStyleConfiguration(content: AnyView(content))
        let style = environment[TextFieldStyleKey.self] ?? .automatic
        makeControlNodes(named: view.isSecure ? "SecureField" : "TextField", body: style.body(configuration, environment), inputs: inputs, outputs: &outputs)
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, titled `title` (the placeholder when there is no prompt).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field editing `text`, titled `titleKey` (the placeholder when there is no prompt).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field editing `text`, titled `title`, with `prompt` as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field editing `text`, titled `titleKey`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field editing `text` along `axis`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(title), axis: axis, isSecure: false, label: Text(title))
    }

    /// A field editing `text` along `axis`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), axis: axis, isSecure: false, label: Text(titleKey))
    }

    /// A field editing `text` along `axis`, titled `title`, with `prompt` as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: axis, isSecure: false, label: Text(title))
    }

    /// A field editing `text` along `axis`, titled `titleKey`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: axis, isSecure: false, label: Text(titleKey))
    }

    /// A field editing a value shown with `format`; it shows the value's description.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, prompt: Text? = nil) {
        self.init(text: "\(value.wrappedValue)", placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field editing a value shown with `format`; it shows the value's description.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, prompt: Text? = nil) {
        self.init(text: "\(value.wrappedValue)", placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field editing `value`, which shows as `format` formats it (`TextField("Age", value:
    /// $age, format: .number)`), titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field editing `value`, which shows as `format` formats it, titled by a key.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field editing an optional `value` (iOS 15): empty, showing its title, while it is
    /// `nil`; else as `format` formats it.
    @_disfavoredOverload
    public init<S: StringProtocol, V, F: ParseableFormatStyle>(_ title: S, value: Binding<V?>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(text: value.wrappedValue.map(format.format) ?? "", placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    /// A field editing an optional `value`, titled by a key: empty while it is `nil`.
    public init<V, F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<V?>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(
            text: value.wrappedValue.map(format.format) ?? "", placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false,
            label: Text(titleKey))
    }

    /// A field editing `value`, which shows as `formatter` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: false,
            label: Text(title))
    }

    /// A field editing `value`, which shows as `formatter` writes it, titled by a key.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false,
            label: Text(titleKey))
    }
}

/// A field for entering a secret: a `TextField` whose text shows as bullets.
public nonisolated struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field editing `text`, labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, placeholder: prompt, axis: .horizontal, isSecure: true, label: label())
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `SecureField` node: a text field showing bullets.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        TextField<Label>._makeNodes(view.field, inputs: inputs, outputs: &outputs)
    }
}

extension SecureField where Label == Text {
    /// A secure field editing `text`, titled `title` (the placeholder when there is no prompt).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(title), axis: .horizontal, isSecure: true, label: Text(title))
    }

    /// A secure field editing `text`, titled `titleKey` (the placeholder when there is no prompt).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(titleKey), axis: .horizontal, isSecure: true, label: Text(titleKey))
    }

    /// A secure field editing `text`, titled `title`, with `prompt` as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: .horizontal, isSecure: true, label: Text(title))
    }

    /// A secure field editing `text`, titled `titleKey`, with `prompt` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: .horizontal, isSecure: true, label: Text(titleKey))
    }
}

/// A text field's shown text or placeholder, laid out along its axis.
nonisolated struct TextFieldContent: View {
    let text: String
    let placeholder: Text?
    let axis: Axis
    let environment: EnvironmentValues

    var body: some View {
        let shown = text.isEmpty ? (placeholder ?? Text(verbatim: "")) : Text(verbatim: text)
        let color = text.isEmpty ? ControlColors.placeholderText(environment) : nil
        let styled = shown.transformEnvironment(\.foregroundStyle) { style in
            if let color { style = AnyShapeStyle(color) }
        }
        if axis == .vertical {
            // Wraps within the environment's line limit, at least one line tall.
            styled.frame(maxWidth: .infinity, alignment: .leading)
        } else {
            styled.lineLimit(1).fixedSize(horizontal: true, vertical: false)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                .clipped()
        }
    }
}

/// The text field's metrics.
enum TextFieldMetrics {
    /// The padding of `.roundedBorder` on every edge (FL `text_field.dart`, iOS 13 simulator).
    static let roundedBorderPadding: CGFloat = 7
    /// The corner radius of `.roundedBorder` (FL).
    static let roundedBorderRadius: CGFloat = 5
    /// The border's colour: black at 20 % (FL `_kDefaultRoundedBorderSide` 0x33000000), one pixel wide.
    static let roundedBorderOpacity = 0.2
    /// What each character of a secure field shows.
    static let secureBullet = "\u{2022}"
}
