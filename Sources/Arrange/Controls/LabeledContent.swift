import Foundation

/// A value with its label, drawn by the environment's labeled content style: by default the
/// label leading, the content trailing in `secondaryLabel` grey, a flexible space between
/// (OSUI `LeadingTrailingLabeledContentStyle`), so it fills the proposed width.
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// The content built by `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `LabeledContent` node around the view the environment's style makes.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: AnyView(view.label)),
            content: LabeledContentStyleConfiguration.Content(content: AnyView(view.content)))
        let style = inputs.environment[LabeledContentStyleKey.self] ?? AnyLabeledContentStyle(AutomaticLabeledContentStyle())
        makeControlNodes(named: "LabeledContent", inputs: inputs.with { $0[LabeledContentStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
            style.makeNodes(configuration, inner, &outputs)
        }
    }
}

extension LabeledContent where Label == Text {
    /// The content built by `content`, labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// The content built by `content`, labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value` labelled `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// `value` (shown as written) labelled with the text `titleKey` stands for.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The label and content of `configuration` (for use inside a `LabeledContentStyle`).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A look for labeled content. Apply one with `labeledContentStyle(_:)`.
public protocol LabeledContentStyle {
    /// The view labeled content becomes.
    associatedtype Body: View
    /// The label and content being styled.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view labeled content with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and content a `LabeledContentStyle` styles.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The content, type-erased.
    public nonisolated struct Content: StyleConfigurationPart {
        let content: AnyView
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// A labeled content style, type-erased.
struct AnyLabeledContentStyle {
    let makeNodes: (LabeledContentStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: LabeledContentStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The style set with `labeledContentStyle(_:)`, `nil` for `.automatic`.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle? { nil }
}

nonisolated extension View {
    /// Labeled content inside this view takes the look `style` gives it.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[LabeledContentStyleKey.self] = AnyLabeledContentStyle(style) }
    }
}

/// The label leading, the content trailing in `secondaryLabel`, a flexible space between; the
/// content alone when labels are hidden.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    @Environment(\.controlContext) private var context

    /// The automatic style.
    public init() {}

    /// The label, a flexible space and the content.
    public func makeBody(configuration: Configuration) -> some View {
        if context.labelsHidden {
            configuration.content
        } else {
            HStack {
                configuration.label
                Spacer()
                configuration.content
                    .environment(\.foregroundStyle, context.environment.foregroundStyle ?? AnyShapeStyle(ControlColors.secondaryLabel(context.environment)))
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The label leading, the content trailing.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
