import Foundation

/// Shape styles fixed where their view is built, so that renderers need no environment:
/// colours become their components in the view's colour scheme, `.foreground` and the
/// hierarchical levels become the foreground style's colour at that level, and styles made of
/// colours (gradients) have each colour resolved.
enum ShapeStyleResolution {
    /// `style` with every colour in it resolved where `inputs` builds a view.
    static func resolve(_ style: any ShapeStyle, inputs: _ViewInputs) -> AnyShapeStyle {
        let environment = inputs.environment
        switch style {
        case let color as Color:
            return AnyShapeStyle(color.resolved(inputs: inputs))
        case let resolved as Color.Resolved:
            return AnyShapeStyle(Color(resolved))
        case let erased as AnyShapeStyle:
            return resolve(erased.base, inputs: inputs)
        case is ForegroundStyle:
            return foreground(level: 0, inputs: inputs)
        case let hierarchical as HierarchicalShapeStyle:
            return foreground(level: hierarchical.level, inputs: inputs)
        case let leveled as LeveledForeground:
            var outer = environment
            outer.foregroundStyle = leveled.surrounding
            return AnyShapeStyle(Color(ForegroundLevels.color(level: leveled.level, in: outer)))
        case is TintShapeStyle:
            return AnyShapeStyle(environment.controlTint.resolved(inputs: inputs))
        case is Shader:
            // Metal shaders do not run here: the foreground style stands in (`Shader`).
            return foreground(level: 0, inputs: inputs)
        case let material as Material:
            return AnyShapeStyle(MaterialTints.resolve(material, in: environment.colorScheme))
        case let shadowed as _ShadowedShapeStyle:
            return AnyShapeStyle(_ResolvedShadowedStyle.resolve(
                shadowed, resolve: { resolve($0, inputs: inputs) }, color: { Color($0.resolve(in: environment)) }))
        case let resolvable as any ColorResolvingShapeStyle:
            return resolvable.resolvingColors { Color($0.resolve(in: environment)) }
        case let contextual as any ContextualShapeStyle:
            return resolve(contextual.style(in: environment), inputs: inputs)
        default:
            // A style of the user's own with `resolve(in:)` is drawn as what it resolves to.
            if let custom = style.customResolution(in: environment) { return resolve(custom, inputs: inputs) }
            return AnyShapeStyle(style)
        }
    }

    /// The foreground style at `level`: a colour, or the style itself (a gradient) when it is
    /// not one.
    static func foreground(level: Int, inputs: _ViewInputs) -> AnyShapeStyle {
        if level == 0, let style = inputs.environment.foregroundStyle?.base,
            style is any ColorResolvingShapeStyle || style is TintShapeStyle
        {
            var outer = inputs
            outer.environment.foregroundStyle = nil
            return resolve(style, inputs: outer)
        }
        return AnyShapeStyle(Color(ForegroundLevels.color(level: level, in: inputs.environment)))
    }

    /// The colour a text or symbol is drawn in: its own, else the foreground style's.
    static func textColor(_ own: Color?, inputs: _ViewInputs) -> Color {
        if let own { return own.resolved(inputs: inputs) }
        return Color(ForegroundLevels.color(level: 0, in: inputs.environment))
    }

    /// One colour standing for a style made of several (a gradient's first stop), for places
    /// that take only one.
    static func representativeColor(of style: any ShapeStyle, in environment: EnvironmentValues) -> Color.Resolved? {
        switch style {
        case let color as Color: color.resolve(in: environment)
        case let resolved as Color.Resolved: resolved
        case let erased as AnyShapeStyle: representativeColor(of: erased.base, in: environment)
        case is TintShapeStyle: environment.controlTint.resolve(in: environment)
        case let material as Material: MaterialTints.resolve(material, in: environment.colorScheme).tint
        case let material as _ResolvedMaterial: material.tint
        case let shadowed as _ShadowedShapeStyle: representativeColor(of: shadowed.base, in: environment)
        case let shadowed as _ResolvedShadowedStyle: representativeColor(of: shadowed.base, in: environment)
        case let resolvable as any ColorResolvingShapeStyle: resolvable.representativeColor?.resolve(in: environment)
        case let contextual as any ContextualShapeStyle: representativeColor(of: contextual.style(in: environment), in: environment)
        default: nil
        }
    }
}

/// A shape style made of colours (a gradient), which resolves each of them.
protocol ColorResolvingShapeStyle: ShapeStyle {
    /// This style with `resolve` applied to each of its colours.
    func resolvingColors(_ resolve: (Color) -> Color) -> AnyShapeStyle
    /// The colour that stands for the style where only one can be used.
    var representativeColor: Color? { get }
}

nonisolated extension View {
    /// The style of text and shapes inside this view when drawn. A hierarchical level
    /// (`.secondary`) is that level of the style around this view. No effect on layout.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { environment in
            if let hierarchical = style as? HierarchicalShapeStyle {
                environment.foregroundStyle = AnyShapeStyle(LeveledForeground(level: hierarchical.level, surrounding: environment.foregroundStyle))
            } else {
                environment.foregroundStyle = AnyShapeStyle(style)
                // One style replaces the levels `foregroundStyle(_:_:)` set (SymbolRendering.swift).
                environment.foregroundPalette = []
            }
        }
    }
}
