import Foundation

/// A look for text fields (`.automatic`, `.plain`, `.roundedBorder`). Apply one with
/// `textFieldStyle(_:)`.
public protocol TextFieldStyle {}

/// What a text field style draws around: the field's text or placeholder.
struct TextFieldStyleConfiguration {
    let content: AnyView
}

/// The text field styles Arrange draws.
struct AnyTextFieldStyle {
    enum Kind { case automatic, plain, roundedBorder }
    let kind: Kind

    static let automatic = AnyTextFieldStyle(kind: .automatic)

    /// The view a field with `configuration` becomes.
    @ViewBuilder
    func body(_ configuration: TextFieldStyleConfiguration, _ environment: EnvironmentValues) -> some View {
        switch kind {
        case .automatic, .plain:
            configuration.content
        case .roundedBorder:
            configuration.content
                .padding(TextFieldMetrics.roundedBorderPadding)
                .background(RoundedRectangle(cornerRadius: TextFieldMetrics.roundedBorderRadius).fill(ControlColors.systemBackground(environment)))
                .overlay(
                    RoundedRectangle(cornerRadius: TextFieldMetrics.roundedBorderRadius)
                        .strokeBorder(ControlColors.textFieldBorder(environment), lineWidth: 1 / max(environment.displayScale, 1)))
        }
    }
}

/// The style set with `textFieldStyle(_:)`.
struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextFieldStyle? { nil }
}

/// The platform's default: plain outside a list, the row look inside one.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The automatic style.
    public init() {}
}

/// The text alone, no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// The text padded by 7 on a white rounded rectangle (radius 5) with a one-pixel border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text on a rounded, bordered field.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension View {
    /// Text fields inside this view take the look `style` gives them.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: AnyTextFieldStyle.Kind =
            switch style {
            case is RoundedBorderTextFieldStyle: .roundedBorder
            case is PlainTextFieldStyle: .plain
            default: .automatic
            }
        return _EnvironmentWriter(content: self) { $0[TextFieldStyleKey.self] = AnyTextFieldStyle(kind: kind) }
    }
}
