import Foundation

/// The levels of the foreground style, `.primary` … `.quaternary`, as iOS resolves them.
///
/// With no foreground style set, the levels are iOS's label colours (`label`,
/// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, light or dark). With a colour set
/// (`.foregroundStyle(.red)`), each level is that colour at the opacity of the matching label
/// colour (`levelOpacitiesOfAColour`). `.foregroundStyle(.secondary)` on a container makes the
/// container's foreground the secondary level of its surroundings, which it remembers
/// (`LeveledForeground`), so text inside is drawn in it.
enum ForegroundLevels {
    /// The label colours of the four levels.
    static let labelColors: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]

    /// The opacity of `level` (0…3) applied to a single foreground colour: the label colour's
    /// own alpha in `scheme` (a named choice; SwiftUI does not document it).
    static func opacity(level: Int, in scheme: ColorScheme) -> Double {
        Double(labelColors[clamped(level)].resolved(in: scheme).opacity)
    }

    /// The colour of the foreground at `level` where `environment` holds.
    static func color(level: Int, in environment: EnvironmentValues) -> Color.Resolved {
        var outer = environment
        outer.foregroundStyle = nil
        // The levels `foregroundStyle(_:_:)` and `(_:_:_:)` set (SymbolRendering.swift).
        let palette = environment.foregroundPalette
        if level > 0, level <= palette.count, !(environment.foregroundStyle?.base is LeveledForeground),
            let given = ShapeStyleResolution.representativeColor(of: palette[level - 1].base, in: outer)
        {
            return given
        }
        switch environment.foregroundStyle?.base {
        case let leveled as LeveledForeground:
            outer.foregroundStyle = leveled.surrounding
            return color(level: leveled.level + level, in: outer)
        case let hierarchical as HierarchicalShapeStyle:
            return color(level: hierarchical.level + level, in: outer)
        case let color as Color:
            return faded(color.resolve(in: outer), level: level, in: environment.colorScheme)
        case let resolved as Color.Resolved:
            return faded(resolved, level: level, in: environment.colorScheme)
        case let style?:
            if let first = ShapeStyleResolution.representativeColor(of: style, in: outer) {
                return faded(first, level: level, in: environment.colorScheme)
            }
            return labelColors[clamped(level)].resolved(in: environment.colorScheme)
        case nil:
            return labelColors[clamped(level)].resolved(in: environment.colorScheme)
        }
    }

    private static func faded(_ color: Color.Resolved, level: Int, in scheme: ColorScheme) -> Color.Resolved {
        guard level > 0 else { return color }
        var faded = color
        faded.opacity *= Float(opacity(level: level, in: scheme))
        return faded
    }

    static func clamped(_ level: Int) -> Int { min(max(level, 0), 3) }
}

/// The foreground style `.foregroundStyle(.secondary)` sets on a container: a level of the
/// style around it.
struct LeveledForeground: ShapeStyle {
    /// 1 for secondary … 3 for quaternary.
    let level: Int
    /// The foreground style where the modifier was written (`nil` for the default).
    let surrounding: AnyShapeStyle?
}
