import Foundation

/// Where a symbol image (`Image(systemName:)`) has its text baseline, so that
/// `HStack(alignment: .firstTextBaseline)` puts it on the line of the text beside it as iOS
/// does.
///
/// SF Symbols are drawn centred on the cap height of the San Francisco font they sit beside
/// (Apple's Human Interface Guidelines, SF Symbols: scales are "defined relative to the cap
/// height of the San Francisco system font"; ios-metrics.md §6, "a symbol image carries a
/// baseline offset … in text layout it aligns to the text baseline"). A symbol drawn centred in
/// its frame therefore has its baseline half the font's cap height below the frame's middle.
/// The first and last baselines are the same line.
public enum SymbolBaseline {
    /// SF Pro's cap height as a fraction of its point size (1443 of 2048 units).
    public static let capHeightPerPoint: CGFloat = 1443.0 / 2048.0
    /// A symbol's side as a fraction of the font's point size, at the medium scale.
    public static let sidePerPoint: CGFloat = 1.2

    /// The baseline of a symbol `height` points tall set beside text of `pointSize`, from its top.
    public static func baseline(height: CGFloat, pointSize: CGFloat) -> CGFloat {
        height / 2 + pointSize * capHeightPerPoint / 2
    }

    /// The explicit first and last text baselines of a symbol node set beside text of `pointSize`.
    static func guides(pointSize: CGFloat) -> [ExplicitGuide] {
        let compute = { (d: ViewDimensions) in baseline(height: d.height, pointSize: pointSize) }
        return [
            ExplicitGuide(key: VerticalAlignment.firstTextBaseline.key, computeValue: compute),
            ExplicitGuide(key: VerticalAlignment.lastTextBaseline.key, computeValue: compute),
        ]
    }
}
