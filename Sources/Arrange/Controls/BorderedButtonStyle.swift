import Foundation

/// The label on a tinted fill (`.bordered`): padded by the control size's insets, over the
/// border shape filled with the tint at low opacity (a neutral grey fill when no tint is set).
/// The label takes the size's font unless the environment sets one, and the tint colour.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context
    @Environment(\.buttonBorderShape) private var shape

    /// The bordered style.
    public init() {}

    /// The label, padded, on its fill.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, context: context, shape: shape, isProminent: false)
    }
}

/// The label in white on the tint colour (`.borderedProminent`): the same metrics as
/// `.bordered`, the fill in the tint (`systemRed` for a destructive button), the grey fill of
/// a disabled control when disabled.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context
    @Environment(\.buttonBorderShape) private var shape

    /// The bordered prominent style.
    public init() {}

    /// The label, padded, on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, context: context, shape: shape, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a tinted fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The views a bordered button is made of: its label, padded, on the filled border shape.
nonisolated struct BorderedButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let context: ControlContext
    let shape: ButtonBorderShape
    let isProminent: Bool
    /// Whether the fill is Liquid Glass (`.glass`, iOS 26) instead of the tinted colour.
    var isGlass = false

    var body: some View {
        let metrics = BorderedButtonMetrics.of(context.size)
        let environment = context.environment
        let padded = configuration.label
            .font(environment.font ?? metrics.font)
            .environment(\.foregroundStyle, AnyShapeStyle(labelColor))
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
        let border = isGlass ? shape.resolvedForGlass() : shape.resolved(defaultRadius: metrics.cornerRadius)
        if isGlass && !isProminent && context.isEnabled {
            padded.background(GlassSurface(glass: Glass.regular.tint(hasTint ? tint : nil), shape: border))
        } else {
            padded.background(border.fill(fillColor))
        }
    }

    /// Whether a tint is set (or the role is destructive).
    private var hasTint: Bool {
        context.environment[ControlTintKey.self] != nil || configuration.role == .destructive
    }

    /// The tint of this button: the destructive red, or the environment's tint.
    private var tint: Color {
        configuration.role == .destructive ? ControlColors.systemRed(context.environment) : context.tint
    }

    private var labelColor: Color {
        guard context.isEnabled else { return ControlColors.tertiaryLabel(context.environment) }
        if let explicit = context.environment.foregroundStyle?.base as? Color { return explicit }
        return isProminent ? .white : tint
    }

    private var fillColor: Color {
        guard context.isEnabled else { return ControlColors.tertiarySystemFill(context.environment) }
        if isProminent { return tint }
        return hasTint ? tint.opacity(BorderedButtonMetrics.tintedFillOpacity) : ControlColors.tertiarySystemFill(context.environment)
    }
}

/// The padding, corner radius and font of `.bordered` and `.borderedProminent` buttons per
/// control size. No public source gives SwiftUI's numbers (ios-metrics.md §5 lists them as
/// open); these are Arrange's choice, recorded in docs/DIFFERENCES.md. The regular size gives
/// a body-text button 20.33 + 2 × 7 ≈ 34 points tall, the height commonly quoted for it; the
/// small size lands on UIKit's 28-point small button (FL `constants.dart`).
struct BorderedButtonMetrics {
    /// The font of the label when the environment sets none.
    let font: Font
    /// The padding above and below the label.
    let vertical: CGFloat
    /// The padding before and after the label.
    let horizontal: CGFloat
    /// The radius of `.automatic` and `.roundedRectangle`.
    let cornerRadius: CGFloat

    static let mini = BorderedButtonMetrics(font: .footnote, vertical: 3, horizontal: 8, cornerRadius: 6)
    static let small = BorderedButtonMetrics(font: .subheadline, vertical: 5, horizontal: 10, cornerRadius: 6)
    static let regular = BorderedButtonMetrics(font: .body, vertical: 7, horizontal: 12, cornerRadius: 8)
    static let large = BorderedButtonMetrics(font: .body, vertical: 14, horizontal: 20, cornerRadius: 12)
    static let extraLarge = BorderedButtonMetrics(font: .body, vertical: 16, horizontal: 24, cornerRadius: 14)

    /// The opacity of the tint in a `.bordered` fill when a tint is set (UIKit's tinted button
    /// background in light mode, FL `constants.dart` `kCupertinoButtonTintedOpacityLight`).
    static let tintedFillOpacity = 0.12

    static func of(_ size: ControlSizeClass) -> BorderedButtonMetrics {
        switch size {
        case .mini: mini
        case .small: small
        case .regular: regular
        case .large: large
        case .extraLarge: extraLarge
        }
    }
}
