import Foundation

/// A look for labels: `makeBody` returns the view a label becomes, from its title and icon.
/// Apply one with `labelStyle(_:)`.
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The title and icon of the label being styled.
    typealias Configuration = LabelStyleConfiguration
    /// The view a label with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title and icon of a label a `LabelStyle` styles.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public nonisolated struct Title: StyleConfigurationPart {
        let content: AnyView
    }

    /// The label's icon, type-erased.
    public nonisolated struct Icon: StyleConfigurationPart {
        let content: AnyView
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A label style, type-erased.
struct AnyLabelStyle {
    let makeNodes: (LabelStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: LabelStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The label style set with `labelStyle(_:)`, `nil` for `.automatic`.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

nonisolated extension View {
    /// Labels inside this view take the look `style` gives them.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[LabelStyleKey.self] = AnyLabelStyle(style) }
    }
}

/// The icon, then the title, `LabelMetrics.iconTitleSpacing` apart and centred across.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}

    /// The icon before the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: LabelMetrics.iconTitleSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The platform's default look for the context (`.automatic`): title and icon on an iPhone.
public struct DefaultLabelStyle: LabelStyle {
    /// The automatic style.
    public init() {}

    /// The icon before the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default look: title and icon on an iPhone.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
