import Foundation

/// A style that stands for another, chosen where the view is built: the background style of
/// the context, the system fill, a level of either. `ShapeStyleResolution` asks it for that
/// style, then resolves it as any other.
protocol ContextualShapeStyle: ShapeStyle {
    /// The style this one is where `environment` holds.
    func style(in environment: EnvironmentValues) -> any ShapeStyle
}

/// The background style of the context, as SwiftUI's `BackgroundStyle`: the style set with
/// `backgroundStyle(_:)` around, else iOS's `systemBackground` (white, black in dark mode).
/// Its levels (`.background.secondary` …) are iOS's secondary and tertiary system backgrounds.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// 0 for the background itself, 1 for secondary, 2 for tertiary and beyond.
    let level: Int

    /// The background style of the context.
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The background one level back (`secondarySystemBackground`).
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// The background two levels back (`tertiarySystemBackground`).
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
    /// The background three levels back (iOS has three background colours: `tertiarySystemBackground`).
    public var quaternary: BackgroundStyle { BackgroundStyle(level: 3) }
}

extension BackgroundStyle: ContextualShapeStyle {
    func style(in environment: EnvironmentValues) -> any ShapeStyle {
        if level == 0, let set = environment.backgroundStyle { return set.base }
        return Color(system: SystemShapeStyleColors.backgrounds[min(level, SystemShapeStyleColors.backgrounds.count - 1)])
    }
}

/// The fill of controls and thin shapes on iOS, as SwiftUI's `FillShapeStyle`: `systemFill`,
/// and at its levels `secondarySystemFill` … `quaternarySystemFill` (translucent greys).
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// 0 for the fill itself … 3 for quaternary.
    let level: Int

    /// The system fill.
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The secondary system fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The tertiary system fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The quaternary system fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension FillShapeStyle: ContextualShapeStyle {
    func style(in environment: EnvironmentValues) -> any ShapeStyle {
        Color(system: SystemShapeStyleColors.fills[min(level, SystemShapeStyleColors.fills.count - 1)])
    }
}

/// The system colours behind `.background` and `.fill` and their levels (iOS's semantic colours,
/// `SystemColor`'s table).
enum SystemShapeStyleColors {
    /// `.background`, `.background.secondary`, `.background.tertiary`.
    static let backgrounds: [SystemColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
    /// `.fill` … `.fill.quaternary`.
    static let fills: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the context (`systemBackground` unless `backgroundStyle(_:)` set one).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill (`systemFill`).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators (`separator`).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle`: iOS's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, ContextualShapeStyle {
    /// The separator style.
    public init() {}
    func style(in environment: EnvironmentValues) -> any ShapeStyle { Color(system: .separator) }
}

/// A style at a level of its hierarchy (`Color.red.secondary`, `.tint.tertiary`): the base
/// style's colour faded as the foreground levels are (`ForegroundLevels`).
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, ContextualShapeStyle {
    let base: Base
    let level: Int

    func style(in environment: EnvironmentValues) -> any ShapeStyle {
        guard let color = ShapeStyleResolution.representativeColor(of: base, in: environment) else { return base }
        var faded = color
        faded.opacity *= Float(ForegroundLevels.opacity(level: level, in: environment.colorScheme))
        return Color(faded)
    }
}

extension ShapeStyle {
    /// This style one level down its hierarchy (iOS 17): for a colour, the colour at the
    /// secondary label colour's opacity.
    @_disfavoredOverload
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 1) }
    /// This style two levels down its hierarchy.
    @_disfavoredOverload
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 2) }
    /// This style three levels down its hierarchy.
    @_disfavoredOverload
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 3) }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `.background` stands for inside (`backgroundStyle(_:)`); `nil` for `systemBackground`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes `style` the background style inside: what `.background` fills with and what
    /// `background()` and `background(in:)` draw.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the area behind this view with the background style of the context
    /// (`systemBackground` unless `backgroundStyle(_:)` set one).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}

/// A style drawn with a blend mode (`.regularMaterial.blendMode(.plusDarker)`). Named choice:
/// Arrange fills with the base style unblended (a shape's fill has no blend mode in the
/// renderer; `View.blendMode(_:)` does blend). docs/DIFFERENCES.md.
public struct _BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle, ContextualShapeStyle {
    let base: Base
    /// The blend mode asked for.
    public let blendMode: BlendMode

    func style(in environment: EnvironmentValues) -> any ShapeStyle { base }
}

extension ShapeStyle {
    /// This style mixed with what is behind it by `mode` (filled unblended in Arrange).
    public func blendMode(_ mode: BlendMode) -> _BlendedShapeStyle<Self> { _BlendedShapeStyle(base: self, blendMode: mode) }
}

/// A style made more transparent (`.red.gradient.opacity(0.25)`, `.tint.opacity(0.5)`): every
/// colour in it multiplied by `opacity`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ContextualShapeStyle {
    let base: Base
    /// The factor applied to each colour's opacity, 0…1.
    public let opacity: Double

    func style(in environment: EnvironmentValues) -> any ShapeStyle {
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if let colors = base as? any ColorResolvingShapeStyle {
            return colors.resolvingColors { $0.resolve(in: environment).faded(by: factor) }
        }
        guard let color = ShapeStyleResolution.representativeColor(of: base, in: environment) else { return base }
        return Color(color).opacity(factor)
    }
}

extension Color.Resolved {
    /// This colour with its opacity multiplied by `factor`.
    fileprivate func faded(by factor: Double) -> Color {
        var faded = self
        faded.opacity *= Float(factor)
        return Color(faded)
    }
}

extension ShapeStyle {
    /// This style with every colour's opacity multiplied by `opacity` (a view's `opacity` is
    /// preferred where both apply).
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
