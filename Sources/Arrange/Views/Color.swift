import Foundation

/// A colour. As a view it behaves exactly like `Rectangle().fill(color)`: it takes any proposed
/// size, with 10 × 10 standing in for unspecified dimensions.
///
/// A colour is fixed (components in a colour space), one of iOS's system colours (a light and a
/// dark value, `SystemColor`), a named asset, or a level of the foreground style (what
/// `Text.foregroundStyle(.secondary)` stores). It resolves to sRGB components where its view
/// is built, against that view's environment (`colorScheme`, `foregroundStyle`,
/// `colorCatalog`): `resolve(in:)`.
public nonisolated struct Color: Hashable, Sendable, View, ShapeStyle, CustomStringConvertible {
    /// Where the components come from. Every case is plain data (an asset's name too:
    /// `ColorAssetName` says why).
    enum Provider: Hashable, Sendable {
        case fixed(Resolved)
        case system(SystemColor)
        case schemeDependent(light: Resolved, dark: Resolved)
        case asset(ColorAssetName)
        case foregroundLevel(Int)
    }

    let provider: Provider
    /// The factor `opacity(_:)` multiplied in, applied after resolving.
    let opacityFactor: Double

    init(provider: Provider, opacityFactor: Double = 1) {
        self.provider = provider
        self.opacityFactor = opacityFactor
    }

    /// A colour from components in `colorSpace` (sRGB unless given), each 0…1 (extended-range
    /// values are kept until drawing clamps them).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(provider: .fixed(Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))))
    }

    /// A grey of the given brightness in `colorSpace`, 0 (black) … 1 (white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0…1 round the wheel, red at 0), saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = ColorSpaceConversion.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour named `name` in the app's asset catalog: here, in the environment's
    /// `colorCatalog`. A name it lacks is drawn clear, as SwiftUI draws a missing colour, with a
    /// warning.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(provider: .asset(ColorAssetName(name)))
    }

    /// The colour with these resolved components.
    public init(_ resolved: Resolved) {
        self.init(provider: .fixed(resolved))
    }

    /// One of iOS's system colours, light or dark as the environment says (what
    /// `Color(uiColor: .systemGray5)` is).
    public init(system: SystemColor) {
        self.init(provider: .system(system))
    }

    /// A colour of `light` components in light mode and `dark` ones in dark mode, for Arrange's
    /// own palettes where iOS's colour is not one of the system colours (a bar's material at
    /// rest; a dynamic `UIColor`).
    package init(light: Resolved, dark: Resolved) {
        self.init(provider: .schemeDependent(light: light, dark: dark))
    }

    /// This colour with its opacity multiplied by `opacity` (semantic colours keep it too).
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 1 : opacity
        if case .fixed(var resolved) = provider {
            resolved.opacity *= Float(factor)
            return Color(resolved)
        }
        return Color(provider: provider, opacityFactor: opacityFactor * factor)
    }

    /// Red, green, blue and opacity in sRGB, each 0…1, as drawn in light mode with the default
    /// foreground; `nil` for a named asset.
    public var components: (red: Double, green: Double, blue: Double, opacity: Double)? {
        if case .asset = provider { return nil }
        let resolved = resolve(in: EnvironmentValues())
        return (Double(resolved.red), Double(resolved.green), Double(resolved.blue), Double(resolved.opacity))
    }

    /// The components of a colour that needs no environment (fixed components, as the layout
    /// leaves every colour it resolved), `nil` otherwise: renderers' fast path.
    public var _fixedComponents: Resolved? {
        if case .fixed(let resolved) = provider { return resolved }
        return nil
    }

    /// The colour's components in `environment`: its colour scheme picks a system colour's
    /// light or dark value, its foreground style a level's colour, its colour catalog an asset.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved: Resolved
        switch provider {
        case .fixed(let fixed):
            resolved = fixed
        case .system(let system):
            resolved = system.resolved(in: environment.colorScheme)
        case let .schemeDependent(light, dark):
            resolved = environment.colorScheme == .dark ? dark : light
        case .asset(let name):
            resolved = environment.colorCatalog[name]?.resolve(in: environment) ?? Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        case .foregroundLevel(let level):
            resolved = ForegroundLevels.color(level: level, in: environment)
        }
        resolved.opacity *= Float(opacityFactor)
        return resolved
    }

    /// How explanations and debugging name the colour.
    public var description: String {
        let base: String
        switch provider {
        case .fixed(let resolved): base = resolved.description
        case .system(let system): base = system.rawValue
        case let .schemeDependent(light, dark): base = "\(light) (dark \(dark))"
        case .asset(let name): base = "\"\(name)\""
        case .foregroundLevel(let level): base = ["primary", "secondary", "tertiary", "quaternary"][min(max(level, 0), 3)]
        }
        return opacityFactor == 1 ? base : "\(base) at \(opacityFactor)"
    }

    /// Black, rgb(0, 0, 0).
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White, rgb(255, 255, 255).
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// System grey, rgb(142, 142, 147) in both schemes.
    public static let gray = Color(system: .systemGray)
    /// System red, rgb(255, 59, 48); dark rgb(255, 69, 58).
    public static let red = Color(system: .systemRed)
    /// System orange, rgb(255, 149, 0); dark rgb(255, 159, 10).
    public static let orange = Color(system: .systemOrange)
    /// System yellow, rgb(255, 204, 0); dark rgb(255, 214, 10).
    public static let yellow = Color(system: .systemYellow)
    /// System green, rgb(52, 199, 89); dark rgb(48, 209, 88).
    public static let green = Color(system: .systemGreen)
    /// System mint, rgb(0, 199, 190); dark rgb(102, 212, 207).
    public static let mint = Color(system: .systemMint)
    /// System teal, rgb(48, 176, 199); dark rgb(64, 200, 224).
    public static let teal = Color(system: .systemTeal)
    /// System cyan, rgb(50, 173, 230); dark rgb(100, 210, 255).
    public static let cyan = Color(system: .systemCyan)
    /// System blue, rgb(0, 122, 255); dark rgb(10, 132, 255).
    public static let blue = Color(system: .systemBlue)
    /// System indigo, rgb(88, 86, 214); dark rgb(94, 92, 230).
    public static let indigo = Color(system: .systemIndigo)
    /// System purple, rgb(175, 82, 222); dark rgb(191, 90, 242).
    public static let purple = Color(system: .systemPurple)
    /// System pink, rgb(255, 45, 85); dark rgb(255, 55, 95).
    public static let pink = Color(system: .systemPink)
    /// System brown, rgb(162, 132, 94); dark rgb(172, 142, 104).
    public static let brown = Color(system: .systemBrown)
    /// Fully transparent; as a view it still takes its proposed size.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// iOS's label colour: black in light mode, white in dark.
    public static let primary = Color(system: .label)
    /// iOS's secondary label colour: rgba(60, 60, 67, 0.6); dark rgba(235, 235, 245, 0.6).
    public static let secondary = Color(system: .secondaryLabel)
    /// The app's accent colour: system blue.
    public static let accentColor = Color(system: .systemBlue)

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node that takes the proposed size (10 × 10 for unspecified dimensions),
    /// filled with the colour resolved in its environment.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = LayoutNode(
            ShapeLayout(name: "Color"), inputs: inputs)
        node.content = .color(view.resolved(inputs: inputs, at: node))
        outputs.nodes.append(node)
    }

    /// This colour fixed to its components where `inputs` builds a view, warning about an
    /// asset the catalog lacks (at `node`, the colour's own, when it is a view; else at the
    /// nearest node made above, `_ViewInputs.tyingWarnings`).
    func resolved(inputs: _ViewInputs, at node: LayoutNode? = nil) -> Color {
        if case .asset(let name) = provider, inputs.environment.colorCatalog[name] == nil {
            inputs.builder.warn(.missingColor(name.description), in: "Color", at: node)
        }
        if case .fixed = provider { return self }
        return Color(resolve(in: inputs.environment))
    }
}

