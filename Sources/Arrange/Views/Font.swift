import Foundation

/// A font: a point size with a weight, a design and slant. The semantic styles carry SwiftUI's
/// iOS point sizes at the default Dynamic Type setting (`.body` 17, `.caption` 12, …).
public struct Font: Hashable, Sendable {
    /// The size in points.
    public var pointSize: CGFloat
    /// The stroke weight.
    public var weight: Weight
    /// The family design.
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// A named family for `custom(_:size:)`, `nil` for the system font.
    public var familyName: String?
    /// The semantic style this font came from, if any: its size follows the Dynamic Type
    /// size (`dynamicTypeSize`), as does a custom font's made `relativeTo` a style.
    public var textStyle: TextStyle?
    /// How wide its letters are (`width(_:)`), `nil` for the standard width.
    public var width: Width?
    /// Whether its digits all take the same advance (`monospacedDigit()`).
    public var hasMonospacedDigits = false

    init(pointSize: CGFloat, weight: Weight = .regular, design: Design = .default, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.isItalic = false
        self.textStyle = textStyle
    }

    /// Stroke weights, lightest to heaviest.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// Weight 100, the lightest.
        case ultraLight = 100
        /// Weight 200.
        case thin = 200
        /// Weight 300.
        case light = 300
        /// Weight 400, the default for every style but `headline`.
        case regular = 400
        /// Weight 500.
        case medium = 500
        /// Weight 600, the weight of `headline`.
        case semibold = 600
        /// Weight 700, what `bold()` gives.
        case bold = 700
        /// Weight 800.
        case heavy = 800
        /// Weight 900, the heaviest.
        case black = 900
    }

    /// Family designs.
    public enum Design: Hashable, Sendable, CaseIterable {
        /// The standard system design.
        case `default`
        /// A design with serifs.
        case serif
        /// A design with rounded strokes.
        case rounded
        /// Every character the same advance, as `monospaced()` gives.
        case monospaced
    }

    /// The semantic text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 points, regular.
        case largeTitle
        /// 28 points, regular.
        case title
        /// 22 points, regular.
        case title2
        /// 20 points, regular.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points, regular.
        case subheadline
        /// 17 points, regular: the font text gets when none is set.
        case body
        /// 16 points, regular.
        case callout
        /// 13 points, regular.
        case footnote
        /// 12 points, regular.
        case caption
        /// 11 points, regular.
        case caption2

        /// The point size at the default Dynamic Type setting on iOS.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font in a semantic style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(pointSize: style.pointSize, weight: weight ?? style.weight, design: design ?? .default, textStyle: style)
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(pointSize: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// A named font family at a fixed size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(pointSize: size)
        font.familyName = name
        return font
    }

    /// The large-title style: 34 points, regular.
    public static let largeTitle = system(.largeTitle)
    /// The title style: 28 points, regular.
    public static let title = system(.title)
    /// The second-level title style: 22 points, regular.
    public static let title2 = system(.title2)
    /// The third-level title style: 20 points, regular.
    public static let title3 = system(.title3)
    /// The headline style: 17 points, semibold.
    public static let headline = system(.headline)
    /// The subheadline style: 15 points, regular.
    public static let subheadline = system(.subheadline)
    /// The body style: 17 points, regular; what text uses when no font is set.
    public static let body = system(.body)
    /// The callout style: 16 points, regular.
    public static let callout = system(.callout)
    /// The footnote style: 13 points, regular.
    public static let footnote = system(.footnote)
    /// The caption style: 12 points, regular.
    public static let caption = system(.caption)
    /// The second caption style: 11 points, regular.
    public static let caption2 = system(.caption2)

    /// A named font family that scales like the text style `relativeTo` (here: the style's size
    /// at the default Dynamic Type setting is `size`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, size: size)
        font.textStyle = textStyle
        return font
    }

    /// A named font family at a size that never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font with digits of equal advance, for columns of numbers.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// This font at another width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// This font in another design (`.serif`, `.rounded`, `.monospaced`).
    func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    /// How wide a font's letters are: SwiftUI's widths from `compressed` to `expanded`.
    public struct Width: Hashable, Sendable {
        /// The width, 0 for standard, negative narrower, positive wider.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// This font's monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font scaled by `factor` (used by `minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.pointSize *= factor
        return font
    }
}

/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Each line starts at the text's leading edge.
    case leading
    /// Each line is centred in the text's width.
    case center
    /// Each line ends at the text's trailing edge.
    case trailing
}
