import Foundation

extension GraphicsContext {
    /// How drawing mixes with what is drawn (SwiftUI's `GraphicsContext.BlendMode`, here the
    /// same modes as `View.blendMode`).
    public typealias BlendMode = Arrange.BlendMode

    /// A colour, gradient or style that fills or strokes paths, as SwiftUI's
    /// `GraphicsContext.Shading`. Gradients are given in user-space points; `.style` paints
    /// a `ShapeStyle` over the painted path's bounds, as a shape would.
    public struct Shading: @unchecked Sendable {
        enum Kind {
            case style(any ShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case palette([Shading])
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }

        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        /// A colour given by components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style, painted over the bounds of the path it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// Several shadings, for layered symbols; the first paints.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }
        /// A linear gradient from `startPoint` to `endPoint`, in user-space points.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// An angular gradient round `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
        /// An image repeated as tiles from `origin`.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }

        /// The paint this shading is drawn with, its colours resolved in `environment`.
        func paint(in environment: EnvironmentValues) -> _CanvasPaint {
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            let fix = { (color: Color) in Color(color.resolve(in: environment)) }
            // Points in user space become "unit points" of the unit square.
            func point(_ p: CGPoint) -> UnitPoint { UnitPoint(x: p.x, y: p.y) }
            switch kind {
            case .style(let style):
                return _CanvasPaint(style: CanvasStyleResolution.resolve(style, in: environment), unitRect: nil)
            case .foreground:
                let style = environment.foregroundStyle?.base ?? Color.primary
                return _CanvasPaint(style: CanvasStyleResolution.resolve(style, in: environment), unitRect: nil)
            case let .linear(gradient, start, end):
                let resolved = _ResolvedGradient(gradient: gradient.resolvingColors(fix), geometry: .linear(start: point(start), end: point(end)))
                return _CanvasPaint(style: AnyShapeStyle(resolved), unitRect: unit)
            case let .radial(gradient, center, startRadius, endRadius):
                let resolved = _ResolvedGradient(
                    gradient: gradient.resolvingColors(fix),
                    geometry: .radial(center: point(center), startRadius: startRadius, endRadius: endRadius))
                return _CanvasPaint(style: AnyShapeStyle(resolved), unitRect: unit)
            case let .conic(gradient, center, angle):
                let resolved = _ResolvedGradient(
                    gradient: gradient.resolvingColors(fix),
                    geometry: .angular(center: point(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi))
                return _CanvasPaint(style: AnyShapeStyle(resolved), unitRect: unit)
            case .palette(let shadings):
                return shadings.first?.paint(in: environment) ?? Shading.foreground.paint(in: environment)
            case let .tiledImage(image, origin, sourceRect, scale):
                let paint = ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
                return _CanvasPaint(style: AnyShapeStyle(paint), unitRect: CGRect(origin: origin, size: CGSize(width: 1, height: 1)))
            }
        }
    }

    /// Options of gradient shadings (accepted: gradients pad their end colours).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its ends (accepted).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient past its ends (accepted).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour (accepted).
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// `shading` with its colours fixed in this context's environment.
    public func resolve(_ shading: Shading) -> Shading {
        if case .style(let style) = shading.kind { return Shading(kind: .style(CanvasStyleResolution.resolve(style, in: environment))) }
        return shading
    }

    /// Fills `path` with `shading`, by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading.paint(in: environment), style))
    }

    /// Strokes `path`'s outline with `shading` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading.paint(in: environment), style))
    }

    /// Strokes `path`'s outline with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// Shape styles fixed in an environment, for canvases (whose drawing runs after the tree is
/// built): colours become their components, the foreground style its colour, gradients have
/// their colours resolved; other styles are kept as they are.
enum CanvasStyleResolution {
    static func resolve(_ style: any ShapeStyle, in environment: EnvironmentValues) -> AnyShapeStyle {
        switch style {
        case let color as Color:
            return AnyShapeStyle(Color(color.resolve(in: environment)))
        case let resolved as Color.Resolved:
            return AnyShapeStyle(Color(resolved))
        case let erased as AnyShapeStyle:
            return resolve(erased.base, in: environment)
        case is ForegroundStyle:
            return AnyShapeStyle(Color(ForegroundLevels.color(level: 0, in: environment)))
        case let hierarchical as HierarchicalShapeStyle:
            return AnyShapeStyle(Color(ForegroundLevels.color(level: hierarchical.level, in: environment)))
        case let resolvable as any ColorResolvingShapeStyle:
            return resolvable.resolvingColors { Color($0.resolve(in: environment)) }
        case let contextual as any ContextualShapeStyle:
            return resolve(contextual.style(in: environment), in: environment)
        default:
            if let custom = style.customResolution(in: environment) { return resolve(custom, in: environment) }
            return AnyShapeStyle(style)
        }
    }
}
