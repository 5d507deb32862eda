import Foundation

/// The Dynamic Type sizes a person can choose on iOS, smallest to largest; `.large` is the
/// default. The five accessibility sizes are the larger ones Settings › Accessibility offers.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The smallest size.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// The default size.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// The largest size without accessibility sizes on.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest size.
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes smallest first.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The point sizes of iOS's text styles at every Dynamic Type size.
///
/// Source: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
/// (the tables reproduced in /work/shared/notes/ios-metrics.md §7). Caption 2 at AX5 is 40 as
/// the HIG says (one measurement on iOS 13.3 found 41).
enum DynamicTypeSizes {
    /// Point sizes per style, one column per `DynamicTypeSize` (xSmall … accessibility5).
    static let pointSizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `size`.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        pointSizes[style]?[size.rawValue] ?? style.pointSize
    }

    /// How much larger `style` is at `size` than at the default size.
    static func scale(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        pointSize(of: style, at: size) / style.pointSize
    }
}

extension Font {
    /// This font at the Dynamic Type size `size`: a text style's font takes the style's size
    /// there, a custom font made relative to a style scales as the style does; fixed sizes stay.
    func sized(for size: DynamicTypeSize) -> Font {
        guard size != .large, let style = textStyle else { return self }
        var font = self
        font.pointSize *= DynamicTypeSizes.scale(of: style, at: size)
        return font
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of text inside this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of text inside this view within `range`.
    public func dynamicTypeSize<T: RangeExpression<DynamicTypeSize>>(_ range: T) -> some View {
        transformEnvironment(\.dynamicTypeSize) { size in
            if range.contains(size) { return }
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = all.first, let highest = all.last else { return }
            size = size < lowest ? lowest : highest
        }
    }
}
