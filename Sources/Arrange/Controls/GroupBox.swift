import Foundation

/// A box grouping views under an optional label: the label (headline) above the content,
/// leading-aligned, padded by `GroupBoxMetrics.padding` on a rounded rectangle of
/// `secondarySystemBackground`. Drawn by the environment's group box style.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `GroupBox` node around the view the environment's style makes.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: view.label.map { AnyView($0) } ?? AnyView(EmptyView())),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(view.content)))
        let style = inputs.environment[GroupBoxStyleKey.self] ?? AnyGroupBoxStyle(DefaultGroupBoxStyle())
        makeControlNodes(named: "GroupBox", inputs: inputs.with { $0[GroupBoxStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
            style.makeNodes(configuration, inner, &outputs)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A box of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The label and content of `configuration` (for use inside a `GroupBoxStyle`).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A look for group boxes. Apply one with `groupBoxStyle(_:)`.
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// The label and content being styled.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The view a group box with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and content a `GroupBoxStyle` styles.
public struct GroupBoxStyleConfiguration {
    /// The label, type-erased (empty when the box has none).
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

/// A group box style, type-erased.
struct AnyGroupBoxStyle {
    let makeNodes: (GroupBoxStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: GroupBoxStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The style set with `groupBoxStyle(_:)`, `nil` for `.automatic`.
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}

nonisolated extension View {
    /// Group boxes inside this view take the look `style` gives them.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[GroupBoxStyleKey.self] = AnyGroupBoxStyle(style) }
    }
}

/// Arrange's choices for the group box (no public source gives iOS's numbers).
enum GroupBoxMetrics {
    /// The padding inside the box on every edge.
    static let padding: CGFloat = 16
    /// The space between the label and the content.
    static let labelSpacing: CGFloat = 8
    /// The corner radius of the box.
    static let cornerRadius: CGFloat = 8
}

/// The label over the content on a rounded `secondarySystemBackground` box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    @Environment(\.controlContext) private var context

    /// The automatic style.
    public init() {}

    /// The label, the content, the box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.labelSpacing) {
            configuration.label.font(context.environment.font ?? .headline)
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius).fill(ControlColors.secondarySystemBackground(context.environment)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The label over the content on a rounded box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
