import Foundation

/// The label alone, in the tint colour (`systemRed` for a destructive button, the disabled grey
/// when disabled), with no background: a borderless button is exactly as large as its label.
/// An explicit foreground style around the button wins over the tint, as on iOS.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context

    /// The borderless style.
    public init() {}

    /// The label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration: configuration, context: context)
    }

    /// The borderless look of `configuration` in `context`.
    static func body(configuration: Configuration, context: ControlContext) -> some View {
        configuration.label.environment(\.foregroundStyle, labelStyle(role: configuration.role, context: context))
    }

    /// The colour of a borderless button's label: an explicit foreground style, else the
    /// disabled grey, the destructive red, or the tint.
    static func labelStyle(role: ButtonRole?, context: ControlContext) -> AnyShapeStyle {
        if !context.isEnabled { return AnyShapeStyle(ControlColors.tertiaryLabel(context.environment)) }
        if let explicit = context.environment.foregroundStyle { return explicit }
        return AnyShapeStyle(role == .destructive ? ControlColors.systemRed(context.environment) : context.tint)
    }
}

/// The label as it is, in its own colours, with no background (`.plain`); a disabled plain
/// button's uncoloured text turns the disabled grey.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context

    /// The plain style.
    public init() {}

    /// The label unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.transformEnvironment(\.foregroundStyle) { [context] style in
            if !context.isEnabled { style = AnyShapeStyle(ControlColors.tertiaryLabel(context.environment)) }
        }
    }
}

/// The platform's default look for the context (`.automatic`): on an iPhone outside a list,
/// the borderless look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context

    /// The automatic style.
    public init() {}

    /// The borderless look.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle.body(configuration: configuration, context: context)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default look for the context: borderless on an iPhone.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, without a background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label in its own colours, without a background.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
