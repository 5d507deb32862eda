import Foundation

/// How a symbol image's layers are coloured, fixed where the image is built and recorded on its
/// node for renderers (`SymbolRenderingRecord`).
///
/// 1. The mode is the image's own (`Image.symbolRenderingMode(_:)`), else the environment's
///    (`View.symbolRenderingMode(_:)`), else `.palette` when `foregroundStyle(_:_:)` or
///    `foregroundStyle(_:_:_:)` set several styles (Apple: "Symbol images within the view
///    hierarchy use the palette rendering mode when you apply this modifier, if you don't
///    explicitly specify another mode"), else `.monochrome`.
/// 2. The layers' colours: `.hierarchical` takes the foreground style's primary, secondary and
///    tertiary levels (the colour at decreasing opacities, or the label colours); `.palette`
///    the styles given, primary first, a layer without a style of its own taking the last one
///    given; `.multicolor` the primary, which colours the layers a symbol does not colour itself.
/// 3. A monochrome symbol records nothing: it is drawn in the node's tint, as before.
enum SymbolLayerColors {
    /// The record for a symbol image built where `inputs` holds, with its own `mode`; `nil`
    /// for monochrome.
    static func record(ownMode: SymbolRenderingMode?, inputs: _ViewInputs) -> RecordedModifier? {
        let environment = inputs.environment
        // 1.
        let palette = environment.foregroundPalette
        let mode = ownMode ?? environment.symbolRenderingMode ?? (palette.isEmpty ? .monochrome : .palette)
        // 2.
        let primary = ShapeStyleResolution.textColor(nil, inputs: inputs).resolve(in: environment)
        let colors: [Color.Resolved]
        switch mode {
        case .hierarchical:
            colors = (0..<3).map { ForegroundLevels.color(level: $0, in: environment) }
        case .palette:
            let given = palette.compactMap { ShapeStyleResolution.representativeColor(of: $0.base, in: environment) }
            colors = [primary] + (0..<2).map { given.isEmpty ? primary : given[min($0, given.count - 1)] }
        case .multicolor:
            colors = [primary]
        default:
            // 3.
            return nil
        }
        return SymbolRenderingRecord.record(mode: mode, colors: colors)
    }
}

/// How a symbol image's rendering mode and layer colours are recorded on its node, for
/// renderers: `symbolLayers(hierarchical 0 0.478 1 1 …)`, the mode's name then each layer's
/// sRGB components and opacity.
public enum SymbolRenderingRecord {
    /// The record's name.
    public static let name = "symbolLayers"

    /// The record of `mode` with the layers' `colors`, primary first.
    static func record(mode: SymbolRenderingMode, colors: [Color.Resolved]) -> RecordedModifier {
        let numbers = colors.flatMap { [$0.red, $0.green, $0.blue, $0.opacity] }.map { "\(Double($0))" }
        return RecordedModifier(name, ([mode.name] + numbers).joined(separator: " "))
    }

    /// The mode and layer colours recorded in `records`; `nil` when none (monochrome).
    public static func layers(in records: [RecordedModifier]) -> (mode: SymbolRenderingMode, colors: [Color.Resolved])? {
        guard let record = records.last(where: { $0.name == name }) else { return nil }
        let parts = record.arguments.split(separator: " ")
        guard let first = parts.first else { return nil }
        let numbers = parts.dropFirst().compactMap { Float($0) }
        let colors = stride(from: 0, to: numbers.count - 3, by: 4).map {
            Color.Resolved(red: numbers[$0], green: numbers[$0 + 1], blue: numbers[$0 + 2], opacity: numbers[$0 + 3])
        }
        return (SymbolRenderingMode(name: String(first)), colors)
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

private struct ForegroundPaletteKey: EnvironmentKey {
    static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
    /// How symbol images inside are coloured (`symbolRenderingMode(_:)`); `nil` for their
    /// default (monochrome, or palette under several foreground styles).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary foreground styles `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` set; empty after a single style.
    var foregroundPalette: [AnyShapeStyle] {
        get { self[ForegroundPaletteKey.self] }
        set { self[ForegroundPaletteKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The primary and secondary levels of the foreground style inside this view: symbol
    /// layers in palette mode (the default mode under it), and text or shapes drawn in
    /// `.secondary`, take the second. No effect on layout.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        // The palette is set inside the primary, whose single style would clear it.
        environment(\.foregroundPalette, [AnyShapeStyle(secondary)]).foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary levels of the foreground style inside this view, as
    /// `foregroundStyle(_:_:)` sets two. No effect on layout.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environment(\.foregroundPalette, [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]).foregroundStyle(primary)
    }
}
