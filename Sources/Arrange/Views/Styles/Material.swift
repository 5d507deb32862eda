import Foundation

/// A translucent material, as a shape style (`.background(.ultraThinMaterial)`,
/// `.background(.regularMaterial, in: .rect(cornerRadius: 12))`): what lies behind is blurred
/// and tinted, thinner materials letting more of it through. Layout is unaffected.
///
/// iOS does not publish its materials' numbers; Arrange's are named choices (`MaterialTints`):
/// a blur of `MaterialTints.blurRadius` points, then a tint of white (light) or of
/// `secondarySystemBackground`'s dark grey (dark) at an opacity per thickness; `.bar` is the
/// bars' material, Flutter's bar colours (249 at 94 %, dark 29 at 94 %).
public nonisolated struct Material: ShapeStyle, Hashable {
    /// The thicknesses, thinnest first.
    enum Thickness: Int, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    /// A very translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A translucent material.
    public static let thin = Material(thickness: .thin)
    /// A material between translucent and opaque.
    public static let regular = Material(thickness: .regular)
    /// A mostly opaque material.
    public static let thick = Material(thickness: .thick)
    /// A nearly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars (navigation, tab and tool bars).
    public static let bar = Material(thickness: .bar)
}

nonisolated extension ShapeStyle where Self == Material {
    /// `Material.ultraThin`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `Material.thin`.
    public static var thinMaterial: Material { .thin }
    /// `Material.regular`.
    public static var regularMaterial: Material { .regular }
    /// `Material.thick`.
    public static var thickMaterial: Material { .thick }
    /// `Material.ultraThick`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `Material.bar`.
    public static var bar: Material { .bar }
}

/// A material as renderers receive it: blur what is behind by `blurRadius` points, then paint
/// `tint` over it.
public struct _ResolvedMaterial: ShapeStyle, Hashable {
    /// How far what is behind is blurred, in points (a Gaussian of σ = radius ÷ 2, as shadows).
    public let blurRadius: CGFloat
    /// The colour painted over the blur.
    public let tint: Color.Resolved
}

/// Arrange's numbers for the materials (iOS does not publish them): see `Material`.
enum MaterialTints {
    /// The blur of every material, in points.
    static let blurRadius: CGFloat = 30
    /// The tint's opacity per thickness, thinnest first, light and dark.
    static let lightOpacity: [Material.Thickness: Float] = [.ultraThin: 0.35, .thin: 0.55, .regular: 0.72, .thick: 0.85, .ultraThick: 0.93]
    static let darkOpacity: [Material.Thickness: Float] = [.ultraThin: 0.45, .thin: 0.6, .regular: 0.72, .thick: 0.85, .ultraThick: 0.93]

    /// `material` in `scheme`.
    static func resolve(_ material: Material, in scheme: ColorScheme) -> _ResolvedMaterial {
        let dark = scheme == .dark
        if material.thickness == .bar {
            let grey: Float = dark ? 29 / 255 : 249 / 255
            return _ResolvedMaterial(blurRadius: blurRadius, tint: Color.Resolved(red: grey, green: grey, blue: grey, opacity: 0.94))
        }
        let opacity = (dark ? darkOpacity : lightOpacity)[material.thickness] ?? 0.72
        let tint = dark
            ? Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: opacity)
            : Color.Resolved(red: 1, green: 1, blue: 1, opacity: opacity)
        return _ResolvedMaterial(blurRadius: blurRadius, tint: tint)
    }
}
