import Foundation

/// A look for buttons that also decides how the button is triggered: `makeBody` returns the
/// view a button becomes, built around `configuration.label`. Apply one with `buttonStyle(_:)`.
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The view a button with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a `PrimitiveButtonStyle` styles.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased; it lays out as the label the button was given.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The button's role, `nil` for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() {
        action()
    }
}

/// A look for buttons: `makeBody` returns the view a button becomes, built around
/// `configuration.label`. Apply one with `buttonStyle(_:)`.
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
    /// The view a button with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a `ButtonStyle` styles.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased; it lays out as the label the button was given.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The button's role, `nil` for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: always `false`, a layout shows buttons at rest.
    public let isPressed: Bool
}

/// A button style of either kind, with the environment its body is made in.
struct AnyButtonStyle {
    /// Builds the nodes of the button `configuration` describes.
    let makeNodes: (PrimitiveButtonStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, {
                style.makeBody(configuration: configuration)
            }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }

    init<S: ButtonStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            let styled = ButtonStyleConfiguration(
                role: configuration.role, label: ButtonStyleConfiguration.Label(content: configuration.label.content), isPressed: false)
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: styled) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The button style set with `buttonStyle(_:)`, `nil` for `.automatic`.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

nonisolated extension View {
    /// Buttons inside this view take the look `style` gives them.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[ButtonStyleKey.self] = AnyButtonStyle(style) }
    }

    /// Buttons inside this view take the look `style` gives them.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[ButtonStyleKey.self] = AnyButtonStyle(style) }
    }
}
