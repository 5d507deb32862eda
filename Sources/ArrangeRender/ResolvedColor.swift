import Arrange
import CPangoCairo
import Foundation

/// A colour as Cairo paints it: sRGB components and opacity, each 0…1.
///
/// Semantic colours resolve as on a light background: `primary` is black, `secondary` black at
/// 60 %. Shape styles without a colour of their own (`.foreground`, `.primary` … `.quaternary`)
/// resolve against black, because the layout records only colours for the foreground style.
struct ResolvedColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    static let black = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)

    /// `color` on a light background.
    init(_ color: Color) {
        if let components = color.components {
            self.init(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity)
        } else if color == .secondary {
            self.init(red: 0, green: 0, blue: 0, opacity: 0.6)
        } else {
            self = .black
        }
    }

    /// `style` on a light background with a black foreground.
    init(_ style: AnyShapeStyle) {
        self.init(style: style.base)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.opacity = Self.clamp(opacity)
    }

    private init(style: any ShapeStyle) {
        switch style {
        case let color as Color:
            self.init(color)
        case let erased as AnyShapeStyle:
            self.init(style: erased.base)
        case let hierarchical as HierarchicalShapeStyle:
            self = ResolvedColor.black.withOpacity(Self.opacity(of: hierarchical))
        default:
            self = .black
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

    /// A hierarchical style's opacity: primary 1, secondary 0.6, tertiary 0.3, quaternary 0.18.
    /// The level is internal to the core, so it is read by reflection.
    private static func opacity(of style: HierarchicalShapeStyle) -> Double {
        let level = Mirror(reflecting: style).children.first { $0.label == "level" }?.value as? Int ?? 0
        return [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)]
    }

    /// A component in 0…1 (NaN counts as 0).
    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
