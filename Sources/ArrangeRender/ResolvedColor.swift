import Arrange
import CPangoCairo
import Foundation

/// A colour as Cairo paints it: sRGB components and opacity, each 0…1.
///
/// The layout resolves colours where each view is built (its colour scheme and foreground
/// style), so what reaches drawing is fixed components; a colour the layout did not resolve
/// (the canvas background, a shadow's colour) resolves in the root's colour scheme. Shape
/// styles without a colour of their own left unresolved draw in the label colour.
struct ResolvedColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    static let black = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)

    /// `color` in `scheme`.
    init(_ color: Color, in scheme: ColorScheme = .light) {
        let resolved: Color.Resolved
        if let fixed = color._fixedComponents {
            resolved = fixed
        } else {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            resolved = color.resolve(in: environment)
        }
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// `style` as the layout resolved it (a colour), in `scheme` otherwise.
    init(_ style: AnyShapeStyle, in scheme: ColorScheme = .light) {
        self.init(style: style.base, in: scheme)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.opacity = Self.clamp(opacity)
    }

    private init(style: any ShapeStyle, in scheme: ColorScheme) {
        switch style {
        case let color as Color:
            self.init(color, in: scheme)
        case let resolved as Color.Resolved:
            self.init(Color(resolved), in: scheme)
        case let erased as AnyShapeStyle:
            self.init(style: erased.base, in: scheme)
        default:
            self.init(Color.primary, in: scheme)
        }
    }

    /// This colour with its opacity multiplied by `factor`.
    func withOpacity(_ factor: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// Whether painting it changes nothing.
    var isInvisible: Bool { opacity <= 0 }

    /// Makes it `context`'s source.
    func setSource(on context: OpaquePointer) {
        cairo_set_source_rgba(context, red, green, blue, opacity)
    }

    /// The components as `PangoTextMetrics.draw` takes them.
    var components: (red: Double, green: Double, blue: Double, opacity: Double) { (red, green, blue, opacity) }

    /// A component in 0…1 (NaN counts as 0).
    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
