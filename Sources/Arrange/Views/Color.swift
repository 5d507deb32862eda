import Foundation

/// A colour. As a view it behaves exactly like `Rectangle().fill(color)`: it takes any proposed
/// size, with 10 × 10 standing in for unspecified dimensions.
public nonisolated struct Color: Hashable, Sendable, View, ShapeStyle {
    /// Red, green, blue and opacity, each 0…1 (sRGB); `nil` for the semantic colours
    /// (`primary`, `secondary`) that depend on where they are drawn.
    public let components: (red: Double, green: Double, blue: Double, opacity: Double)?
    /// The name explanations use: `Color`.
    let name: String

    /// A colour from sRGB components, each 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        components = (red, green, blue, opacity)
        name = "rgb(\(red), \(green), \(blue))"
    }

    /// A grey of the given brightness, 0 (black) … 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    private init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
        components = (red / 255, green / 255, blue / 255, opacity)
        self.name = name
    }

    private init(semantic name: String) {
        components = nil
        self.name = name
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        guard let components else { return self }
        return Color(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity * opacity)
    }

    /// Black, rgb(0, 0, 0).
    public static let black = Color("black", 0, 0, 0)
    /// White, rgb(255, 255, 255).
    public static let white = Color("white", 255, 255, 255)
    /// System grey, rgb(142, 142, 147).
    public static let gray = Color("gray", 142, 142, 147)
    /// System red, rgb(255, 59, 48).
    public static let red = Color("red", 255, 59, 48)
    /// System orange, rgb(255, 149, 0).
    public static let orange = Color("orange", 255, 149, 0)
    /// System yellow, rgb(255, 204, 0).
    public static let yellow = Color("yellow", 255, 204, 0)
    /// System green, rgb(52, 199, 89).
    public static let green = Color("green", 52, 199, 89)
    /// System mint, rgb(0, 199, 190).
    public static let mint = Color("mint", 0, 199, 190)
    /// System teal, rgb(48, 176, 199).
    public static let teal = Color("teal", 48, 176, 199)
    /// System cyan, rgb(50, 173, 230).
    public static let cyan = Color("cyan", 50, 173, 230)
    /// System blue, rgb(0, 122, 255).
    public static let blue = Color("blue", 0, 122, 255)
    /// System indigo, rgb(88, 86, 214).
    public static let indigo = Color("indigo", 88, 86, 214)
    /// System purple, rgb(175, 82, 222).
    public static let purple = Color("purple", 175, 82, 222)
    /// System pink, rgb(255, 45, 85).
    public static let pink = Color("pink", 255, 45, 85)
    /// System brown, rgb(162, 132, 94).
    public static let brown = Color("brown", 162, 132, 94)
    /// Fully transparent; as a view it still takes its proposed size.
    public static let clear = Color("clear", 0, 0, 0, 0)
    /// The primary foreground colour of the context (black on light backgrounds).
    public static let primary = Color(semantic: "primary")
    /// The secondary foreground colour of the context.
    public static let secondary = Color(semantic: "secondary")
    /// The app's accent colour (blue by default).
    public static let accentColor = Color("accentColor", 0, 122, 255)

    /// Equal when the names and the components match.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.name == rhs.name && lhs.components?.red == rhs.components?.red && lhs.components?.green == rhs.components?.green
            && lhs.components?.blue == rhs.components?.blue && lhs.components?.opacity == rhs.components?.opacity
    }

    /// Hashes the name and components, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(components?.red)
        hasher.combine(components?.green)
        hasher.combine(components?.blue)
        hasher.combine(components?.opacity)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node that takes the proposed size (10 × 10 for unspecified dimensions).
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = LayoutNode(
            ShapeLayout(name: "Color") { $0.replacingUnspecifiedDimensions() }, environment: inputs.environment)
        node.content = .color(view)
        outputs.nodes.append(node)
    }
}

/// A colour or pattern to fill or stroke a shape with.
public protocol ShapeStyle: Sendable {}

/// The layered foreground styles, `.primary` … `.quaternary`, each fainter than the last.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary … 3 for quaternary.
    let level: Int

    /// The opacity of the foreground colour at this level.
    var opacity: Double { [1, 0.6, 0.3, 0.18][level] }
}

/// The foreground style of the context: what shapes are filled with when no style is given.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground colour at full opacity.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The foreground colour at 60 % opacity.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The foreground colour at 30 % opacity.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground colour at 18 % opacity.
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
