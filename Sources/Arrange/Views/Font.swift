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
    /// The semantic style this font came from, if any.
    public var textStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight = .regular, design: Design = .default, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.isItalic = false
        self.textStyle = textStyle
    }

    /// Stroke weights, lightest to heaviest.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// Family designs.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// The semantic text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

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

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
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
    case leading, center, trailing
}
