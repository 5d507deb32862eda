import Foundation

/// The numbers text can be set with: beyond these, a line's width or a paragraph's height
/// overflows to ∞ (or to a finite number no screen shows, 1e298), so values outside are brought
/// to the nearest end of the range, with a diagnostic (a named choice, docs/DIFFERENCES.md).
extension TextLayoutOptions {
    /// Font sizes text is set at, in points (NaN and sizes ≤ 0 set at 17).
    public static let pointSizes: ClosedRange<CGFloat> = 0.1...10_000
    /// Tracking after each grapheme, in points.
    public static let trackings: ClosedRange<CGFloat> = -1_000_000...1_000_000
    /// Extra space between lines, in points (text metrics treat a negative one as 0).
    public static let lineSpacings: ClosedRange<CGFloat> = -1_000_000...1_000_000
    /// The size a NaN or non-positive font size is set at (`body`'s).
    public static let fallbackPointSize: CGFloat = 17

    /// These options with the font size, tracking and line spacing inside their ranges, and
    /// for each value that was not, the modifier, the value given and the value used.
    public func broughtIntoRange() -> (options: TextLayoutOptions, outOfRange: [LayoutDiagnostic.Kind]) {
        var options = self
        var outOfRange: [LayoutDiagnostic.Kind] = []
        let size = font.pointSize
        if size.isNaN || size <= 0 {
            options.font.pointSize = Self.fallbackPointSize
        } else if !Self.pointSizes.contains(size) {
            options.font.pointSize = min(max(size, Self.pointSizes.lowerBound), Self.pointSizes.upperBound)
        }
        if options.font.pointSize != size { outOfRange.append(.textValueOutOfRange(modifier: "font size", value: size, used: options.font.pointSize)) }
        if !tracking.isNaN, !Self.trackings.contains(tracking) {
            options.tracking = min(max(tracking, Self.trackings.lowerBound), Self.trackings.upperBound)
            outOfRange.append(.textValueOutOfRange(modifier: "tracking(_:)", value: tracking, used: options.tracking))
        }
        if !lineSpacing.isNaN, !Self.lineSpacings.contains(lineSpacing) {
            options.lineSpacing = min(max(lineSpacing, Self.lineSpacings.lowerBound), Self.lineSpacings.upperBound)
            outOfRange.append(.textValueOutOfRange(modifier: "lineSpacing(_:)", value: lineSpacing, used: options.lineSpacing))
        }
        return (options, outOfRange)
    }
}
