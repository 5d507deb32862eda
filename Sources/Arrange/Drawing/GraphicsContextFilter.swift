import Foundation

extension GraphicsContext {
    /// A filter applied to what a context draws after `addFilter`, as SwiftUI's
    /// `GraphicsContext.Filter`. Drawn in pixel pictures: `blur`, `shadow`, `alphaThreshold`,
    /// `colorMultiply`, `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
    /// `colorInvert`, `luminanceToAlpha`. Accepted and not drawn: `projectionTransform`,
    /// `colorMatrix` and the shader filters (docs/DIFFERENCES.md).
    public struct Filter: @unchecked Sendable {
        /// What the filter does, for renderers.
        public enum _Kind {
            case blur(radius: CGFloat)
            case shadow(color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat, shadowOnly: Bool, shadowAbove: Bool)
            case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
            case colorMultiply(Color.Resolved)
            case brightness(Double)
            case contrast(Double)
            case saturation(Double)
            case hueRotation(Angle)
            case colorInvert(Double)
            case luminanceToAlpha
            /// Accepted, not drawn: the filter's name.
            case notDrawn(String)
        }

        /// What the filter does.
        public let _kind: _Kind
        /// Colours are fixed when the filter is drawn, in the canvas's environment.
        let colors: [Color]

        init(_ kind: _Kind, colors: [Color] = []) {
            self._kind = kind
            self.colors = colors
        }

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(.blur(radius: radius))
        }
        /// A shadow of what is drawn, beneath it: blurred by `radius`, moved by (`x`, `y`).
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(
                .shadow(
                    color: Color.Resolved(red: 0, green: 0, blue: 0), radius: radius, x: x, y: y,
                    shadowOnly: options.contains(.shadowOnly), shadowAbove: options.contains(.shadowAbove)),
                colors: [color])
        }
        /// Makes pixels whose alpha lies in `min…max` opaque `color`, and the others clear.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(.alphaThreshold(min: min, max: max, color: Color.Resolved(red: 0, green: 0, blue: 0)), colors: [color])
        }
        /// Multiplies every pixel by `color`.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(.colorMultiply(Color.Resolved(red: 1, green: 1, blue: 1)), colors: [color])
        }
        /// Adds `amount` to every colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(.brightness(amount)) }
        /// Scales colour components away from mid-grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(.contrast(amount)) }
        /// Scales saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter(.saturation(amount)) }
        /// Takes `amount` (0…1) of the colour away.
        public static func grayscale(_ amount: Double) -> Filter { Filter(.saturation(1 - Swift.min(Swift.max(amount, 0), 1))) }
        /// Turns hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(.hueRotation(angle)) }
        /// Inverts colours, by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(.colorInvert(amount)) }
        /// Makes luminance the alpha, the colour black.
        public static var luminanceToAlpha: Filter { Filter(.luminanceToAlpha) }
        /// A projection of what is drawn (accepted, not drawn).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(.notDrawn("projectionTransform")) }
        /// A colour matrix (accepted, not drawn).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(.notDrawn("colorMatrix")) }
        /// A Metal colour shader (accepted, not drawn: Arrange runs no shaders).
        public static func colorShader(_ shader: Shader) -> Filter { Filter(.notDrawn("colorShader")) }
        /// A Metal distortion shader (accepted, not drawn).
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(.notDrawn("distortionShader"))
        }
        /// A Metal layer shader (accepted, not drawn).
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(.notDrawn("layerShader")) }

        /// This filter with its colours fixed in `environment`.
        func resolved(in environment: EnvironmentValues) -> Filter {
            guard let color = colors.first?.resolve(in: environment) else { return self }
            switch _kind {
            case let .shadow(_, radius, x, y, shadowOnly, shadowAbove):
                return Filter(.shadow(color: color, radius: radius, x: x, y: y, shadowOnly: shadowOnly, shadowAbove: shadowAbove))
            case let .alphaThreshold(min, max, _):
                return Filter(.alphaThreshold(min: min, max: max, color: color))
            case .colorMultiply:
                return Filter(.colorMultiply(color))
            default:
                return self
            }
        }
    }

    /// Options of `Filter.blur` (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Treats the drawing as opaque (accepted).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (accepted).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of `Filter.shadow`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow of the drawing's transparent parts (accepted).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Shadows each part on its own (accepted).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}

/// A 4 × 5 matrix of colour components, as SwiftUI's `ColorMatrix` (accepted by
/// `GraphicsContext.Filter.colorMatrix`, not drawn).
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity matrix.
    public init() {}
}
