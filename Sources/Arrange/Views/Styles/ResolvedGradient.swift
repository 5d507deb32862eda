import Foundation

/// A gradient as renderers receive it: every colour fixed to its components where the view was
/// built, the geometry in the terms of the shape it fills. Every gradient style resolves into
/// one (`ShapeStyleResolution`), so a renderer draws four kinds of gradient from one type.
public struct _ResolvedGradient: ShapeStyle, Hashable {
    /// Where the gradient's colours lie in the shape's bounds.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from one unit point of the bounds to another.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In circles about a unit point, radii in points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// In ellipses about a unit point, radii as fractions of the bounds' width and height.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Round a unit point, clockwise, angles in radians (0 toward the trailing side).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// The stops as written, each colour fixed (`Gradient.sanitizedStops` repairs them for
    /// drawing).
    public let gradient: Gradient
    /// Where the colours lie.
    public let geometry: Geometry
}

/// A gradient style, which resolves into `_ResolvedGradient` once its colours are known.
protocol GradientShapeStyle: ColorResolvingShapeStyle {
    var anyGradient: AnyGradient { get }
    var geometry: _ResolvedGradient.Geometry { get }
}

extension GradientShapeStyle {
    func resolvingColors(_ resolve: (Color) -> Color) -> AnyShapeStyle {
        AnyShapeStyle(_ResolvedGradient(gradient: anyGradient.resolvedGradient(resolve), geometry: geometry))
    }

    var representativeColor: Color? { anyGradient.firstColor }
}

extension LinearGradient: GradientShapeStyle {
    var anyGradient: AnyGradient { gradient }
    var geometry: _ResolvedGradient.Geometry { .linear(start: startPoint, end: endPoint) }
}

extension RadialGradient: GradientShapeStyle {
    var anyGradient: AnyGradient { gradient }
    var geometry: _ResolvedGradient.Geometry { .radial(center: center, startRadius: startRadius, endRadius: endRadius) }
}

extension EllipticalGradient: GradientShapeStyle {
    var anyGradient: AnyGradient { gradient }
    var geometry: _ResolvedGradient.Geometry {
        .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension AngularGradient: GradientShapeStyle {
    var anyGradient: AnyGradient { gradient }
    var geometry: _ResolvedGradient.Geometry { .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians) }
}

/// `AnyGradient` and `Gradient` as styles: top to bottom, as SwiftUI documents.
extension AnyGradient: GradientShapeStyle {
    var anyGradient: AnyGradient { self }
    var geometry: _ResolvedGradient.Geometry { .linear(start: .top, end: .bottom) }
}

extension Gradient: GradientShapeStyle {
    var anyGradient: AnyGradient { AnyGradient(self) }
    var geometry: _ResolvedGradient.Geometry { .linear(start: .top, end: .bottom) }
}

extension _ResolvedGradient: ColorResolvingShapeStyle {
    func resolvingColors(_ resolve: (Color) -> Color) -> AnyShapeStyle {
        AnyShapeStyle(_ResolvedGradient(gradient: gradient.resolvingColors(resolve), geometry: geometry))
    }

    var representativeColor: Color? { gradient.stops.first?.color }
}
