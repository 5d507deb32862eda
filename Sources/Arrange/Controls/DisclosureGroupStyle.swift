import Foundation

/// The look of the `DisclosureGroup`s inside a view (iOS 16), set with
/// `disclosureGroupStyle(_:)`: a style builds the view a group becomes from its label, its
/// content and whether it is expanded.
public protocol DisclosureGroupStyle {
    /// The view a disclosure group becomes.
    associatedtype Body: View
    /// The label, content and expansion of the group being styled.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view a disclosure group with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label, content and expansion of a disclosure group a `DisclosureGroupStyle` styles.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, type-erased.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The group's content, type-erased.
    public nonisolated struct Content: StyleConfigurationPart {
        let content: AnyView
    }

    /// The group's label.
    public let label: Label
    /// The group's content (shown or not as the style decides).
    public let content: Content
    /// Whether the group is expanded; `$isExpanded` is its binding.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The standard look: the label row with its chevron, and the content below it when expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The standard style.
    public init() {}

    /// The label row and, when expanded, the content.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The standard look.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style, type-erased.
struct AnyDisclosureGroupStyle {
    let makeNodes: (DisclosureGroupStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: DisclosureGroupStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The style set with `disclosureGroupStyle(_:)`, `nil` for `.automatic`.
struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle? { nil }
}

nonisolated extension View {
    /// Disclosure groups inside this view take the look `style` gives them.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            environment[DisclosureGroupStyleKey.self] = S.self == AutomaticDisclosureGroupStyle.self ? nil : AnyDisclosureGroupStyle(style)
        }
    }
}
