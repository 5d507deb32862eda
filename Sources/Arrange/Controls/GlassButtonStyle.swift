import Foundation

/// The label on Liquid Glass (`.glass`, iOS 26): the metrics of `.bordered`, the border shape
/// filled with glass (`Glass`), tinted when a tint is set, the label in the tint colour.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context
    @Environment(\.buttonBorderShape) private var shape

    /// The glass style.
    public init() {}

    /// The label, padded, on glass.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, context: context, shape: shape, isProminent: false, isGlass: true)
    }
}

/// The label in white on tinted glass (`.glassProminent`, iOS 26): drawn as
/// `.borderedProminent`, the tint filling the border shape — at rest prominent glass shows its
/// tint nearly opaque.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    @Environment(\.controlContext) private var context
    @Environment(\.buttonBorderShape) private var shape

    /// The prominent glass style.
    public init() {}

    /// The label, padded, on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, context: context, shape: shape, isProminent: true, isGlass: true)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The label in white on tinted glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
