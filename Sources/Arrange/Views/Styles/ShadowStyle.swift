import Foundation

/// A shadow a shape style casts (`Color.blue.shadow(.drop(radius: 4))`) or casts inward
/// (`.shadow(.inner(radius: 4))`, the pressed-in look), drawn with the shape it fills.
public nonisolated struct ShadowStyle: Hashable, Sendable {
    /// Whether the shadow falls outside the shape (drop) or inside it (inner).
    public enum Kind: Hashable, Sendable { case drop, inner }

    /// Drop or inner.
    public let kind: Kind
    /// The shadow's colour.
    public let color: Color
    /// How far it is blurred, in points (σ = radius ÷ 2, as view shadows).
    public let radius: CGFloat
    /// How far it is moved right.
    public let x: CGFloat
    /// How far it is moved down.
    public let y: CGFloat

    /// A shadow beneath the shape; SwiftUI's default colour is black at 33 % (linear).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, along its edges; SwiftUI's default colour is black at 55 %.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow: `base` painted as it is, and the shadow with it.
public nonisolated struct _ShadowedShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let shadow: ShadowStyle
}

nonisolated extension ShapeStyle {
    /// This style casting `shadow` where it fills a shape (a drop shadow beneath, an inner
    /// shadow inside along the edges). No effect on layout.
    public func shadow(_ shadow: ShadowStyle) -> some ShapeStyle {
        _ShadowedShapeStyle(base: AnyShapeStyle(self), shadow: shadow)
    }
}

/// A shadowed style as renderers receive it: the base resolved, each shadow's colour fixed and
/// its numbers finite (NaN and infinities are 0, radii at least 0), innermost first.
public struct _ResolvedShadowedStyle: ShapeStyle {
    /// The style the shape is painted with.
    public let base: AnyShapeStyle
    /// The shadows, innermost first.
    public let shadows: [ShadowStyle]

    /// `style` resolved by `resolve` with its shadows' colours fixed by `color`.
    static func resolve(_ style: _ShadowedShapeStyle, resolve: (any ShapeStyle) -> AnyShapeStyle, color: (Color) -> Color) -> _ResolvedShadowedStyle {
        let base = resolve(style.base)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let shadow = ShadowStyle(
            kind: style.shadow.kind, color: color(style.shadow.color), radius: max(finite(style.shadow.radius), 0),
            x: finite(style.shadow.x), y: finite(style.shadow.y))
        if let inner = base.base as? _ResolvedShadowedStyle {
            return _ResolvedShadowedStyle(base: inner.base, shadows: inner.shadows + [shadow])
        }
        return _ResolvedShadowedStyle(base: base, shadows: [shadow])
    }
}

nonisolated extension ShapeStyle where Self == _ShadowedShapeStyle {
    /// The foreground style casting `shadow`, as `.background(.shadow(.drop(radius: 10)))`
    /// writes it.
    public static func shadow(_ shadow: ShadowStyle) -> _ShadowedShapeStyle {
        _ShadowedShapeStyle(base: AnyShapeStyle(ForegroundStyle()), shadow: shadow)
    }
}