extension Color {
    /// The colour spaces colour components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB with its transfer curve: what components mean unless stated.
        case sRGB
        /// sRGB primaries, linear light.
        case sRGBLinear
        /// Display P3 (wider gamut), with sRGB's transfer curve.
        case displayP3
    }

    /// A colour's concrete components: sRGB with its transfer curve, each nominally 0…1, and
    /// opacity 0…1.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The red component (sRGB, gamma-encoded).
        public var red: Float
        /// The green component (sRGB, gamma-encoded).
        public var green: Float
        /// The blue component (sRGB, gamma-encoded).
        public var blue: Float
        /// The opacity, 0 transparent … 1 opaque.
        public var opacity: Float

        /// Components given in `colorSpace`, converted to sRGB.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = ColorSpaceConversion.sRGB(from: colorSpace, red: Double(red), green: Double(green), blue: Double(blue))
            self.red = Float(r)
            self.green = Float(g)
            self.blue = Float(b)
            self.opacity = opacity
        }

        /// The red component in linear light.
        public var linearRed: Float { Float(ColorSpaceConversion.linear(Double(red))) }
        /// The green component in linear light.
        public var linearGreen: Float { Float(ColorSpaceConversion.linear(Double(green))) }
        /// The blue component in linear light.
        public var linearBlue: Float { Float(ColorSpaceConversion.linear(Double(blue))) }

        /// `rgba(r, g, b, opacity)` with components 0…255.
        public var description: String {
            func byte(_ value: Float) -> Int { Int((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
            return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(opacity))"
        }
    }
}

/// A colour or pattern to fill or stroke a shape with.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to in an environment (iOS 17); `Never` for styles that are
    /// drawn as they are.
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one is where `environment` holds: a style of your own implements it
    /// (`func resolve(in:) -> some ShapeStyle`), and drawing uses what it returns.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Never called: a style without a `resolve(in:)` of its own is drawn as it is.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is drawn as it is and has no resolved style")
    }
}

extension ShapeStyle {
    /// The style `resolve(in:)` makes of a style of the user's own, `nil` for styles drawn as
    /// they are.
    func customResolution(in environment: EnvironmentValues) -> (any ShapeStyle)? {
        Resolved.self == Never.self ? nil : resolve(in: environment)
    }
}

/// `Never` as a shape style: the resolved style of styles that resolve to nothing else.
nonisolated extension Never: ShapeStyle {}

/// The layered foreground styles, `.primary` … `.quaternary`, each fainter than the last.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary … 3 for quaternary.
    let level: Int

    /// The opacity of the foreground colour at this level in light mode.
    var opacity: Double { ForegroundLevels.opacity(level: level, in: .light) }
}

/// The foreground style of the context: what shapes are filled with when no style is given.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself (iOS's label colour by default).
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The foreground's second level (iOS's secondary label colour by default).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The foreground's third level (iOS's tertiary label colour by default).
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground's fourth level (iOS's quaternary label colour by default).
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
    /// `Color.accentColor`.
    public static var accentColor: Color { Color.accentColor }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    /// The style wrapped.
    public let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = style
    }
}
